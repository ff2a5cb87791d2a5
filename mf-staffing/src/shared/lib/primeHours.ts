/** Prime hours (STF-33) as bands of the calendar, in the viewer's zone. */
import type { CalendarBand } from '@tutoring/design-system';
import { PRIME_HOURS_TIME_ZONE, instantIn, wallClockIn } from '@tutoring/domain/areas';

/** One day of `GET sessions/prime_hours`: `hour` is a wall-clock hour of `date` in Los Angeles (DOM-41). */
export interface PrimeHourDay {
  date: string;
  hour: number;
  /** Minutes. */
  duration: number;
}

/** "3pm", "12am"; "2:30am" when a zone's offset is not whole hours. */
function clockLabel(at: Date, timeZone?: string | null): string {
  const clock = wallClockIn(at, timeZone);
  if (!clock) return '';
  const hour = clock.hour % 12 || 12;
  const minutes = clock.minute ? `:${String(clock.minute).padStart(2, '0')}` : '';
  return `${hour}${minutes}${clock.hour < 12 ? 'am' : 'pm'}`;
}

/**
 * STF-33: the prime hours as calendar bands. The server gives each day's prime hour on the Los Angeles clock; the
 * band is that stretch of time, captioned and drawn in the viewer's zone ("Prime hours 3pm–6pm" for a viewer in Los
 * Angeles, "Prime hours 6pm–9pm" in New York), so it lines up with the sessions and availabilities around it.
 */
export function primeHourBands(days: readonly PrimeHourDay[], viewerZone?: string | null): CalendarBand[] {
  return days.flatMap((day) => {
    const start = instantIn(day.date, `${day.hour}:00`, PRIME_HOURS_TIME_ZONE);
    if (!start || !(day.duration > 0)) return [];
    const end = new Date(start.getTime() + day.duration * 60_000);
    return [
      {
        id: day.date,
        title: `Prime hours ${clockLabel(start, viewerZone)}–${clockLabel(end, viewerZone)}`,
        start: start.toISOString(),
        end: end.toISOString(),
      },
    ];
  });
}
