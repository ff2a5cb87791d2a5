import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Tooltip } from './Tooltip';
import { Button } from '../Button/Button';

describe('Tooltip', () => {
  it('shows on focus, describes its trigger and hides on Escape', async () => {
    renderWithTheme(
      <Tooltip content="Sends the roster to every parent">
        <Button>Send roster</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Send roster' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sends the roster to every parent');
    expect(button).toHaveAccessibleDescription('Sends the roster to every parent');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
  it('shows on hover and hides when the pointer leaves', async () => {
    renderWithTheme(
      <Tooltip content="Hint">
        <Button>Target</Button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <Tooltip content="Hint">
        <Button>Target</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await axe(container)).toHaveNoViolations();
  });
});
