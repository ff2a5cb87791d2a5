import { Navigate } from 'react-router-dom';
import { RemoteRoutes } from '@tutoring/platform';
import { routes } from './routes';
import { StudentArea } from './StudentArea';

/** The remote's root component: the student area (STU-01..STU-03) and its routes; unknown paths go to `/` (STU-07). */
export function App() {
  return (
    <StudentArea>
      <RemoteRoutes routes={routes} notFound={<Navigate to="/" replace />} />
    </StudentArea>
  );
}
