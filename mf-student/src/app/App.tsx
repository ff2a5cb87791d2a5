import { RemoteRoutes } from '@tutoring/platform';
import { routes } from './routes';

/** The remote's root component: its routes under its prefixes. */
export function App() {
  return <RemoteRoutes routes={routes} />;
}
