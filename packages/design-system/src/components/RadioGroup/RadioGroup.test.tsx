import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma', disabled: true },
];

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('a');
  return (
    <RadioGroup
      label="Pick"
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a labelled radio group whose choice is reported', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Pick' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('radio', { name: 'Beta' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gamma' })).toBeDisabled();
  });
  it('moves the choice with arrow keys', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    screen.getByRole('radio', { name: 'Alpha' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('b');
  });
  it('shows its error', () => {
    renderWithTheme(<RadioGroup label="Pick" options={options} error="Required" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Required');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <RadioGroup label="Pick" options={options} value="a" onChange={() => undefined} error="Required" required />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
