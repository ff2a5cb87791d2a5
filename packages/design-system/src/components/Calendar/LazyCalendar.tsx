import { Suspense, useState } from 'react';
import { loadable } from '../../utils/loadable';
import { Spinner } from '../Spinner/Spinner';
import type { CalendarProps } from './Calendar';

export { defaultCalendarView } from './views';
export type { CalendarBand, CalendarItem, CalendarMove, CalendarProps, CalendarSlot, CalendarView } from './Calendar';

/**
 * FullCalendar (~55 KB gzip) is fetched the first time a calendar renders, not with the design system. A failed
 * download is not kept: once the area's boundary has shown it, Retry (or the next visit) downloads it again.
 */
const calendarCode = loadable<CalendarProps>(() => import('./Calendar').then((module) => module.Calendar));

/**
 * DS-19, DS-20: the product calendar (see `./Calendar`). Same props; its code and FullCalendar load on first render
 * (a "Loading" spinner shows meanwhile), so pages without a calendar never download them (issue 13).
 */
export function Calendar(props: CalendarProps) {
  const [CalendarImplementation] = useState(() => calendarCode.loaded() ?? calendarCode.lazy());
  return (
    <Suspense fallback={<Spinner label="Loading calendar" />}>
      <CalendarImplementation {...props} />
    </Suspense>
  );
}
