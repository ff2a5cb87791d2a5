import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { RetryButton } from './RetryButton';

describe('RetryButton', () => {
  it('is a Retry button, axe clean', async () => {
    const { container } = renderWithTheme(<RetryButton onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('type', 'button');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Retry asks once, says "Retrying…" until the answer and keeps the focus; a second failure leaves Retry focused', async () => {
    let answer: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithTheme(<RetryButton onRetry={onRetry} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Retrying…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
    answer();
    const again = await screen.findByRole('button', { name: 'Retry' });
    expect(again).toHaveFocus();
    expect(again).not.toHaveAttribute('aria-busy');
  });

  it('a Retry that rejects brings the button back', async () => {
    const onRetry = jest.fn(() => Promise.reject(new Error('still down')));
    renderWithTheme(<RetryButton onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
