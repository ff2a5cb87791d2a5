/** Form validation texts shared by several areas' forms. */
/** Forms. */
export const FILL_REQUIRED_FIELDS = 'Please fill all required fields';
export const PARENT_EMAIL_SAME_AS_STUDENT = 'Parent email cannot be the same as the student email';
export const EMAIL_TAKEN = 'This email is already taken.'; // OP-31e
export const FIX_FORM_ERRORS = 'Please fix the errors on the form.';
export const SELECT_ONE_RECIPIENT = 'Please select at least 1 recipient';
export const INVALID_PHONE = 'This is not a valid phone number.';
export const SELECT_ADDRESS_FROM_AUTOCOMPLETE = 'Please select an address from the autocomplete results';
export const FIELD_REQUIRED = 'Required'; // OP-31l
export const fieldMaxLength = (n: number): string => `Maximum ${n} characters`; // OP-31l
export const fieldBetween = (min: number, max: number): string => `Must be between ${min} and ${max}`; // OP-31l, OP-31k
/**
 * Not in the spec (decision, see packages/domain README): a fraction typed in a field of whole numbers (a tutor's
 * targets, DOM-39, a grade, stars: 20.5 is between 0 and 80, so "Must be between 0 and 80" would not say what is
 * wrong).
 */
export const fieldWholeNumberBetween = (min: number, max: number): string =>
  `Must be a whole number between ${min} and ${max}`;
export const RESERVATION_END_REQUIRED = 'Reservation end date is required.'; // OP-31j
export const RESERVATION_END_NOT_BEFORE_TODAY = 'Reservation end date cannot be before today.'; // OP-31j

/** Not in the spec (decision, see packages/domain README): a date field whose text is not MM/DD/YYYY (DS-22). */
export const INVALID_DATE_FORMAT = 'Please enter a date as MM/DD/YYYY';

/** Not in the spec (decision, see packages/domain README): a time range whose end is not after its start. */
export const END_AFTER_START = 'End time must be after the start time.';

/** Not in the spec (decision, issue 20): a save refused because someone saved the record since the form opened it (409). */
export const STALE_UPDATE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

/**
 * Not in the spec (decision, see packages/domain README): a typed time the clocks skip on that day (daylight-saving
 * time starts: 02:30 on 03/14/2027 in Los Angeles does not exist); `date` as MM/DD/YYYY.
 */
export const timeSkippedByClockChange = (date: string): string =>
  `This time does not exist on ${date} (the clocks change). Choose another time.`;
