import type { RemoteRegistry } from '@tutoring/platform';
import { resolveRoute } from './resolveRoute';

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'mf_crm',
      manifestUrl: 'http://x/crm/mf-manifest.json',
      version: '1',
      routePrefixes: ['/parents', '/students'],
      navLabel: 'CRM',
      roles: ['admin', 'crm'],
    },
    {
      name: 'mf_student',
      manifestUrl: 'http://x/s/mf-manifest.json',
      version: '1',
      routePrefixes: ['/', '/prizes'],
      navLabel: 'Dashboard',
      roles: ['student', 'spoofing'],
    },
    {
      name: 'mf_sessions',
      manifestUrl: 'http://x/ses/mf-manifest.json',
      version: '1',
      routePrefixes: ['/sessions', '/error'],
      navLabel: 'Sessions',
      roles: ['admin', 'crm', 'tutor'],
      prefixRoles: { '/error': ['*'] },
    },
    {
      name: 'mf_exams',
      manifestUrl: 'http://x/ex/mf-manifest.json',
      version: '1',
      routePrefixes: ['/exams'],
      navLabel: 'Exams',
      roles: ['admin', 'essay_grader'],
    },
  ],
};
const admin = { roles: ['admin'], permissions: ['ADMIN'] };
const tutor = { roles: ['tutor'], permissions: ['TUTOR'] };
const student = { roles: ['student'], permissions: [] };
const parent = { roles: ['parent'], permissions: [] };
const spoofing = { roles: ['student'], permissions: [], spoofing: { type: 'Student' as const, id: 7, name: 'Ann' } };

describe('resolveRoute', () => {
  it('SHL-04: sends a visitor without a current user to login, remembering the target', () => {
    expect(resolveRoute('/parents/3', null, registry, '?page=2')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fparents%2F3%3Fpage%3D2',
    });
    expect(resolveRoute('/', null, registry)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveRoute('/login', null, registry)).toEqual({ kind: 'login' });
  });

  it('SHL-07: the public enrollment portal is shown signed out and signed in, never sent to login', () => {
    for (const user of [null, admin, student]) {
      expect(resolveRoute('/enroll', user, registry)).toEqual({ kind: 'public', app: 'enrollment' });
      expect(resolveRoute('/enroll/anything', user, registry)).toEqual({ kind: 'public', app: 'enrollment' });
    }
    expect(resolveRoute('/enrollments', null, registry)).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fenrollments',
    });
  });

  it('SHL-03, OP-51: a signed-in user on /login goes where they were going, else the home of their portal', () => {
    expect(resolveRoute('/login', admin, registry)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/login', admin, registry, '?next=%2Fparents%3Fparents.page%3D2')).toEqual({
      kind: 'redirect',
      to: '/parents?parents.page=2',
    });
    expect(resolveRoute('/login', admin, registry, '?next=%2F%2Fevil.example.com')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(resolveRoute('/login', admin, registry, '?next=https%3A%2F%2Fevil.example.com')).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('SHL-03: a ?next= the browser would resolve to another site goes home (backslash, tab or newline in the slashes)', () => {
    for (const next of ['/\\evil.example.com', '/\t/evil.example.com', '/\n/evil.example.com', '\\/evil.example.com'])
      expect(resolveRoute('/login', admin, registry, `?next=${encodeURIComponent(next)}`)).toEqual({
        kind: 'redirect',
        to: '/',
      });
    // A same-origin path stays, normalised as the browser would show it.
    expect(resolveRoute('/login', admin, registry, `?next=${encodeURIComponent('/sessions/../parents#top')}`)).toEqual({
      kind: 'redirect',
      to: '/parents#top',
    });
  });

  it('SHL-08: a remote renders the paths under its prefixes for users it allows', () => {
    expect(resolveRoute('/parents', admin, registry)).toMatchObject({ kind: 'remote', entry: { name: 'mf_crm' } });
    expect(resolveRoute('/parents/12', admin, registry)).toMatchObject({ kind: 'remote', entry: { name: 'mf_crm' } });
    expect(resolveRoute('/parentsx', admin, registry)).toEqual({ kind: 'not-found' });
  });

  it('OP-06: a remote the user may not open shows the not-allowed page', () => {
    expect(resolveRoute('/parents', tutor, registry)).toMatchObject({ kind: 'not-allowed', entry: { name: 'mf_crm' } });
    expect(resolveRoute('/exams', tutor, registry)).toMatchObject({ kind: 'not-allowed' });
    expect(resolveRoute('/exams', { ...tutor, essayGrader: true }, registry)).toMatchObject({
      kind: 'remote',
      entry: { name: 'mf_exams' },
    });
  });

  it('staff see the shell home at / while students get their dashboard remote', () => {
    expect(resolveRoute('/', admin, registry)).toEqual({ kind: 'home' });
    expect(resolveRoute('/', student, registry)).toMatchObject({ kind: 'remote', entry: { name: 'mf_student' } });
    expect(resolveRoute('/prizes', spoofing, registry)).toMatchObject({
      kind: 'remote',
      entry: { name: 'mf_student' },
    });
  });

  it('STU-07: any unknown student route goes to /', () => {
    expect(resolveRoute('/whatever', student, registry)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/parents', spoofing, registry)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('SES-20: the session error page is open to students, parents and tutors too', () => {
    for (const user of [student, parent, tutor, spoofing])
      expect(resolveRoute('/error/ended', user, registry)).toMatchObject({
        kind: 'remote',
        entry: { name: 'mf_sessions' },
      });
  });

  it("issue 20: a family typing a staff list's URL never gets it (the student goes home, the parent sees Not allowed); a tutor does", () => {
    expect(resolveRoute('/sessions', student, registry)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/sessions', spoofing, registry)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/sessions', parent, registry)).toMatchObject({
      kind: 'not-allowed',
      entry: { name: 'mf_sessions' },
    });
    expect(resolveRoute('/sessions', tutor, registry)).toMatchObject({
      kind: 'remote',
      entry: { name: 'mf_sessions' },
    });
  });
});
