// @ts-check
/**
 * The part of react-router the product shares (issue 13). Module Federation provides a shared module whole, and the
 * whole of react-router 7 (data routers, SSR, sessions, cookies...) is 66 KB gzip. Since issue 26 the list is exactly
 * what the apps' webpack builds import (declarative mode; `MemoryRouter` is the tests', which run the real package in
 * jest): 12.3 KB brotli instead of 13.0 for the 26 names before. The shared `react-router` and `react-router-dom` are
 * `./react-router.mjs` and `./react-router-dom.mjs`, which export exactly this list (a test keeps them in step), and
 * every build fails when code imports another name from either package (webpack.js, SubsetGuard). To use one more
 * export, add it here and to both files; a remote that imports a name the running shell's copy lacks is refused
 * (docs/adr/0009-shared-subsets.md).
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  // The router a page warmed off-screen renders in (platform warm-up.tsx): one place, navigating nowhere. Already in
  // the bundle as BrowserRouter's own router.
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'matchRoutes',
];

module.exports = { ROUTER_EXPORTS };
