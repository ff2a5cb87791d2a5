import { render, screen } from '@testing-library/react';
import { getInstance, init } from '@module-federation/enhanced/runtime';
import { DesignSystemProvider } from '@tutoring/design-system';
import { RemoteFallback } from './components/RemoteFallback';
import {
  PlatformVersionError,
  assertPlatformSupports,
  isPlatformVersionError,
  singletonMismatches,
} from './compatibility';
import { type RemoteEntry, parseRegistry } from './registry';

// The page: a host that provides react 19.2.3 and the platform 1.0.0 as strict singletons, domain 1.0.0 by range.
init({
  name: 'compat_host',
  remotes: [],
  shared: {
    react: { version: '19.2.3', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.2.3' } },
    '@tutoring/platform': {
      version: '1.0.0',
      lib: () => ({}),
      shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
    },
    '@tutoring/domain': {
      version: '1.0.0',
      lib: () => ({}),
      shareConfig: { singleton: false, requiredVersion: '^1.0.0' },
    },
    // Shared as a subset of the package (build-config shared-entries): only the names the shell's build lists.
    'react-router-dom': {
      version: '7.18.5',
      lib: () => ({ Link: () => null, useNavigate: () => null }),
      shareConfig: { singleton: true, requiredVersion: '^7.18.5' },
    },
  },
});

function crm(shared: RemoteEntry['shared']): RemoteEntry {
  return parseRegistry({
    remotes: [
      {
        name: 'mf_crm',
        manifestUrl: 'http://127.0.0.1:3001/1.0.0-abcdef12/mf-manifest.json',
        version: '1.0.0-abcdef12',
        routePrefixes: ['/parents'],
        navLabel: 'CRM',
        roles: ['admin'],
        shared,
      },
    ],
  }).remotes[0]!;
}

describe('a remote the page cannot run (issue 21)', () => {
  it('is accepted when the page satisfies every strict singleton it was built against, whatever its ranged modules', () => {
    const entry = crm({
      react: { version: '19.2.3', requiredVersion: '^19.2.3', singleton: true },
      '@tutoring/platform': { version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
      // A newer domain is the remote's own copy: no reason to refuse it.
      '@tutoring/domain': { version: '1.1.0', requiredVersion: '^1.1.0', singleton: false },
    });
    expect(singletonMismatches(entry)).toEqual([]);
    expect(() => assertPlatformSupports(entry)).not.toThrow();
    // Entries deployed before versions were recorded are not refused.
    expect(singletonMismatches(crm(undefined))).toEqual([]);
  });

  it('is refused with the versions when it needs a newer singleton (a newer major, or a newer minor of a 1.x)', () => {
    const entry = crm({
      react: { version: '19.2.3', requiredVersion: '^19.2.3', singleton: true },
      '@tutoring/platform': { version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
    });
    expect(singletonMismatches(entry)).toEqual([
      { name: '@tutoring/platform', required: '^2.0.0', built: '2.0.0', page: '1.0.0' },
    ]);
    let error: unknown;
    try {
      assertPlatformSupports(entry);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(PlatformVersionError);
    expect(isPlatformVersionError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'mf_crm needs a newer version of the platform: @tutoring/platform ^2.0.0 (the page has 1.0.0)',
    );
    expect(
      singletonMismatches(crm({ react: { version: '19.3.0', requiredVersion: '^19.3.0', singleton: true } })),
    ).toEqual([{ name: 'react', required: '^19.3.0', built: '19.3.0', page: '19.2.3' }]);
  });

  it('issue 26: is refused, naming them, when it imports names the page’s copy of a singleton shared as a subset lacks', () => {
    const router = (imports: string[]) =>
      crm({ 'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.5', singleton: true, imports } });
    expect(singletonMismatches(router(['Link', 'useNavigate']))).toEqual([]);
    const entry = router(['Link', 'Outlet', 'useNavigate', 'useOutletContext']);
    expect(singletonMismatches(entry)).toEqual([
      {
        name: 'react-router-dom',
        required: '^7.18.5',
        built: '7.18.5',
        page: '7.18.5',
        missing: ['Outlet', 'useOutletContext'],
      },
    ]);
    expect(() => assertPlatformSupports(entry)).toThrow(new PlatformVersionError('mf_crm', singletonMismatches(entry)));
    expect(() => assertPlatformSupports(entry)).toThrow(
      'mf_crm needs a newer version of the platform: react-router-dom Outlet, useOutletContext (not in the page’s 7.18.5)',
    );
  });

  it('is refused when the page does not share a strict singleton it takes: it would run a second copy of its own', () => {
    const entry = crm({
      react: { version: '19.2.3', requiredVersion: '^19.2.3', singleton: true },
      jotai: { version: '2.20.3', requiredVersion: '^2.20.3', singleton: true },
      // A module shared by range that the page lacks is the remote's own copy, as when the page's is too old.
      'date-fns': { version: '4.1.0', requiredVersion: '^4.1.0', singleton: false },
    });
    expect(singletonMismatches(entry)).toEqual([{ name: 'jotai', required: '^2.20.3', built: '2.20.3', page: '' }]);
    expect(() => assertPlatformSupports(entry)).toThrow(
      'mf_crm needs a newer version of the platform: jotai ^2.20.3 (the page does not share it)',
    );
    // Another area's own copy in the share scope is not the page's: the page still does not share it.
    const scope = getInstance()!.shareScopeMap.default!;
    scope.jotai = { '2.20.3': { ...scope.react!['19.2.3']!, version: '2.20.3', from: 'mf_staffing', loaded: true } };
    try {
      expect(singletonMismatches(entry)).toEqual([{ name: 'jotai', required: '^2.20.3', built: '2.20.3', page: '' }]);
    } finally {
      delete scope.jotai;
    }
    // A singleton recorded without a range is refused all the same, as the deploy refuses it.
    expect(singletonMismatches(crm({ jotai: { version: '2.20.3', requiredVersion: false, singleton: true } }))).toEqual(
      [{ name: 'jotai', required: '*', built: '2.20.3', page: '' }],
    );
    expect(() =>
      assertPlatformSupports(crm({ jotai: { version: '2.20.3', requiredVersion: false, singleton: true } })),
    ).toThrow('mf_crm needs a newer version of the platform: jotai (the page does not share it)');
  });

  it('shows "This area needs a newer version of the platform" in the area fallback', () => {
    render(
      <DesignSystemProvider>
        <RemoteFallback label="CRM" error={new PlatformVersionError('mf_crm', [])} onRetry={() => undefined} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This area needs a newer version of the platform.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('a shell released with a newer major: the area says it was built for an older version of the platform', () => {
    // Built against react 18 (^18.3.1); the page runs 19.2.3.
    const entry = crm({ react: { version: '18.3.1', requiredVersion: '^18.3.1', singleton: true } });
    expect(singletonMismatches(entry)).toEqual([
      { name: 'react', required: '^18.3.1', built: '18.3.1', page: '19.2.3' },
    ]);
    expect(() => assertPlatformSupports(entry)).toThrow(
      'mf_crm was built for an older version of the platform: react ^18.3.1 (the page has 19.2.3)',
    );
    const error = new PlatformVersionError('mf_crm', singletonMismatches(entry));
    render(
      <DesignSystemProvider>
        <RemoteFallback label="CRM" error={error} onRetry={() => undefined} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This area was built for an older version of the platform.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('needs a newer version');
  });
});
