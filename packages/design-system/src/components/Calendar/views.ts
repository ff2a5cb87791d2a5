import { useSyncExternalStore } from 'react';
import type { CalendarView } from './Calendar';

/** Widths at which a week's seven columns are too narrow to read (a phone: the portals are used at 390 px). */
export const NARROW_CALENDAR_MEDIA = '(max-width: 639px)';

const narrowQuery = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(NARROW_CALENDAR_MEDIA));

/** Whether the screen is narrow now ({@link NARROW_CALENDAR_MEDIA}). */
export function isNarrowScreen(): boolean {
  return Boolean(narrowQuery()?.matches);
}

function subscribeToNarrow(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the screen is narrow ({@link NARROW_CALENDAR_MEDIA}), following a rotated phone or a resized window. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeToNarrow, isNarrowScreen, () => false);
}

/**
 * The view a calendar opens in when the page names none: a day on a narrow screen (a week's seven columns at 390 px
 * leave each day about 40 px, too narrow for an item's time), a week otherwise. Read once, when the calendar opens;
 * the person switches with the Week, Day and Month buttons as always. Pages that keep the view in the URL use it for
 * a URL without one.
 */
export function defaultCalendarView(): CalendarView {
  return isNarrowScreen() ? 'day' : 'week';
}
