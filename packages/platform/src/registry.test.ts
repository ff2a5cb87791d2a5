import {
  isPathAllowed,
  isRemoteAllowed,
  matchesPrefix,
  navLinkOf,
  parseRegistry,
  remoteForPath,
  type RemoteRegistry,
} from './registry';

const entry = (over: Partial<RemoteRegistry['remotes'][number]>) => ({
  name: 'mf_x',
  manifestUrl: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json',
  version: '1.0.0',
  routePrefixes: ['/x'],
  navLabel: 'X',
  roles: ['admin'],
  ...over,
});

describe('remote registry', () => {
  it("navigation: an app's own link (navByApp) wins, else navPath or the first prefix (issue 25: the tutor's calendar)", () => {
    const staffing = parseRegistry({
      remotes: [
        entry({
          routePrefixes: ['/tutors', '/calendar'],
          navByApp: { tutor: { path: '/calendar', label: 'Calendar' } },
        }),
      ],
    }).remotes[0]!;
    expect(navLinkOf(staffing, 'tutor')).toEqual({ path: '/calendar', label: 'Calendar' });
    expect(navLinkOf(staffing, 'admin')).toEqual({ path: '/tutors', label: 'X' });
    expect(navLinkOf(entry({ navPath: '/x/home' }), 'admin')).toEqual({ path: '/x/home', label: 'X' });
  });

  it('accepts a well-formed registry document', () => {
    const registry = parseRegistry({ remotes: [entry({})] });
    expect(registry.remotes[0]!.name).toBe('mf_x');
  });

  it('rejects a malformed registry with a readable message', () => {
    expect(() => parseRegistry({ remotes: [entry({ name: 'mf-bad name' })] })).toThrow(
      /Invalid remote registry: remotes\.0\.name/,
    );
    expect(() => parseRegistry({ remotes: [entry({ routePrefixes: [] })] })).toThrow(/routePrefixes/);
    expect(() => parseRegistry({})).toThrow(/remotes/);
  });

  it('matches a prefix and everything below it; / only matches itself', () => {
    expect(matchesPrefix('/parents', '/parents')).toBe(true);
    expect(matchesPrefix('/parents/12', '/parents')).toBe(true);
    expect(matchesPrefix('/parentsx', '/parents')).toBe(false);
    expect(matchesPrefix('/', '/')).toBe(true);
    expect(matchesPrefix('/prizes', '/')).toBe(false);
  });

  it('gives a path to the remote with the longest matching prefix', () => {
    const registry = {
      remotes: [
        entry({ name: 'mf_a', routePrefixes: ['/'] }),
        entry({ name: 'mf_b', routePrefixes: ['/exams', '/exams/reports'] }),
      ],
    };
    expect(remoteForPath(registry, '/exams/reports/3')?.name).toBe('mf_b');
    expect(remoteForPath(registry, '/')?.name).toBe('mf_a');
    expect(remoteForPath(registry, '/nowhere')).toBeUndefined();
  });

  it('OP-06: allows a remote by role, permission, the essay-grader flag, any user (*) or spoofing', () => {
    const admin = { roles: ['admin'], permissions: ['ADMIN'] };
    const ops = { roles: ['crm'], permissions: ['OPERATIONS'] };
    const grader = { roles: ['tutor'], permissions: ['TUTOR'], essayGrader: true };
    const spoofing = { roles: ['student'], permissions: [], spoofing: { type: 'Student' as const, id: 3, name: 'S' } };
    expect(isRemoteAllowed(entry({ roles: ['admin'] }), admin)).toBe(true);
    expect(isRemoteAllowed(entry({ roles: ['OPERATIONS'] }), ops)).toBe(true);
    expect(isRemoteAllowed(entry({ roles: ['admin', 'essay_grader'] }), grader)).toBe(true);
    expect(isRemoteAllowed(entry({ roles: ['admin'] }), grader)).toBe(false);
    expect(isRemoteAllowed(entry({ roles: ['*'] }), grader)).toBe(true);
    expect(isRemoteAllowed(entry({ roles: ['student', 'spoofing'] }), spoofing)).toBe(true);
    expect(isRemoteAllowed(entry({ roles: ['admin'] }), spoofing)).toBe(false);
    expect(isRemoteAllowed(entry({ roles: ['*'] }), null)).toBe(false);
  });

  it('prefixRoles: one prefix open to more users; the remote may load for them, its other prefixes stay closed', () => {
    const sessions = parseRegistry({
      remotes: [entry({ routePrefixes: ['/sessions', '/error'], roles: ['tutor'], prefixRoles: { '/error': ['*'] } })],
    }).remotes[0]!;
    const student = { roles: ['student'], permissions: [] };
    const tutor = { roles: ['tutor'], permissions: ['TUTOR'] };
    expect(isRemoteAllowed(sessions, student)).toBe(true);
    expect(isPathAllowed(sessions, '/error/ended', student)).toBe(true);
    expect(isPathAllowed(sessions, '/sessions', student)).toBe(false);
    expect(isPathAllowed(sessions, '/sessions', tutor)).toBe(true);
    expect(isPathAllowed(sessions, '/error', null)).toBe(false);
    expect(() => parseRegistry({ remotes: [entry({ prefixRoles: { error: ['*'] } })] })).toThrow(/prefixRoles/);
  });
});
