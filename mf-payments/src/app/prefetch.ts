// The data the payments pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';

/**
 * Nothing yet: the staff's first page (`/payments`) is the parent picker, which asks for data only once something
 * is typed; a parent's own payments page loads its profile with its lazily loaded part (not prefetched).
 */
export const prefetch: AreaPrefetch = () => undefined;
