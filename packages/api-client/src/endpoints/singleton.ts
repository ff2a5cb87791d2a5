/**
 * What the endpoint modules call, under the short names they use. Re-exported from the package name, never from
 * `../http` or `../call`: every call goes through the singleton's one connection (the instance the shell configured,
 * shared through Module Federation), as a relative import would bundle a second, unconfigured one into the remote
 * (docs/performance.md, "Bytes, fourth pass", cut 1). Re-exports only, so with `"sideEffects": false` an app keeps
 * just the names its endpoint modules read.
 */
export {
  request,
  resource,
  fetchList,
  urlFor,
  callGet as get,
  callSend as send,
  replyOf as reply,
  listOf as list,
  isoParam as iso,
  REQUEST_ERROR_TOAST as requestErrorToast,
  ANY_REPLY,
  type CallOptions as Opts,
  type QueryParams,
  type ListParams,
  type ListResult,
  type Schema,
} from '@tutoring/api-client';
