// An area's first visit as the shell makes it (issue 26): the prefetch of the page, then the area's mount.
import { setImmediate as nextTurn } from 'node:timers';
import { act } from '@testing-library/react';
import { setQueryClient } from '@tutoring/api-client';
import { type RemoteDefinition, createRemoteLifecycles, prefetchAreaData } from '@tutoring/platform';

/** An area being visited: {@link visitArea}. */
export interface AreaVisit {
  /** Whether the area's mount has finished (the page is on screen). */
  mounted: () => boolean;
  /**
   * Lets the replies and the renders queued so far happen. The clock is fake and never moves: a timer that waits (the
   * mount's bound on its wait for the prefetch, `DATA_BEFORE_MOUNT_MS`) does not fire, those of no delay do.
   */
  settle: () => Promise<void>;
  /** Unmounts the area (when it mounted) and puts back the real clock, the page and its URL. */
  leave: () => Promise<void>;
}

/**
 * Visits the area `definition` makes (its `./app` lifecycles: `createRemoteLifecycles` with its App, routes and
 * prefetch) at `path` for the signed-in user, as the shell does on a first visit: the prefetch of `path` starts, then
 * the area mounts into the shell's outlet, with a shared query client of its own. With the fake clock, a page that
 * shows after {@link AreaVisit.settle} was not held by a reply still on its way: the mount waited for what the
 * prefetch returned only.
 */
export async function visitArea(definition: RemoteDefinition, path: string): Promise<AreaVisit> {
  setQueryClient(null);
  window.history.pushState(null, '', path);
  document.body.appendChild(document.createElement('div')).id = 'remote-outlet';
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  const { mount, unmount } = createRemoteLifecycles(definition);
  const props = { name: definition.name, singleSpa: {}, mountParcel: () => undefined } as never;
  let mounted = false;
  void prefetchAreaData(definition.name, path);
  await act(async () => {
    void mount(props).then(() => {
      mounted = true;
    });
  });
  return {
    mounted: () => mounted,
    async settle() {
      for (let turn = 0; turn < 50; turn += 1)
        await act(async () => {
          jest.advanceTimersByTime(0);
          await new Promise((resolve) => nextTurn(resolve));
        });
    },
    async leave() {
      jest.useRealTimers();
      if (mounted)
        await act(async () => {
          await unmount(props);
        });
      window.history.pushState(null, '', '/');
      document.body.innerHTML = '';
    },
  };
}
