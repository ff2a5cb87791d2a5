import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
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

  it('when Retry brings the data, the focus goes to the heading of the section it stood in, not the page', async () => {
    function Section() {
      const [loaded, setLoaded] = useState(false);
      return (
        <section aria-labelledby="badges-heading">
          <h2 id="badges-heading">Badges</h2>
          {loaded ? <p>Bookworm</p> : <LoadFailure what="your badges" onRetry={() => setLoaded(true)} />}
        </section>
      );
    }
    renderWithTheme(<Section />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bookworm')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Badges' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Badges' })).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    function Page() {
      const [loaded, setLoaded] = useState(false);
      return (
        <section aria-label="Badges">
          <h2>Badges</h2>
          <button type="button" onClick={() => setLoaded(true)}>
            Load
          </button>
          {loaded ? <p>Bookworm</p> : <LoadFailure what="your badges" onRetry={() => undefined} />}
        </section>
      );
    }
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await screen.findByText('Bookworm');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('button', { name: 'Load' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Badges' })).not.toHaveAttribute('tabindex');
  });
});
