// The `./app` expose: single-spa lifecycles made with single-spa-react. single-spa owns mount and unmount.
import { createRemoteLifecycles } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { prefetch } from './prefetch';
import { warmUp } from './warmUp';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  label: REMOTE_LABEL,
  version: __PACKAGE_VERSION__,
  App,
  routes,
  prefetch,
  warmUp,
});
