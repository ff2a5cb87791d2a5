import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { DesignSystemProvider } from '@tutoring/design-system';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

describe('remote failure fallback', () => {
  it('announces the unavailable area and retries with the Retry button', async () => {
    let resolveRetry: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (resolveRetry = resolve)));
    const { container } = render(
      <DesignSystemProvider>
        <RemoteFallback label="CRM" onRetry={onRetry} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CRM is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The focus stays on the button while it retries (aria-disabled, not disabled).
    const busy = screen.getByRole('button', { name: 'Retrying…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    resolveRetry();
    const again = await screen.findByRole('button', { name: 'Retry' });
    expect(again).toHaveFocus();
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes its own heading and message (e.g. a remote that needs a newer platform) and keeps the Retry button', () => {
    render(
      <DesignSystemProvider>
        <RemoteFallback
          label="CRM"
          title="CRM needs an update"
          message="Reload the page to continue."
          onRetry={jest.fn()}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CRM needs an update' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reload the page to continue.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('a render error inside a remote shows the fallback, and Retry renders it again once it works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Area() {
      if (broken) throw new Error('render failed');
      return <h1>Area works</h1>;
    }
    function Harness() {
      const [, setTick] = useState(0);
      return (
        <RemoteErrorBoundary name="mf_x" label="X" onRetry={() => setTick((t) => t + 1)}>
          <Area />
        </RemoteErrorBoundary>
      );
    }
    render(
      <DesignSystemProvider>
        <Harness />
      </DesignSystemProvider>,
    );
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Area works' })).toBeInTheDocument();
  });
});
