import type { ReactNode } from 'react';
import { type ModuleFederationRuntimePlugin, registerPlugins } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'node:util';
import { DesignSystemProvider } from '@tutoring/design-system';
import { ExposedComponent } from './exposed';
import { registerFederatedRemotes } from './mf-runtime';

/** Remotes whose entry cannot be loaded now (a server down). */
const down = new Set<string>();
const entryLoads: string[] = [];

/** A remote's `./Greeting` expose: `Greeting({ name })`. */
const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** Stands in for the network: the runtime loads each remote entry through this plugin instead of a script tag. */
const network: ModuleFederationRuntimePlugin = {
  name: 'test-network',
  loadEntry({ remoteInfo }) {
    entryLoads.push(remoteInfo.name);
    if (down.has(remoteInfo.name)) return Promise.reject(new Error(`${remoteInfo.name} is unreachable`));
    return Promise.resolve({
      init: () => undefined,
      get: (expose: string) => () => Promise.resolve(expose === './Greeting' ? { Greeting } : {}),
    });
  },
};

let count = 0;
/** A remote registered under a name of its own per test (the runtime keeps what it loaded per name). */
function remote(): string {
  count += 1;
  const name = `widgets_${count}`;
  registerFederatedRemotes([
    {
      name,
      manifestUrl: `http://127.0.0.1:9/${name}/1.0.0/remoteEntry.js`,
      version: '1.0.0',
      routePrefixes: [`/${name}`],
      navLabel: name,
      roles: ['*'],
    },
  ]);
  return name;
}

const show = (id: string, failure?: ReactNode) =>
  render(
    <DesignSystemProvider>
      <p>The rest of the page</p>
      <ExposedComponent
        id={id}
        exportName="Greeting"
        label="Greeting"
        props={{ name: 'Ada' }}
        loading={<p>Loading the greeting</p>}
        failure={failure}
      />
    </DesignSystemProvider>,
  );

beforeAll(() => {
  registerFederatedRemotes([]);
  registerPlugins([network]);
});
let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies = (['warn', 'error'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
});
afterEach(() => {
  // The runtime's own messages about a remote that is down, and React's about the failure the boundary caught.
  for (const spy of consoleSpies)
    for (const call of spy.mock.calls)
      expect(format(...call)).toMatch(/Federation Runtime|already registered|unreachable|RemoteErrorBoundary/);
  consoleSpies.forEach((spy) => spy.mockRestore());
  down.clear();
});

describe("ExposedComponent: another remote's component, the one way", () => {
  it('shows "loading" while its code arrives, then the component, marked with its id', async () => {
    const id = `${remote()}/Greeting`;
    const { container } = show(id);
    expect(screen.getByText('Loading the greeting')).toBeInTheDocument();
    const greeting = await screen.findByText('Hello Ada');
    expect(greeting.closest('[data-exposed]')).toHaveAttribute('data-exposed', id);
    expect(container.querySelectorAll('[data-exposed]')).toHaveLength(1);
  });

  it("with the other remote down, the caller's stand-in takes its place (unmarked) and the page keeps working", async () => {
    const name = remote();
    down.add(name);
    const { container } = show(`${name}/Greeting`, <p>Greetings are unavailable right now.</p>);
    expect(await screen.findByText('Greetings are unavailable right now.')).toBeInTheDocument();
    expect(container.querySelector('[data-exposed]')).toBeNull();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it("without a stand-in, the area's fallback with Retry; Retry loads it again once the remote is back", async () => {
    const name = remote();
    down.add(name);
    show(`${name}/Greeting`);
    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    down.delete(name);
    const loadsBefore = entryLoads.filter((n) => n === name).length;
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await waitFor(() => expect(entryLoads.filter((n) => n === name).length).toBeGreaterThan(loadsBefore));
  });
});
