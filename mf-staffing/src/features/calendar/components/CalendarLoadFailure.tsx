import { LoadFailure } from '@tutoring/design-system';
import type { ScheduleListKind } from '../../../shared/lib/liveSchedule';
import type { FailedCalendarList } from '../api/useCalendarData';

/** Props of {@link CalendarLoadFailure}. */
export interface CalendarLoadFailureProps {
  /** The lists of the calendar that could not be loaded (`useCalendarData().failures`). */
  failures: readonly FailedCalendarList[];
  /** The kinds of items the page draws: a failed list the page does not show is not named. */
  shown: readonly ScheduleListKind[];
}

/** "the sessions", "the sessions and events", "the sessions, events and availabilities". */
export function calendarFailureWhat(kinds: readonly ScheduleListKind[]): string {
  const names = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : (kinds[0] ?? '');
  return `the ${names} of this calendar`;
}

/**
 * Above a calendar whose lists did not all load (a failed page is an empty page 1, API-07): the design system's
 * `LoadFailure` naming the lists that are missing ("We could not load the events of this calendar."), with Retry,
 * which asks again for those lists only. It stays until they load; the items that did load stay on the calendar.
 * Nothing when every list the page shows has loaded.
 */
export function CalendarLoadFailure({ failures, shown }: CalendarLoadFailureProps) {
  const missing = failures.filter((failure) => shown.includes(failure.kind));
  if (missing.length === 0) return null;
  return (
    <LoadFailure
      what={calendarFailureWhat(missing.map((failure) => failure.kind))}
      onRetry={() => Promise.all(missing.map((failure) => failure.refetch()))}
    />
  );
}
