import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { FIELD_REQUIRED, FIX_FORM_ERRORS, INVALID_DATE_FORMAT } from '@tutoring/domain';
import { FormModal } from '../FormModal/FormModal';
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
  it('DS-22, DS-03: in a form whose date is required, text that is not a date says so once, not "Required" beside it', async () => {
    function Form({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
      const form = useForm<{ date: string | null }>({ defaultValues: { date: null } });
      return (
        <FormModal open title="Test date" form={form} onClose={() => undefined} onSubmit={onSubmit}>
          <FormField label="Date" required name="date">
            <Controller
              control={form.control}
              name="date"
              rules={{ required: FIELD_REQUIRED }}
              render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
            />
          </FormField>
        </FormModal>
      );
    }
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<Form onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '13/45/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(FIX_FORM_ERRORS);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(INVALID_DATE_FORMAT);
    expect(screen.getAllByText(INVALID_DATE_FORMAT)).toHaveLength(1);
    expect(screen.queryByText(FIELD_REQUIRED)).not.toBeInTheDocument();
    // Emptied, the field is the form's again: "Required".
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(FIELD_REQUIRED);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Controlled initial="2027-03-09" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
