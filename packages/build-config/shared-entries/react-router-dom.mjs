// The shared react-router-dom (see router-exports.js): like the real package, the same names as react-router,
// taken from the shared react-router so both keys are one router.
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
} from 'react-router';
