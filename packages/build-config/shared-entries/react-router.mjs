// The shared react-router (see router-exports.js): only these names, from the real package's ESM build.
// '@tutoring/build-config/react-router-full' is a webpack alias to react-router's own ESM build (dist/production in a
// production build, dist/development in development), so this import is not itself taken over by the shared
// 'react-router'.
export {
  BrowserRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchRoutes,
} from '@tutoring/build-config/react-router-full';
