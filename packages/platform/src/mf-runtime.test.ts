import { type ModuleFederationRuntimePlugin, registerPlugins } from '@module-federation/enhanced/runtime';
import { format } from 'node:util';
import {
  loadExposed,
  preloadArea,
  preloadAreaParts,
  registerFederatedRemotes,
  resetFederatedRemote,
} from './mf-runtime';
import type { RemoteEntry } from './registry';

/** Each remote's `./app` as its entry hands it out: a fresh object per entry load, so a new load is told apart. */
interface AppModule {
  remote: string;
  entryLoad: number;
}

/** What reached the Module Federation runtime: every request for a module, and every remote entry it loaded. */
const asked: string[] = [];
const entryLoads: string[] = [];
/** Remotes whose entry cannot be loaded now (a server down). */
const unreachable = new Set<string>();

/**
 * Stands in for the network: the runtime loads each remote entry through this plugin instead of a script tag, so the
 * test sees the runtime's own work (matching, snapshot, shared ranges, entry) from outside it.
 */
const network: ModuleFederationRuntimePlugin = {
  name: 'test-network',
  beforeRequest(args) {
    asked.push(args.id);
    return args;
  },
  loadEntry({ remoteInfo }) {
    if (unreachable.has(remoteInfo.name)) return Promise.reject(new Error(`${remoteInfo.name} is unreachable`));
    entryLoads.push(remoteInfo.name);
    const entryLoad = entryLoads.length;
    return Promise.resolve({
      init: () => undefined,
      get: (expose: string) => () =>
        Promise.resolve(expose === './app' ? { remote: remoteInfo.name, entryLoad } : { expose }),
    });
  },
};

function entry(name: string, version = '1.0.0'): RemoteEntry {
  return {
    name,
    manifestUrl: `http://127.0.0.1:9/${name}/${version}/remoteEntry.js`,
    version,
    routePrefixes: [`/${name}`],
    navLabel: name,
    roles: ['*'],
  };
}

/** A remote registered under a name of its own per test (the runtime keeps what it loaded per name). */
let count = 0;
function registered(version?: string): RemoteEntry {
  count += 1;
  const remote = entry(`area_${count}`, version);
  registerFederatedRemotes([remote]);
  return remote;
}

beforeAll(() => {
  registerFederatedRemotes([]);
  registerPlugins([network]);
});
/** The runtime says on the console when a remote is registered again or fails: expected here, nothing else. */
let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies = (['warn', 'error'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
});
afterEach(() => {
  for (const spy of consoleSpies)
    for (const call of spy.mock.calls) expect(format(...call)).toMatch(/Federation Runtime|already registered/);
  consoleSpies.forEach((spy) => spy.mockRestore());
  asked.length = 0;
  entryLoads.length = 0;
  unreachable.clear();
});

describe('loading a remote’s modules through the Module Federation runtime', () => {
  it('asks the runtime once for an area’s code: its preload, its mount and its dialogs’ parts get the same module', async () => {
    const remote = registered();
    const id = `${remote.name}/app`;
    await preloadArea(remote.name, `/${remote.name}`);
    expect(asked).toEqual([id]);
    // What single-spa's load of the area does on the first visit, then the parts its page opens.
    const mounted = await loadExposed<AppModule>(id);
    await preloadAreaParts(remote.name, `/${remote.name}`);
    expect(await loadExposed<AppModule>(id)).toBe(mounted);
    expect(mounted).toEqual({ remote: remote.name, entryLoad: 1 });
    expect(asked).toEqual([id]);
    expect(entryLoads).toEqual([remote.name]);
  });

  it('two loads at once are one request', async () => {
    const remote = registered();
    const [a, b] = await Promise.all([
      loadExposed<AppModule>(`${remote.name}/app`),
      loadExposed<AppModule>(`${remote.name}/app`),
    ]);
    expect(a).toBe(b);
    expect(asked).toEqual([`${remote.name}/app`]);
  });

  it('each exposed module is asked for on its own', async () => {
    const remote = registered();
    await loadExposed(`${remote.name}/app`);
    expect(await loadExposed(`${remote.name}/TutorBioModal`)).toEqual({ expose: './TutorBioModal' });
    await loadExposed(`${remote.name}/TutorBioModal`);
    expect(asked).toEqual([`${remote.name}/app`, `${remote.name}/TutorBioModal`]);
  });

  it('a new deploy or rollback read by Retry (a forced registration) asks again and runs the new entry', async () => {
    const remote = registered('1.0.0');
    const id = `${remote.name}/app`;
    const before = await loadExposed<AppModule>(id);
    await preloadArea(remote.name, `/${remote.name}`);
    registerFederatedRemotes([entry(remote.name, '1.1.0')], { force: true });
    const after = await loadExposed<AppModule>(id);
    expect(after).not.toBe(before);
    expect(asked).toEqual([id, id]);
    expect(entryLoads).toEqual([remote.name, remote.name]);
    // The area's preload after it runs the new code too, and only once.
    await preloadArea(remote.name, `/${remote.name}`);
    expect(await loadExposed<AppModule>(id)).toBe(after);
    expect(asked).toEqual([id, id]);
  });

  it("a forced registration leaves the chunks the old build loaded to it: a new version's runtime adopts none", async () => {
    const remote = registered('1.0.0');
    const key = `webpackChunk${remote.name}`;
    const runningPush = jest.fn();
    // What the running (old) build's runtime set up: the shared array with a loaded chunk and its own push.
    const chunks = Object.assign([[[5570], { 5570: () => 'broken page' }]], { push: runningPush });
    (globalThis as Record<string, unknown>)[key] = chunks;
    try {
      registerFederatedRemotes([entry(remote.name, '1.1.0')], { force: true });
      const after = (globalThis as Record<string, unknown>)[key] as unknown[];
      expect(after).toBe(chunks);
      expect(after).toHaveLength(0);
      // The running runtime still receives the chunks it loads later.
      after.push([[7473], {}]);
      expect(runningPush).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as Record<string, unknown>)[key];
    }
  });

  it('Retry of an area (the same registry entry) loads it again', async () => {
    const remote = registered();
    const id = `${remote.name}/app`;
    const before = await loadExposed<AppModule>(id);
    resetFederatedRemote(remote.name);
    expect(await loadExposed<AppModule>(id)).not.toBe(before);
    expect(asked).toEqual([id, id]);
  });

  it('a failed load is not kept: the next load asks again, and Retry after it loads the area', async () => {
    const remote = registered();
    const id = `${remote.name}/app`;
    unreachable.add(remote.name);
    await expect(preloadArea(remote.name, `/${remote.name}`)).resolves.toBeUndefined();
    const failure = await loadExposed(id).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(asked).toEqual([id, id]);

    unreachable.delete(remote.name);
    resetFederatedRemote(remote.name);
    expect(await loadExposed<AppModule>(id)).toEqual({ remote: remote.name, entryLoad: 1 });
    await loadExposed(id);
    expect(asked).toEqual([id, id, id]);
  });
});
