import { type ComponentType, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installServer, renderUi } from '../../test/utils';
import { lazyPart } from './lazyPart';

installServer();

/** A page with a dialog loaded on demand and a counter that stands for the rest of the page. */
function pageWith(load: () => Promise<ComponentType<{ name: string }>>) {
  const Dialog = lazyPart(load);
  return function Page() {
    const [open, setOpen] = useState(false);
    const [count, setCount] = useState(0);
    return (
      <section>
        <h1>Dashboard</h1>
        <button onClick={() => setOpen(true)}>Open</button>
        <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>
        {open ? <Dialog fallback={<p>Loading</p>} name="Invite friends" /> : null}
      </section>
    );
  };
}

describe('dialogs loaded on demand (issue 26)', () => {
  beforeEach(() => {
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a dialog whose code fails to load shows the area failure in its place, the rest of the page keeps working, and Retry loads it', async () => {
    let calls = 0;
    const Page = pageWith(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Loading chunk 12 failed'))
        : Promise.resolve(({ name }: { name: string }) => <div role="dialog" aria-label={name} />);
    });
    renderUi(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
