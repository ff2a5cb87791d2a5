/** Relative date-time texts. */
/** OP-31m, DS-21, X-09: relative date-time texts; `time` is already formatted as h:mma. */
export const yesterdayAt = (time: string): string => `yesterday at ${time}`;
export const todayAt = (time: string): string => `today at ${time}`;
export const tomorrowAt = (time: string): string => `tomorrow at ${time}`;
/**
 * Not in the spec (decision, X-09): the note beside a form's date and time fields naming the zone they are typed in,
 * "Times are in Eastern Time (America/New_York)", or "Times are in America/New_York" when the zone has no name in
 * words (`zoneInWords`).
 */
export const timesAreIn = (zone: string, words?: string | null): string =>
  words ? `Times are in ${words} (${zone})` : `Times are in ${zone}`;
