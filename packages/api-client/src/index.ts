/**
 * @tutoring/api-client: the one HTTP client. Configuration, errors and the generic error handler,
 * typed endpoint functions, generic resource helpers and the React (TanStack Query) layer.
 */
export {
  configureApiClient,
  setSpoofing,
  getSpoofing,
  setCsrfToken,
  setExamsToken,
  resetUnauthorized,
  resetApiClient,
  type ApiClientOptions,
  type ApiToast,
  type Spoof,
} from './config';
export {
  ApiError,
  ApiContractError,
  handleApiError,
  showErrorToast,
  joinAsSentence,
  readErrors,
  recordMissing,
  statusToast,
  statusToastKey,
  type ErrorToast,
  type HandleErrorOverrides,
  type StatusToastKey,
} from './errors';
export {
  JSON_API,
  IGNORED_STATUSES,
  urlFor,
  request,
  recordVersion,
  clearRecordVersions,
  type CallOptions,
  type QueryParams,
  type QueryValue,
  type RequestSpec,
} from './http';
export {
  resource,
  resourceClient,
  fetchList,
  listIndices,
  toListResult,
  emptyListResult,
  type ListParams,
  type ListResult,
  type ResourceClient,
  type GetOptions,
  type UpdateOptions,
} from './resource';
export { api, clearReferenceCache } from './endpoints';
export { callGet, callSend, replyOf, listOf, isoParam, REQUEST_ERROR_TOAST, ANY_REPLY, type Schema } from './call';
export { publicEnrollmentApi } from './public-enrollment';
export {
  queryKeys,
  createQueryClient,
  getQueryClient,
  setQueryClient,
  queryClientDefaults,
  failedListError,
  listQueryFailed,
  type ApiQueryMeta,
} from './react/query';
export {
  useResourceMutation,
  useResourceRecord,
  showMutationError,
  type MutationErrorMode,
  type UseResourceMutationOptions,
  type UseResourceMutationResult,
  type ResourceRecord,
  type UseResourceRecordOptions,
} from './react/useResourceMutation';
export { useOpenedVersion } from './react/useOpenedVersion';
