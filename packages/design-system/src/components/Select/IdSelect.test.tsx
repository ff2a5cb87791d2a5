import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { axe, renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField/FormField';
import { IdSelect, idOptions } from './IdSelect';

const owners = [
  { id: 3, name: 'Ada Admin' },
  { id: 7, name: null },
];

/** An owner field as the remotes' forms bind it: a Controller's field spread onto the select. */
function OwnerForm({ ownerId, onSubmit }: { ownerId: number | null; onSubmit: (ownerId: number | null) => void }) {
  const form = useForm<{ ownerId: number | null }>({ defaultValues: { ownerId } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.ownerId))}>
      <FormField label="Owner" name="ownerId">
        <Controller
          control={form.control}
          name="ownerId"
          render={({ field }) => <IdSelect {...field} options={idOptions(owners)} placeholder="Unassigned" />}
        />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('IdSelect', () => {
  it('offers the none option first, then each record by name (its id without one)', () => {
    renderWithTheme(<OwnerForm ownerId={null} onSubmit={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Owner' });
    expect(screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['Unassigned', ''],
      ['Ada Admin', '3'],
      ['7', '7'],
    ]);
    expect(select).toHaveValue('');
  });

  it('shows the chosen id and sends the choice as a number, the none option as null', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<OwnerForm ownerId={7} onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: 'Owner' });
    expect(select).toHaveValue('7');

    await userEvent.selectOptions(select, 'Ada Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(3);

    await userEvent.selectOptions(select, 'Unassigned');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(null);
  });

  it('labels records as asked', () => {
    expect(idOptions([{ id: 2, name: 'SAT', sessionName: 'SAT prep' }], (r) => r.sessionName)).toEqual([
      { value: '2', label: 'SAT prep' },
    ]);
    expect(idOptions(undefined)).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<OwnerForm ownerId={3} onSubmit={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
