/**
 * What Module Federation shares as `@tutoring/domain` (issue 26): the names the shell and the shared packages
 * (platform, design-system, api-client, contract) import. A shared module is provided whole, so the whole barrel was
 * on every first route; the texts and rules of single areas are in `@tutoring/domain/areas`, which each remote
 * bundles (tree-shaken). Apps still import these names from '@tutoring/domain' (shared by range, ADR 0003); a build
 * fails when code imports from '@tutoring/domain' a name this module does not export (build-config SubsetGuard).
 * The package's own entry (src/index.ts: jest, the api-server, types) keeps every name.
 */
export {
  ROLES_FAILURE,
  LOGIN_TEXTS,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  STATUS_TOASTS,
  CONNECTION_LOST,
  CONNECTION_LOST_READ,
  LIVE_UPDATES_PAUSED,
  FIX_FORM_ERRORS,
  SELECT_ONE_RECIPIENT,
  INVITE_ONE_NAME_REQUIRED,
  INVITE_AT_LEAST_ONE_FRIEND,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  SELECT_ADDRESS_FROM_AUTOCOMPLETE,
  FIELD_REQUIRED,
  fieldMaxLength,
  fieldBetween,
  fieldWholeNumberBetween,
  JOIN_NOT_READY,
  UPLOAD_SUCCESS,
  INVALID_DATE_FORMAT,
  CANCELLATION_REASONS,
} from './src/messages';
export {
  REVIEW_COMMENT_MAX,
  EVENT_NAME_MAX,
  EVENT_DETAILS_MAX,
  PASSWORD_MIN,
  TARGET_MIN,
  TARGET_MAX,
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_API_PER,
  STUDENT_SESSIONS_PER_PAGE,
  STUDENT_SESSIONS_WEEKS,
  ADVISOR_LIST_PER,
  UPCOMING_ATTENDANCE_PER,
  CALENDAR_FETCH_PER,
  TOAST_DELAY_MS,
  AUTOCOMPLETE_DELAY_MS,
} from './src/constants';
export { LEAD_SOURCE_STATUSES, MATERIAL_STATUSES, PAYABLE_EVENT_TYPES } from './src/statuses';
export { isFullAddress, isAddressValid, stateInputKind, DEFAULT_COUNTRY } from './src/address';
export { validateMessageRecipients } from './src/validation';
export {
  formatDate,
  parseDateInput,
  formatTime,
  formatRelativeDateTime,
  calendarStartHour,
  setSafeTimeout,
  machineTimeZone,
  isTimeZone,
} from './src/dates';
export { joinWindowState, msUntilNextJoinChange } from './src/join-window';
export { unavailableDatesSummary, listIndices } from './src/lists';
export { progressBarWidth } from './src/progress';
