/** Module Federation name of this remote (also its single-spa application name). */
export const REMOTE_NAME = 'mf_staffing';
/** Navigation label of the area. */
export const REMOTE_LABEL = 'Staffing';
