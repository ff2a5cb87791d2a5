// @ts-check
/**
 * The part of react-router the product shares (issue 13). Module Federation provides a shared module whole, and the
 * whole of react-router 7 (data routers, SSR, sessions, cookies...) is 66 KB gzip; these names are 16 KB. The
 * shared `react-router` and `react-router-dom` are `./react-router.mjs` and `./react-router-dom.mjs`, which export
 * exactly this list (a test keeps them in step), and every build fails when code imports another name from either
 * package (webpack.js, RouterSubsetGuard). To use one more export, add it here and to both files.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'resolvePath',
];

module.exports = { ROUTER_EXPORTS };
