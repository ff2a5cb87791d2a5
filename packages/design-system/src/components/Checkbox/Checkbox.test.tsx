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
  it('a parent re-render with the same props leaves it alone: no DOM update, its ref kept', () => {
    const ref = jest.fn();
    const onChange = jest.fn();
    const view = (label: string) => <Checkbox ref={ref} aria-label={label} onChange={onChange} />;
    const { rerender, container } = renderWithTheme(view('Select Ann'));
    expect(ref).toHaveBeenCalledTimes(1);
    const mutations = new MutationObserver(() => {});
    mutations.observe(container, { subtree: true, attributes: true });
    rerender(view('Select Ann'));
    expect(mutations.takeRecords()).toEqual([]);
    expect(ref).toHaveBeenCalledTimes(1);
    rerender(view('Select Anne'));
    expect(screen.getByRole('checkbox', { name: 'Select Anne' })).toBeInTheDocument();
    expect(ref).toHaveBeenCalledTimes(1);
    mutations.disconnect();
  });
});
