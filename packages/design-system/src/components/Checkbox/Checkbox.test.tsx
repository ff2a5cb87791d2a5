import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and with Space', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Active" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Active' });
    await userEvent.click(screen.getByText('Active'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
  it('shows the mixed state', () => {
    renderWithTheme(<Checkbox label="Select all" indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Checkbox label="Active" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
