import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Autocomplete } from './Autocomplete';
import { FormField } from '../FormField/FormField';

interface Student {
  id: number;
  name: string;
}
const all: Student[] = ['Ann Lee', 'Andy Moe', 'Bea Ray', 'Carl Diaz', 'Dana Fox', 'Eli Park'].map((name, i) => ({
  id: i + 1,
  name,
}));

const loadStudents = (query: string, signal: AbortSignal) =>
  new Promise<Student[]>((resolve, reject) => {
    const t = setTimeout(() => resolve(all.filter((s) => s.name.toLowerCase().includes(query.toLowerCase()))), 300);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

function Demo({ debounce }: { debounce?: number }) {
  const [value, setValue] = useState<Student | null>(null);
  return (
    <FormField label="Student" help={`Chosen: ${value?.name ?? 'none'}`}>
      <Autocomplete<Student>
        loadOptions={loadStudents}
        getOptionLabel={(s) => s.name}
        getOptionKey={(s) => String(s.id)}
        value={value}
        onChange={setValue}
        debounce={debounce}
      />
    </FormField>
  );
}

const meta: Meta<typeof Autocomplete> = {
  title: 'Forms/Autocomplete',
  component: Autocomplete,
  render: () => <Demo />,
};
export default meta;
type Story = StoryObj<typeof Autocomplete>;

export const Default: Story = {};
export const TutorDebounce: Story = { render: () => <Demo debounce={500} /> };
