/** Relative date-time texts. */
/** OP-31m, DS-21, X-09: relative date-time texts; `time` is already formatted as h:mma. */
export const yesterdayAt = (time: string): string => `yesterday at ${time}`;
export const todayAt = (time: string): string => `today at ${time}`;
export const tomorrowAt = (time: string): string => `tomorrow at ${time}`;
