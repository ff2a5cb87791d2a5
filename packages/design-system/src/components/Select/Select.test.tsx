import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Select } from './Select';
import { FormField } from '../FormField/FormField';

const options = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];

describe('Select', () => {
  it('offers the options after a placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="State">
        <Select options={options} placeholder="Select a state" onChange={onChange} />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a state',
      'California',
      'New York',
    ]);
    await userEvent.selectOptions(select, 'NY');
    expect(select).toHaveValue('NY');
    expect(onChange).toHaveBeenCalled();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="State">
        <Select options={options} />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
