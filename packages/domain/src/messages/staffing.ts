/** Staffing. */
export const TUTOR_NOT_QUALIFIED = 'This tutor is not qualified.';
export const INCLUDE_NON_ACCEPTING_TUTORS = 'Include Non-Accepting Work Tutors?';
export const andNOtherTimes = (n: number): string => `and ${n} other times`;

/** Staffing labels (C-7, SES-34). */
export const LOCATION_ONLINE = 'Online'; // C-7: used by both staffing modals
export const TUTOR_TBA = 'TBA';
