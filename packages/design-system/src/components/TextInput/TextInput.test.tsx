import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { axe, renderWithTheme } from '../../../test/render';
import { TextInput } from './TextInput';
import { FormField } from '../FormField/FormField';

function RegisteredForm({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
  const { register, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: 'Ann' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Name">
        <TextInput {...register('name')} />
      </FormField>
      <button type="submit">Submit</button>
    </form>
  );
}

describe('TextInput', () => {
  it('works with react-hook-form register (forwarded ref)', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<RegisteredForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Ann');
    await userEvent.clear(input);
    await userEvent.type(input, 'Bob');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bob' }, expect.anything());
  });
  it('marks itself invalid with the invalid prop', () => {
    renderWithTheme(<TextInput aria-label="Name" invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="Name">
        <TextInput />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
