import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Toggle } from './Toggle';

describe('Toggle', () => {
  it('is a switch toggled by Space and by click', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Toggle label="Featured" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Featured' });
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Toggle label="Featured" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
