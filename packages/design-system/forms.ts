/**
 * `@tutoring/design-system/forms` (issue 26): the form controls dialogs and editors render, shared by Module
 * Federation under its own key (build-config shared.js, CORE_ENTRIES), so the page holds one copy, loaded the first
 * time a route renders one of them, and not on every first route as part of the shared `@tutoring/design-system`
 * (shared-core.ts). FormField, TextInput, Select and Checkbox (the list filters) and the contexts stay in that core:
 * these files import them through the package name, so a FormField and the control inside it read one FieldContext,
 * and a FormModal's FormErrorsContext reaches the FormFields in it. Import these names from this entry; a build fails
 * when code imports from it a name this file does not export (SubsetGuard).
 */
export { FormModal, DRAFT_RESTORED } from './src/components/FormModal/FormModal';
export { useFillOnce } from './src/components/FormModal/useFillOnce';
export { useSessionDraft } from './src/components/FormModal/useSessionDraft';
export { confirmDiscard, useUnsavedChanges } from './src/components/Modal/unsavedChanges';
export { describeSaveError, failedSaveBanner, shouldShowSaveError } from './src/components/FormModal/errors';
export { TextArea } from './src/components/TextArea/TextArea';
export { NumberInput } from './src/components/NumberInput/NumberInput';
export { IdSelect, idOptions } from './src/components/Select/IdSelect';
export { Toggle } from './src/components/Toggle/Toggle';
export { RadioGroup } from './src/components/RadioGroup/RadioGroup';
export { DateInput } from './src/components/DateInput/DateInput';
export { TimeInput } from './src/components/TimeInput/TimeInput';
export { Autocomplete } from './src/components/Autocomplete/Autocomplete';
export { AddressEntry } from './src/components/AddressEntry/AddressEntry';
export { StarRating, STAR_COUNT } from './src/components/StarRating/StarRating';
export type * from './src/components/FormModal/FormModal';
export type { SaveErrorText } from './src/components/FormModal/errors';
export type * from './src/components/TextArea/TextArea';
export type * from './src/components/NumberInput/NumberInput';
export type * from './src/components/Select/IdSelect';
export type * from './src/components/Toggle/Toggle';
export type * from './src/components/RadioGroup/RadioGroup';
export type * from './src/components/DateInput/DateInput';
export type * from './src/components/TimeInput/TimeInput';
export type * from './src/components/Autocomplete/Autocomplete';
export type * from './src/components/AddressEntry/AddressEntry';
export type * from './src/components/StarRating/StarRating';
