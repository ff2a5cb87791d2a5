import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('says what could not be loaded, announced at once, with a Retry button', async () => {
    const { container } = renderWithTheme(<LoadFailure what="this session" onRetry={() => undefined} />);
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent('We could not load this session.');
    expect(failure).toHaveTextContent('Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('type', 'button');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Retry asks for the data again', async () => {
    const onRetry = jest.fn(() => Promise.resolve());
    renderWithTheme(<LoadFailure what="your badges" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
