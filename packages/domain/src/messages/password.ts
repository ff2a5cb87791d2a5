/** The set/change password dialogs (STU-04..STU-06, OP-30). */
export const PASSWORD_MIN_LENGTH = 'Password must have at least 6 characters.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_CHANGED = 'Successfully changed password';
export const EDIT_PASSWORD_TITLE = 'Edit Password';
export const WELCOME_SET_PASSWORD = 'Welcome! Please set your password.'; // OP-30
