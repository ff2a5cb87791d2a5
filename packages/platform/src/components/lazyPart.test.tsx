import { type ComponentType, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@tutoring/design-system';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { lazyPart, preloadPart } from './lazyPart';

/** A page with a dialog loaded on demand and a counter that stands for the rest of the page, inside its area. */
function pageWith(load: () => Promise<ComponentType<{ name: string }>>, fallback = <p>Loading</p>) {
  const Dialog = lazyPart(load);
  function Page() {
    const [open, setOpen] = useState(false);
    const [count, setCount] = useState(0);
    return (
      <section>
        <h1>Dashboard</h1>
        <button onClick={() => setOpen(true)}>Open</button>
        <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>
        {open ? <Dialog fallback={fallback} name="Invite friends" /> : null}
      </section>
    );
  }
  const areaRetry = jest.fn();
  render(
    <DesignSystemProvider>
      <RemoteErrorBoundary name="mf_student" label="Student" onRetry={areaRetry}>
        <Page />
      </RemoteErrorBoundary>
    </DesignSystemProvider>,
  );
  return { areaRetry, preload: () => preloadPart(Dialog) };
}

describe('parts loaded on demand (issue 26)', () => {
  beforeEach(() => {
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a dialog whose code fails to load shows the area failure in its place, the rest of the page keeps working, and Retry loads it', async () => {
    let calls = 0;
    const { areaRetry } = pageWith(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Loading chunk 12 failed'))
        : Promise.resolve(({ name }: { name: string }) => <div role="dialog" aria-label={name} />);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // The area's own failure message, under the area's label, in the dialog's place only.
    expect(await screen.findByRole('heading', { name: 'Student is not available right now' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(areaRetry).not.toHaveBeenCalled();
  });

  it('a dialog whose code failed to load, opened again once the network is back, loads its code again (no page reload)', async () => {
    let calls = 0;
    const Dialog = lazyPart(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Loading chunk 12 failed'))
        : Promise.resolve(({ name }: { name: string }) => <div role="dialog" aria-label={name} />);
    });
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <section>
          <h1>Dashboard</h1>
          <button onClick={() => setOpen((was) => !was)}>{open ? 'Close' : 'Open'}</button>
          {open ? <Dialog fallback={<p>Loading</p>} name="Invite friends" /> : null}
        </section>
      );
    }
    render(
      <DesignSystemProvider>
        <RemoteErrorBoundary name="mf_student" label="Student" onRetry={() => undefined}>
          <Page />
        </RemoteErrorBoundary>
      </DesignSystemProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Student is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Student is not available right now' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the loading fallback until the code has loaded', async () => {
    let resolve: (c: ComponentType<{ name: string }>) => void = () => undefined;
    pageWith(() => new Promise((r) => (resolve = r)));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    resolve(({ name }) => <div role="dialog" aria-label={name} />);
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
  });

  it('a part loaded ahead (the route parts) opens at once, without a frame of its loading fallback', async () => {
    let fallbacks = 0;
    function Fallback() {
      fallbacks += 1;
      return <p>Loading</p>;
    }
    let calls = 0;
    const { preload } = pageWith(
      () => {
        calls += 1;
        return Promise.resolve(({ name }: { name: string }) => <div role="dialog" aria-label={name} />);
      },
      <Fallback />,
    );
    await preload();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // On the click's own render: nothing to wait for.
    expect(screen.getByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    expect(fallbacks).toBe(0);
    // Loaded once: the preload and the part share one load.
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(calls).toBe(1);
  });
});
