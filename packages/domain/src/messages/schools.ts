/** Schools (CRM-23, CRM-24). */
export const SCHOOL_MUST_BE_PENDING_TO_MERGE = 'School must be pending to merge';
export const SCHOOL_MUST_BE_PENDING_TO_PROMOTE = 'School must be pending to promote';
export const MERGE_COMPLETE = 'Merge complete. Please confirm the login ID of the remaining account.'; // OP-31d
