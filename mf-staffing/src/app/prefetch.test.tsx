import { QueryClient, hashKey } from '@tanstack/react-query';
import type { PrefetchContext, SessionUser } from '@tutoring/platform';
import { signIn } from '../test/support';
import { prefetch } from './prefetch';

/** The queries the area's prefetch names for `pathname`, as `user` in `appName`. */
async function named(pathname: string, user: SessionUser, appName: PrefetchContext['appName']) {
  const keys: string[] = [];
  await prefetch({
    queryClient: new QueryClient(),
    pathname,
    searchParams: new URLSearchParams(),
    user,
    appName,
    prefetch: async (options) => void keys.push(hashKey(options.queryKey)),
  } satisfies PrefetchContext);
  return keys;
}

describe('the staffing prefetch (issue 26)', () => {
  it('issue 26, STF-01: staff opening /tutors get the list and the tiers fetched before the click', async () => {
    const keys = await named('/tutors', signIn(), 'admin');
    expect(keys).toHaveLength(2);
    expect(keys.some((key) => key.includes('tutors'))).toBe(true);
  });

  it('SHL-06: a parent, a student or the tutor app typing /tutors fetch nothing (the list was asked and refused with 403 before the page led them away)', async () => {
    expect(await named('/tutors', signIn({ type: 'Parent', roles: ['parent'], permissions: [] }), 'parent')).toEqual(
      [],
    );
    expect(await named('/tutors', signIn({ type: 'Student', roles: ['student'], permissions: [] }), 'student')).toEqual(
      [],
    );
    expect(await named('/tutors', signIn({ type: 'Tutor', roles: ['tutor'], permissions: [] }), 'tutor')).toEqual([]);
  });
});
