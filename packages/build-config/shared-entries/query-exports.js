// @ts-check
/**
 * The part of @tanstack/react-query the product shares (issue 26). Module Federation provides a shared module whole,
 * and the whole package (hydration, streamed and infinite queries, suspense hooks, mutation state...) is 12 KB as
 * transferred on every page; these names are what the apps use. The shared `@tanstack/react-query` is
 * `./react-query.mjs`, which exports exactly this list (a test keeps them in step), and every build fails when code
 * imports another name from the package (webpack.js, SubsetGuard). To use one more export, add it here and there.
 * Types (`UseQueryOptions`, ...) are not affected: they are erased before webpack sees the import.
 */
const QUERY_EXPORTS = [
  'QueryClient',
  'QueryCache',
  'MutationCache',
  'QueryClientProvider',
  'useQueryClient',
  'useQuery',
  'useQueries',
  'useMutation',
  'queryOptions',
  'keepPreviousData',
  'hashKey',
];

module.exports = { QUERY_EXPORTS };
