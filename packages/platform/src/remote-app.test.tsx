import { useLayoutEffect, useRef } from 'react';
import { act, screen } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setQueryClient } from '@tutoring/api-client';
import type { CurrentUser } from '@tutoring/contract';
import { DATA_BEFORE_MOUNT_MS, prefetchAreaData } from './prefetch';
import { createRemoteLifecycles } from './remote-app';
import { currentUserAtom, platformStore } from './session';
import { REMOTE_OUTLET_ID } from './slots';

const props = { name: 'mf_timing', singleSpa: {}, mountParcel: () => undefined } as never;

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe("a remote's single-spa lifecycles", () => {
  it('issue 26: unmounting an area is done once its page is gone, without waiting for a timer (the next area mounts at once)', async () => {
    const outlet = document.body.appendChild(document.createElement('div'));
    outlet.id = REMOTE_OUTLET_ID;
    const { mount, unmount } = createRemoteLifecycles({
      name: 'mf_timing',
      label: 'Timing',
      version: '1.0.0',
      App: () => <h1>Timing page</h1>,
    });
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = mount(props);
    });
    await mounted;
    expect(outlet).toHaveTextContent('Timing page');

    jest.useFakeTimers();
    let unmounted = false;
    await act(async () => {
      void unmount(props).then(() => {
        unmounted = true;
      });
    });
    // No timer has run: the page is gone and single-spa is told so.
    expect(outlet).not.toHaveTextContent('Timing page');
    expect(unmounted).toBe(true);
    jest.runOnlyPendingTimers();
  });
});

describe('an area mounted before the shell has rendered its outlet (issue 26)', () => {
  it("renders once the outlet is in the page, into it: the page's first effects find it laid out in the document", async () => {
    /** Whether the page was in the document when its first effects ran. */
    const connected: boolean[] = [];
    function FocusPage() {
      const heading = useRef<HTMLHeadingElement>(null);
      useLayoutEffect(() => {
        connected.push(Boolean(heading.current?.isConnected));
      }, []);
      return <h1 ref={heading}>Early page</h1>;
    }
    const { mount } = createRemoteLifecycles({ name: 'mf_early', label: 'Early', version: '1.0.0', App: FocusPage });
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = mount({ name: 'mf_early', singleSpa: {}, mountParcel: () => undefined } as never);
      await settle();
    });
    // single-spa routes while the shell's frame renders: nothing is rendered out of the page meanwhile.
    expect(connected).toEqual([]);
    const outlet = document.createElement('div');
    outlet.id = REMOTE_OUTLET_ID;
    await act(async () => {
      document.body.appendChild(outlet);
      await settle();
    });
    await mounted;
    expect(outlet).toHaveTextContent('Early page');
    expect(connected).toEqual([true]);
  });
});

/** Lets the promises and the timer-free work queued so far run (no timer of the mount's bound fires). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A reply the test answers when it chooses. */
function held<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('an area whose first data is being fetched ahead when it mounts (issue 26)', () => {
  const dataProps = { name: 'mf_data', singleSpa: {}, mountParcel: () => undefined } as never;
  let replies: ReturnType<typeof held<string[]>>[] = [];
  /** What each render of the page showed. */
  let renders: string[] = [];
  const thingsQuery = () =>
    queryOptions({
      queryKey: ['things'],
      queryFn: () => {
        const reply = held<string[]>();
        replies.push(reply);
        return reply.promise;
      },
    });
  let counts: ReturnType<typeof held<number>>[] = [];
  const countQuery = () =>
    queryOptions({
      queryKey: ['things', 'count'],
      queryFn: () => {
        const reply = held<number>();
        counts.push(reply);
        return reply.promise;
      },
    });
  function ThingsCount() {
    const { data } = useQuery(countQuery());
    return <p>{data === undefined ? 'Counting' : `${data} things in all`}</p>;
  }
  function ThingsPage() {
    const things = useQuery(thingsQuery());
    const shown = things.data ? things.data.join(', ') : things.error ? 'The things could not be loaded.' : 'Loading';
    renders.push(shown);
    return (
      <section aria-busy={things.isLoading}>
        <h1>Things</h1>
        <p>{shown}</p>
        <ThingsCount />
      </section>
    );
  }
  let lifecycles: ReturnType<typeof createRemoteLifecycles>;

  beforeEach(() => {
    replies = [];
    counts = [];
    renders = [];
    setQueryClient(null);
    platformStore.set(currentUserAtom, { id: 7, roles: ['admin'], permissions: [] } as unknown as CurrentUser);
    window.history.pushState(null, '', '/things');
    const outlet = document.body.appendChild(document.createElement('div'));
    outlet.id = REMOTE_OUTLET_ID;
    lifecycles = createRemoteLifecycles({
      name: 'mf_data',
      label: 'Data',
      version: '1.0.0',
      App: ThingsPage,
      // The page's first render needs the list (returned); the count is shown by a component of its own.
      prefetch: (context) => {
        if (context.pathname !== '/things') return;
        void context.prefetch(countQuery());
        return context.prefetch(thingsQuery());
      },
    });
  });
  afterEach(async () => {
    await act(async () => {
      await lifecycles.unmount(dataProps);
    });
    platformStore.set(currentUserAtom, null);
    window.history.pushState(null, '', '/');
  });

  /** Starts the mount; resolves once it has started, with the promise single-spa waits for (wrapped: not awaited). */
  async function startMount(path = '/things') {
    void prefetchAreaData('mf_data', path);
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = lifecycles.mount(dataProps);
    });
    return { mounted };
  }

  it('issue 26: the data arriving shortly after the mount is on the first render (no render without it first)', async () => {
    const { mounted } = await startMount();
    await act(async () => {
      replies[0]!.answer(['ball', 'kite']);
      await settle();
    });
    await mounted;
    expect(screen.getByText('ball, kite')).toBeInTheDocument();
    expect(renders).toEqual(['ball, kite']);
    expect(replies).toHaveLength(1);
  });

  it('issue 26: what the prefetch starts without returning (a count) does not hold the mount', async () => {
    const { mounted } = await startMount();
    await act(async () => {
      replies[0]!.answer(['ball']);
      await settle();
    });
    await mounted;
    expect(screen.getByText('ball')).toBeInTheDocument();
    expect(screen.getByText('Counting')).toBeInTheDocument();
    await act(async () => {
      counts[0]!.answer(2);
    });
    expect(await screen.findByText('2 things in all')).toBeInTheDocument();
    expect(renders).toEqual(['ball']);
    expect(counts).toHaveLength(1);
  });

  it('issue 26: data that takes longer leaves the page its loading state in the meantime', async () => {
    const { mounted } = await startMount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, DATA_BEFORE_MOUNT_MS));
      await settle();
    });
    await mounted;
    expect(screen.getByRole('heading', { name: 'Things' }).closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      replies[0]!.answer(['ball']);
    });
    expect(await screen.findByText('ball')).toBeInTheDocument();
    expect(replies).toHaveLength(1);
  });

  it('issue 26: a prefetch that fails still leaves the page showing its failure', async () => {
    const { mounted } = await startMount();
    await act(async () => {
      replies[0]!.fail(new Error('boom'));
      await settle();
    });
    await mounted;
    // The page's own request, when it made one (the prefetch's failure is not kept for a page that was not there).
    await act(async () => {
      for (const reply of replies.slice(1)) reply.fail(new Error('boom'));
    });
    expect(await screen.findByText('The things could not be loaded.')).toBeInTheDocument();
  });

  it("issue 26: another page's prefetch does not hold the mount", async () => {
    const { mounted } = await startMount('/things?page=2');
    let done = false;
    void mounted.then(() => {
      done = true;
    });
    await act(settle);
    expect(done).toBe(true);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
