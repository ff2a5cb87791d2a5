/**
 * What Module Federation shares as `@tutoring/design-system` (issue 26): what the shell, the shared packages and the
 * remotes' list pages render (theme, actions, overlays, toasts, tables, the list filters' FormField, TextInput, Select
 * and Checkbox) and the contexts the form controls read. A shared module is provided whole, so the whole barrel was
 * on every first route; the form controls a dialog or an editor renders (FormModal, DateInput, Autocomplete,
 * AddressEntry...) are `@tutoring/design-system/forms` (forms.ts), shared under its own key and loaded the first time
 * a route renders one. Never re-export that entry here: it would be on every first route again. The forms entry's
 * files import FieldContext, FormErrorsContext and every component of this core through the package name, so a
 * FormField and its control read one context object. Apps import these names from '@tutoring/design-system' (shared by
 * range, ADR 0003); a build fails when code imports from it a name this module does not export (build-config
 * SubsetGuard). The package's own entry (src/index.ts: jest, Storybook, types, the API report) keeps every name.
 */
export {
  DesignSystemProvider,
  GlobalStyle,
  TimeZoneProvider,
  getActiveThemeName,
  useTimeZone,
  motion,
  radii,
  sizes,
  space,
  typography,
  zIndex,
  darkTheme,
  lightTheme,
  themes,
} from './src/theme';
export { VisuallyHidden } from './src/components/VisuallyHidden/VisuallyHidden';
export { Spinner } from './src/components/Spinner/Spinner';
export { Button } from './src/components/Button/Button';
export { IconButton } from './src/components/IconButton/IconButton';
export { Link } from './src/components/Link/Link';
export { FormField } from './src/components/FormField/FormField';
export { FieldContext, useFieldProps } from './src/components/FormField/FieldContext';
export { FormErrorsContext, useFormError } from './src/components/FormField/FormErrorsContext';
export { TextInput, StyledInput } from './src/components/TextInput/TextInput';
export { Select } from './src/components/Select/Select';
export { Checkbox } from './src/components/Checkbox/Checkbox';
export { Modal, useModalDismiss } from './src/components/Modal/Modal';
export { DISCARD_CHANGES_MESSAGE, DISCARD_CHANGES_TITLE } from './src/components/Modal/question';
export { askBeforeLeaving, useLeaveGuard } from './src/components/Modal/leaving';
export { ConfirmDialog } from './src/components/ConfirmDialog/ConfirmDialog';
export { confirm } from './src/components/ConfirmDialog/confirm';
export { toast } from './src/components/Toast/toastStore';
export { useToasts } from './src/components/Toast/useToasts';
export { ToastRegion } from './src/components/Toast/ToastRegion';
// The session drafts: the shell says who is signed in and when a session ends; FormModal (forms entry) keeps and takes.
export { dropDrafts, keepOpenDrafts, registerDraftKeeper, setDraftOwner } from './src/components/FormModal/drafts';
export { EmptyState } from './src/components/EmptyState/EmptyState';
export { Facts } from './src/components/Facts/Facts';
export { ActionRow } from './src/components/ActionRow/ActionRow';
export { FieldGrid } from './src/components/FieldGrid/FieldGrid';
export { Card, CardGrid } from './src/components/Card/Card';
export { Alert } from './src/components/Alert/Alert';
export { LoadFailure } from './src/components/LoadFailure/LoadFailure';
export { loadable, forgetFailedLoad, type Loadable } from './src/utils/loadable';
export { RetryButton } from './src/components/RetryButton/RetryButton';
export { Table } from './src/components/Table/Table';
export { Pagination, pageWindow } from './src/components/Pagination/Pagination';
export { PageSizeSelect } from './src/components/PageSizeSelect/PageSizeSelect';
export { ListFooter, listRangeText } from './src/components/ListFooter/ListFooter';
export { FilterBar } from './src/components/FilterBar/FilterBar';
export { SEARCH_MAX_LENGTH, SearchField } from './src/components/SearchField/SearchField';
export { FilterInput } from './src/components/FilterInput/FilterInput';
export { QuickFilters } from './src/components/QuickFilters/QuickFilters';
export { Tabs } from './src/components/Tabs/Tabs';
export { ProgressBar } from './src/components/ProgressBar/ProgressBar';
export { Avatar, initialsOf } from './src/components/Avatar/Avatar';
export { AvatarUpload, UNSUPPORTED_IMAGE_MESSAGE } from './src/components/AvatarUpload/LazyAvatarUpload';
export {
  ACCEPTED_IMAGE_EXTENSIONS,
  AVATAR_OUTPUT_SIZE,
  DEFAULT_IMAGE_QUALITY,
  cropToBlob,
  imageQuality,
  isAcceptedImage,
} from './src/components/AvatarUpload/image';
export { Calendar, defaultCalendarView } from './src/components/Calendar/LazyCalendar';
// Every type of the package (erased at build: no bytes), so a module built on this entry (the e2e next-minor fixture)
// names the same types as the barrel.
export type * from './src/index';
