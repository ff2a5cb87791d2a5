/**
 * @tutoring/design-system: theme, accessible components and helpers shared (through Module Federation) by the shell and
 * every remote. This barrel is the package's entry for jest, Storybook, types and the API report; the page shares it as
 * two modules (issue 26): `shared-core.ts` as `@tutoring/design-system` and `forms.ts` as
 * `@tutoring/design-system/forms`, whose names apps import from that subpath. Together they are this barrel's values
 * exactly (src/entries.test.ts).
 */
export * from './theme';
export * from './components/VisuallyHidden/VisuallyHidden';
export * from './components/Spinner/Spinner';
export * from './components/Button/Button';
export * from './components/IconButton/IconButton';
export * from './components/Link/Link';
export * from './components/FormField/FormField';
export { FieldContext, useFieldProps } from './components/FormField/FieldContext';
export { FormErrorsContext, useFormError } from './components/FormField/FormErrorsContext';
export * from './components/TextInput/TextInput';
export * from './components/TextArea/TextArea';
export * from './components/NumberInput/NumberInput';
export * from './components/Select/Select';
export * from './components/Select/IdSelect';
export * from './components/Checkbox/Checkbox';
export * from './components/Toggle/Toggle';
export * from './components/RadioGroup/RadioGroup';
export * from './components/Modal/Modal';
export { DISCARD_CHANGES_MESSAGE, DISCARD_CHANGES_TITLE } from './components/Modal/question';
export { askBeforeLeaving, useLeaveGuard } from './components/Modal/leaving';
export { confirmDiscard, useUnsavedChanges } from './components/Modal/unsavedChanges';
export * from './components/ConfirmDialog/ConfirmDialog';
export * from './components/ConfirmDialog/confirm';
export { toast, type ToastItem, type ToastKind } from './components/Toast/toastStore';
export * from './components/Toast/useToasts';
export * from './components/Toast/ToastRegion';
export * from './components/FormModal/FormModal';
export { useFillOnce } from './components/FormModal/useFillOnce';
export { useSessionDraft } from './components/FormModal/useSessionDraft';
export {
  describeSaveError,
  failedSaveBanner,
  shouldShowSaveError,
  type SaveErrorText,
} from './components/FormModal/errors';
export { dropDrafts, keepOpenDrafts, registerDraftKeeper, setDraftOwner } from './components/FormModal/drafts';
export * from './components/DateInput/DateInput';
export * from './components/TimeInput/TimeInput';
export * from './components/Autocomplete/Autocomplete';
export * from './components/AddressEntry/AddressEntry';
export * from './components/FieldGrid/FieldGrid';
export * from './components/Card/Card';
export * from './components/StarRating/StarRating';
export * from './components/EmptyState/EmptyState';
export * from './components/Facts/Facts';
export * from './components/ActionRow/ActionRow';
export * from './components/Alert/Alert';
export * from './components/LoadFailure/LoadFailure';
export { loadable, forgetFailedLoad, type Loadable } from './utils/loadable';
export * from './components/RetryButton/RetryButton';
export * from './components/Table/Table';
export * from './components/Pagination/Pagination';
export * from './components/PageSizeSelect/PageSizeSelect';
export * from './components/ListFooter/ListFooter';
export * from './components/FilterBar/FilterBar';
export * from './components/SearchField/SearchField';
export * from './components/FilterInput/FilterInput';
export * from './components/QuickFilters/QuickFilters';
export * from './components/Tabs/Tabs';
export * from './components/ProgressBar/ProgressBar';
export * from './components/Avatar/Avatar';
// PhoneInput and UnavailableDatesPopup (one app each at most) and RelativeDateTime (the shell's
// notifications) are in the subpath entry '@tutoring/design-system/extras', BadgeList (the student portal only) in
// '@tutoring/design-system/badge-list' (issue 13: this module is on every page).
// Calendar and AvatarUpload are lazy wrappers: FullCalendar and react-easy-crop load only where they are used.
export * from './components/AvatarUpload/LazyAvatarUpload';
export {
  ACCEPTED_IMAGE_EXTENSIONS,
  AVATAR_OUTPUT_SIZE,
  DEFAULT_IMAGE_QUALITY,
  cropToBlob,
  imageQuality,
  isAcceptedImage,
} from './components/AvatarUpload/image';
export * from './components/Calendar/LazyCalendar';
