// The shared @tanstack/react-query (see query-exports.js): only these names, from the real package's ESM build.
// '@tutoring/build-config/react-query-full' is a webpack alias to the package's build/modern/index.js (its own
// browser entry), so this import is not itself taken over by the shared '@tanstack/react-query'.
export {
  QueryClient,
  QueryCache,
  MutationCache,
  QueryClientProvider,
  useQueryClient,
  useQuery,
  useQueries,
  useMutation,
  queryOptions,
  keepPreviousData,
  hashKey,
} from '@tutoring/build-config/react-query-full';
