// The payments area's first page rendered once off-screen before its first visit (issue 26; platform `AreaWarmUp`).
import type { AreaWarmUp } from '@tutoring/platform';

/**
 * `/payments` for staff (and while nobody is signed in yet): the parent picker, which reads no data until something
 * is typed, so, like the area's prefetch (./prefetch.ts), it needs no placeholder data. A parent's own payments page
 * reads their payment profile, which the prefetch does not name: no warm-up.
 */
export const warmUp: AreaWarmUp = ({ pathname, user }) => pathname === '/payments' && user?.type !== 'Parent';
