// The shared react-router (see router-exports.js): only these names, from the real package's ESM build.
// '@tutoring/build-config/react-router-full' is a webpack alias to react-router's dist/development/index.mjs (the
// package's own browser entry), so this import is not itself taken over by the shared 'react-router'.
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
