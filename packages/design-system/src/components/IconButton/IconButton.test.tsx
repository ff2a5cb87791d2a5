import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon', async () => {
    const onClick = jest.fn();
    renderWithTheme(<IconButton aria-label="Delete row" icon="🗑" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete row' });
    expect(button).toHaveAttribute('title', 'Delete row');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<IconButton aria-label="Close" icon="✕" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
