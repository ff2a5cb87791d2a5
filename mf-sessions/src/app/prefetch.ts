// The data the sessions pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { prefetchList } from '@tutoring/platform';
import { sessionListOptions } from '../features/sessions/api/sessions';

/**
 * `/sessions`: the list page its URL names (page 1 with the defaults for the nav link). Returned, so the area's mount
 * waits (briefly) for it: the list is the only data the page reads on its first render (its dialogs read theirs when
 * they open).
 */
export const prefetch: AreaPrefetch = (context) => {
  if (context.pathname !== '/sessions') return;
  return prefetchList(context, sessionListOptions);
};
