import { act } from '@testing-library/react';
import { createRemoteLifecycles } from './remote-app';
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
