import { timesAreIn, typingTimeZone, zoneInWords } from '@tutoring/domain/areas';

/**
 * the note beside a form's date and time fields naming the zone they are typed in, read and saved in ("Times are
 * in Eastern Time (America/New_York)"): the user's zone, or the browser's when the user has none, as `instantIn` reads
 * them. One note for every form of this remote that takes a time (session editor, tutoring, event).
 */
export function timesNote(userZone: string | null | undefined): string {
  const zone = typingTimeZone(userZone);
  return timesAreIn(zone, zoneInWords(zone));
}
