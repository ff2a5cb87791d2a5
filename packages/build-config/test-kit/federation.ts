// The Module Federation boundary in jest, for a remote that shows another remote's component (the platform's
// ExposedComponent): the other remote is registered with the MF runtime exactly as the shell does it, and either its
// manifest fails at the network (the remote is down) or its entry is served from memory (the remote is up and
// exposes `modules`). Nothing of the tested remote's own code is mocked.
import { getInstance, init, registerPlugins } from '@module-federation/enhanced/runtime';
import { registerFederatedRemotes } from '@tutoring/platform';
import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';

const served = new Map<string, Record<string, unknown>>();
/** The remotes made down so far: their names in the runtime's messages are expected. */
const downRemotes = new Set<string>();
let installed = false;

function ensureRuntime(): void {
  // In the page the shell's webpack container creates the federation instance; here the test does.
  if (!getInstance()) init({ name: 'test_host', remotes: [] });
  if (installed) return;
  installed = true;
  registerPlugins([
    {
      name: 'test-kit-entries',
      loadEntry({ remoteInfo }) {
        const exposes = served.get(remoteInfo.entry);
        if (!exposes) return undefined;
        return {
          init: () => undefined,
          get: (expose: string) => {
            const module = exposes[expose];
            if (!module) throw new Error(`${remoteInfo.name} does not expose ${expose}`);
            return Promise.resolve(() => module);
          },
        } as never;
      },
    },
  ]);
}

/**
 * Keeps the MF runtime's own logs (failed manifests, re-registration) and React's log of the widget failures they
 * cause out of the test output; lets the rest through to the console guard.
 */
export function quietFederationLogs(): void {
  beforeEach(() => {
    for (const level of ['error', 'warn'] as const) {
      const original = console[level].bind(console);
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        // An error thrown inside the MF runtime (e.g. parsing a down remote's manifest) counts as the runtime's.
        // (Errors may come from Node's realm, where `instanceof Error` of the test's window is false.)
        const text = args
          .map((a) => (a && typeof a === 'object' && 'stack' in a ? `${String(a)} ${String(a.stack)}` : String(a)))
          .join(' ');
        // React's log of a failure the platform's RemoteErrorBoundary caught (the other remote down) is expected too.
        const expected = [
          'Federation Runtime',
          'module-federation/runtime-core',
          'error boundary you provided, RemoteErrorBoundary',
          ...downRemotes,
        ];
        if (expected.some((part) => text.includes(part))) return;
        original(...args);
      });
    }
  });
  afterEach(() => jest.restoreAllMocks());
}

/** Re-registering a remote is the point here; the runtime's "already registered" warning is expected. */
function register(list: Parameters<typeof registerFederatedRemotes>[0]): void {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    registerFederatedRemotes(list, { force: true });
  } finally {
    console.warn = warn;
  }
}

const entry = (name: string) => ({ name, version: '1.0.0', routePrefixes: [`/${name}`], navLabel: name, roles: [] });

/**
 * Registers `name` as a remote whose manifest answers 503 on the test's msw `server` (the remote is down). Returns the
 * manifest hits.
 */
export function remoteDown(server: SetupServerApi, name: string): string[] {
  ensureRuntime();
  downRemotes.add(name);
  const hits: string[] = [];
  server.use(
    http.get(`*/remotes/${name}/mf-manifest.json`, ({ request }) => {
      hits.push(request.url);
      return new HttpResponse('down', { status: 503 });
    }),
  );
  register([{ ...entry(name), manifestUrl: `http://localhost/remotes/${name}/mf-manifest.json` }]);
  return hits;
}

/** Registers `name` as a running remote whose container exposes `exposes` (e.g. `{'./StudentAutocomplete': module}`). */
export function remoteUp(name: string, exposes: Record<string, Record<string, unknown>>): void {
  ensureRuntime();
  const url = `http://localhost/remotes/${name}/remoteEntry.js`;
  served.set(url, exposes);
  register([{ ...entry(name), manifestUrl: url }]);
}
