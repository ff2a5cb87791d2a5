import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_DATE_FORMAT } from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { DateInput } from './DateInput';
import { FormField } from '../FormField/FormField';

function Controlled({ initial = null, onChange }: { initial?: string | null; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <FormField label="Start date">
      <DateInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
    </FormField>
  );
}

describe('DateInput', () => {
  it('DS-22: shows a stored date as MM/DD/YYYY', () => {
    renderWithTheme(<Controlled initial="2027-03-09" />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('03/09/2027');
  });
  it('DS-22: accepts MM/DD/YYYY and emits YYYY-MM-DD', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '12/31/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-31');
    await userEvent.tab();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });
  it.each(['2026-12-31', '1/2/2026', '12/31/26', '02/30/2027'])('DS-22: rejects "%s"', async (typed) => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(INVALID_DATE_FORMAT);
    expect(input.validity.valid).toBe(false);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Controlled initial="2027-03-09" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
