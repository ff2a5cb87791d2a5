import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventApi, EventInput } from '@fullcalendar/core';
import styled from 'styled-components';
import { calendarStartHour, formatDate, formatTime, type DateTimeInput } from '@tutoring/domain';
import { useTimeZone } from '../../theme/TimeZoneContext';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Button } from '../Button/Button';
import { fromWallClock, toWallClock } from './time';
import { NARROW_CALENDAR_MEDIA, defaultCalendarView, useNarrowScreen } from './views';
import { focusOutline } from '../../styles/mixins';

/** DS-19: the calendar's views. */
export type CalendarView = 'week' | 'day' | 'month';

/** An event or availability shown on the calendar. */
export interface CalendarItem {
  id: string;
  title: string;
  /** ISO-8601 instant (or Date / epoch ms). */
  start: DateTimeInput;
  end: DateTimeInput;
  allDay?: boolean;
  /** False blocks moving this item even when `onEventMove` is given. */
  editable?: boolean;
  /**
   * False: the item neither opens nor moves, even when `onEventClick` is given (a page whose click opens only some
   * kinds of items): it is read as its text, not a button, and is no stop on the Tab path.
   */
  interactive?: boolean;
  /** Colour role of the item: 'primary' (default, sessions), 'success' (availabilities), 'info' (meetings). */
  tone?: 'primary' | 'success' | 'info';
}

/** A highlighted stretch of time drawn behind the items, with a caption (e.g. prime hours, STF-33). */
export interface CalendarBand {
  id: string;
  /** Caption shown in the band. */
  title: string;
  start: DateTimeInput;
  end: DateTimeInput;
}

/** An empty hour of the week or day view that the user activated (see `onSlotClick`). */
export interface CalendarSlot {
  /** Day in the calendar's zone, `YYYY-MM-DD`. */
  date: string;
  /** Hour of the day, 0-23. */
  hour: number;
  /** The slot's start as an ISO instant in the calendar's zone. */
  start: string;
  /** "Tue 11/24 3pm": the day and hour as the calendar names them. */
  label: string;
}

/** New times of a moved item (ISO instants in the user's zone). */
export interface CalendarMove {
  start: string;
  end: string;
  /** 'drag' (pointer) or 'keyboard' (arrow keys on the focused event). */
  via: 'drag' | 'keyboard';
}

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** Accessible name of the calendar (e.g. "Calendar of Tina Tutor"). */
  label?: string;
  /**
   * Events (sessions, meetings). Focusable; Enter or click calls `onEventClick`. In the month view on a narrow screen
   * (under 640 px) the grid shows a dot per item on its day and the items are listed below it, each that opens a button
   * named "10:00am - 11:00am Algebra with Ann" (Tab, Enter, Space, a tap).
   */
  events?: ReadonlyArray<CalendarItem>;
  /**
   * Availabilities: a tinted stretch behind the hours in the week and day views; in the month view a block on its
   * day with its time range ("9:00am - 12:00pm Available"); on a narrow screen, listed below the month's grid with it.
   * Read as text, never a button.
   */
  availabilities?: ReadonlyArray<CalendarItem>;
  /** Current view (controlled). */
  view?: CalendarView;
  /** Initial view. Default {@link defaultCalendarView}: 'day' on a narrow screen (under 640 px), else 'week'. */
  defaultView?: CalendarView;
  /** Called when the user switches view. */
  onViewChange?: (view: CalendarView) => void;
  /** Initially shown date (YYYY-MM-DD). Default today. */
  initialDate?: string;
  /** Shown date (YYYY-MM-DD), controlled: the calendar goes there when it changes (e.g. a date kept in the URL). */
  date?: string;
  /** Called with the new date (YYYY-MM-DD) when the user moves (Previous, Next, Today). */
  onDateChange?: (date: string) => void;
  /** Highlighted stretches behind the items (week and day views), e.g. prime hours. */
  bands?: ReadonlyArray<CalendarBand>;
  /**
   * Makes every hour of the week and day views a button (keyboard and pointer), e.g. to create an item there.
   * Items drawn over an hour stay clickable on their own.
   */
  onSlotClick?: (slot: CalendarSlot) => void;
  /** Accessible name of an hour button; default the slot's `label` ("Tue 11/24 3pm"). */
  slotLabel?: (slot: CalendarSlot) => string;
  /** Extra toolbar content after the calendar's own buttons (e.g. a "24-hour view" checkbox). */
  toolbar?: ReactNode;
  /** DS-20: show from 00:00 whatever the items. */
  force24h?: boolean;
  /** IANA zone; default the user's zone from DesignSystemProvider. */
  timeZone?: string;
  /** Event activated by click, Enter or Space. */
  onEventClick?: (item: CalendarItem) => void;
  /**
   * Makes events movable: by dragging, or (keyboard path) by focusing an event and pressing the arrow keys
   * (Up/Down: 30 minutes in week/day views, a week in month view; Left/Right: a day). Return false (or reject) to
   * refuse the move; otherwise update `events`.
   */
  onEventMove?: (item: CalendarItem, move: CalendarMove) => void | boolean | Promise<void | boolean>;
  /** Called with the visible range when it changes (fetch the items for it, API-47). */
  onRangeChange?: (range: { start: string; end: string }) => void;
  /** Height in px or 'auto'. Default 'auto'. */
  height?: number | 'auto';
}

const FC_VIEW: Record<CalendarView, string> = { week: 'timeGridWeek', day: 'timeGridDay', month: 'dayGridMonth' };
const OUR_VIEW: Record<string, CalendarView> = { timeGridWeek: 'week', timeGridDay: 'day', dayGridMonth: 'month' };
const SLOT_MINUTES = 30;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');
/** FullCalendar's dates are UTC-coded wall-clock times (see ./time): their UTC date is the shown day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const hourText = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'am' : 'pm'}`;
/** "9:00am - 11:00am " (with its trailing space), or nothing for an all-day item: times of the UTC-coded wall clock. */
const timeRange = (start: Date | null, end: Date | null, allDay: boolean) =>
  allDay || !start ? '' : `${formatTime(start, 'UTC')}${end ? ` - ${formatTime(end, 'UTC')}` : ''} `;
const usDay = (m: { year: number; month: number; day: number }) => `${pad(m.month + 1)}/${pad(m.day)}/${m.year}`;

/** The slot of an hour of a shown day in `zone`. */
function calendarSlot(date: string, hour: number, zone?: string): CalendarSlot {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return {
    date,
    hour,
    start: fromWallClock(new Date(`${date}T${pad(hour)}:00:00Z`), zone),
    label: `${weekday} ${date.slice(5, 7)}/${date.slice(8, 10)} ${hourText(hour)}`,
  };
}

/** What FullCalendar hands a title function (its `VerboseFormattingArg`, not exported): month is 0-based. */
type Ymd = { year: number; month: number; day: number; marker: Date };
type VerboseFormattingArg = { date: Ymd; start: Ymd; end?: Ymd };

/** Toolbar titles in the product's date format: "11/23/2026", "11/22/2026 – 11/28/2026", "November 2026". */
const TITLES = {
  timeGridDay: { titleFormat: (arg: VerboseFormattingArg) => usDay(arg.start) },
  timeGridWeek: {
    titleFormat: (arg: VerboseFormattingArg) =>
      arg.end && dayOf(arg.end.marker) !== dayOf(arg.start.marker)
        ? `${usDay(arg.start)} – ${usDay(arg.end)}`
        : usDay(arg.start),
  },
  dayGridMonth: {
    titleFormat: (arg: VerboseFormattingArg) =>
      new Date(Date.UTC(arg.date.year, arg.date.month, 15)).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  },
};

const Frame = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-today-bg-color: ${({ theme }) => theme.colors.selected};
  --fc-event-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-event-border-color: ${({ theme }) => theme.colors.primary};
  --fc-event-text-color: ${({ theme }) => theme.colors.onPrimary};
  /* Background items (availabilities, prime hours) are a light tint drawn opaque: FullCalendar's default fades the
     whole element, its title text included, below the AA contrast ratio. */
  --fc-bg-event-color: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.success} 25%,
    ${({ theme }) => theme.colors.surface}
  );
  --fc-bg-event-opacity: 1;
  --fc-button-bg-color: ${({ theme }) => theme.colors.secondary};
  --fc-button-text-color: ${({ theme }) => theme.colors.onSecondary};
  --fc-button-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-hover-bg-color: ${({ theme }) => theme.colors.secondaryHover};
  --fc-button-hover-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-active-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-button-active-border-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
  .fc .fc-button-primary.fc-button-active {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .fc .fc-button:focus-visible,
  .fc-event:focus-visible {
    ${focusOutline()}
    box-shadow: none;
  }
  /* Days of the next or previous month stay readable (FullCalendar fades them to 30 %). */
  .fc .fc-daygrid-day.fc-day-other .fc-daygrid-day-top {
    opacity: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .fc .fc-bg-event .fc-event-title {
    color: ${({ theme }) => theme.colors.text};
  }
  /* On a phone a week's day headers ("Sun 11/22") fit their 40 px columns in the small size. */
  @media ${NARROW_CALENDAR_MEDIA} {
    .fc .fc-col-header-cell-cushion {
      font-size: ${({ theme }) => theme.typography.size.xs};
      padding: 2px 0;
    }
  }
  /* The time axis' labels ("all-day", "10am") on one line: at 390 px "all-day" wrapped to "all- / day". */
  .fc .fc-timegrid-axis-cushion,
  .fc .fc-timegrid-slot-label-cushion {
    white-space: nowrap;
  }
  .fc .fc-toolbar-title {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  /* At 390 px the toolbar's three groups wrap onto lines of their own instead of widening the page. */
  .fc .fc-header-toolbar {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  .fc .fc-toolbar-chunk {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  /* An item's text stays inside its box (a short session's text would run onto the page, white on white). */
  .fc .fc-event-main,
  .ds-calendar-event-text {
    overflow: hidden;
  }
  .ds-calendar-event-text {
    display: block;
    max-height: 100%;
  }
  .fc .fc-event.ds-tone-success {
    --fc-event-bg-color: ${({ theme }) => theme.colors.success};
    --fc-event-border-color: ${({ theme }) => theme.colors.success};
    --fc-event-text-color: ${({ theme }) => theme.colors.onSuccess};
    color: ${({ theme }) => theme.colors.onSuccess};
  }
  /* An availability in the month grid: the tint it has behind the week's hours, edged in the tone, its time range in
     the page's text colour, on as many lines as it needs. */
  .fc .fc-daygrid-event.ds-calendar-availability {
    --fc-event-bg-color: var(--fc-bg-event-color);
    --fc-event-border-color: ${({ theme }) => theme.colors.success};
    --fc-event-text-color: ${({ theme }) => theme.colors.text};
    border-left-width: 3px;
    white-space: normal;
  }
  /* The month on a phone (compact): a day shows a dot per item (three at most, then "+2"), its items are listed below
     the grid. */
  &[data-compact-month] .fc .fc-daygrid-day-number {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
  }
  .ds-calendar-dots {
    display: flex;
    align-items: center;
    gap: 2px;
    font-size: ${({ theme }) => theme.typography.size.xs};
    line-height: 1;
  }
  .ds-calendar-dot {
    display: inline-block;
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  .ds-calendar-dot.ds-tone-success {
    background: ${({ theme }) => theme.colors.success};
  }
  .ds-calendar-dot.ds-tone-info {
    background: ${({ theme }) => theme.colors.info};
  }
  .fc .fc-event.ds-tone-info {
    --fc-event-bg-color: ${({ theme }) => theme.colors.info};
    --fc-event-border-color: ${({ theme }) => theme.colors.info};
    --fc-event-text-color: ${({ theme }) => theme.colors.onInfo};
    color: ${({ theme }) => theme.colors.onInfo};
  }
  /* Bands (prime hours) sit behind everything; they and the background layer never take a click from a slot. */
  .fc .fc-bg-event.ds-calendar-band {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-left: 3px solid ${({ theme }) => theme.colors.star};
  }
  .fc .fc-timegrid-col-bg {
    pointer-events: none;
  }
  .fc .fc-timegrid-col-misc {
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  .ds-calendar-slot {
    position: absolute;
    left: 0;
    right: 0;
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  .ds-calendar-slot:hover,
  .ds-calendar-slot:focus-visible {
    background: ${({ theme }) => theme.colors.selected};
  }
  .ds-calendar-slot:focus-visible {
    ${focusOutline('-2px')}
  }
`;

const ExtraToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** The month on a phone: its items listed under their days, below the grid. */
const DayList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
  }
  .ds-calendar-entries-day {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .ds-calendar-entries-day:focus-visible {
    ${focusOutline()}
  }
`;

/** An item as the month on a phone lists it under a day (and counts it in the day's dots). */
interface DayEntry {
  key: string;
  item: CalendarItem;
  /** One of `availabilities`: read as text, as in the other views. */
  availability: boolean;
  allDay: boolean;
  /** Start on the calendar's UTC-coded wall clock (see ./time). */
  start: Date;
  /** "10:00am - 11:00am Algebra with Ann", "All day Staff day": what it shows and its accessible name. */
  text: string;
}

const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/** The items of the shown days (`start` to `end`, exclusive), by day: on every day they cover, all-day ones first. */
function entriesByDay(
  events: ReadonlyArray<CalendarItem>,
  availabilities: ReadonlyArray<CalendarItem>,
  zone: string | undefined,
  shown: { start: string; end: string },
): Map<string, DayEntry[]> {
  const days = new Map<string, DayEntry[]>();
  const add = (item: CalendarItem, availability: boolean) => {
    const start = new Date(`${toWallClock(item.start, zone)}Z`);
    const end = new Date(`${toWallClock(item.end, zone)}Z`);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return;
    const allDay = item.allDay ?? false;
    const text = `${allDay ? 'All day ' : timeRange(start, end, false)}${item.title}`;
    // The end is exclusive: an item ending at midnight is not on the next day.
    const last = dayOf(new Date(Math.max(start.getTime(), end.getTime() - 1)));
    const first = dayOf(start) < shown.start ? shown.start : dayOf(start);
    for (let day = first; day <= last && day < shown.end; day = nextDay(day)) {
      const list = days.get(day) ?? [];
      list.push({ key: `${availability ? 'a' : 'e'}-${item.id}`, item, availability, allDay, start, text });
      days.set(day, list);
    }
  };
  events.forEach((item) => add(item, false));
  availabilities.forEach((item) => add(item, true));
  days.forEach((list) =>
    list.sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.getTime() - b.start.getTime()),
  );
  return days;
}

/** "ds-tone-success" for an availability or a toned item, else nothing (the primary tone). */
const toneClass = (entry: DayEntry) => {
  const tone = entry.availability ? 'success' : entry.item.tone;
  return tone && tone !== 'primary' ? ` ds-tone-${tone}` : '';
};

function toInput(item: CalendarItem, zone: string | undefined, background: boolean, opens = false): EventInput {
  const classNames = [
    ...(background ? ['ds-calendar-availability'] : []),
    ...(item.tone && item.tone !== 'primary' ? [`ds-tone-${item.tone}`] : []),
  ];
  return {
    id: item.id,
    title: item.title,
    start: toWallClock(item.start, zone),
    end: toWallClock(item.end, zone),
    allDay: item.allDay ?? false,
    // FullCalendar reads a present-but-undefined `editable` as false: only pass it when set.
    ...(background ? { editable: false } : item.editable === undefined ? {} : { editable: item.editable }),
    // An event is a box in every view: in the month grid FullCalendar's 'auto' draws a timed item as a dot and bare
    // text, which took a tone's white text onto the white day (axe: color-contrast, serious). An availability has no
    // display of its own: the calendar's `eventDisplay`, which follows the view, draws it.
    ...(background ? {} : { display: 'block' }),
    // A stop on the Tab path only when it does something (opens, or moves with the arrow keys); FullCalendar's
    // calendar-wide `eventInteractive` would win over the item's, so it is decided here per item.
    interactive: !background && opens && item.interactive !== false,
    ...(item.interactive === false ? { editable: false } : {}),
    ...(classNames.length ? { classNames } : {}),
    extendedProps: { item, availability: background },
  };
}

function bandInput(band: CalendarBand, zone: string | undefined): EventInput {
  return {
    id: `band-${band.id}`,
    title: band.title,
    start: toWallClock(band.start, zone),
    end: toWallClock(band.end, zone),
    display: 'background',
    editable: false,
    classNames: ['ds-calendar-band'],
    extendedProps: { band },
  };
}

/** One button per shown hour of a day column (the keyboard and pointer path to an empty slot). */
function HourSlots({
  date,
  startHour,
  hourPx,
  zone,
  onSlotClick,
  slotLabel,
}: {
  date: string;
  startHour: number;
  hourPx: number;
  zone: string | undefined;
  onSlotClick: (slot: CalendarSlot) => void;
  slotLabel?: (slot: CalendarSlot) => string;
}) {
  // FullCalendar renders day-cell content in the timed column and in the all-day row above it: only the column
  // (`td.fc-timegrid-col`) gets the hour buttons.
  const [inColumn, setInColumn] = useState(false);
  if (!inColumn)
    return (
      <span
        hidden
        ref={(element) => {
          if (element?.closest('.fc-timegrid-col')) setInColumn(true);
        }}
      />
    );
  return (
    <>
      {Array.from({ length: 24 - startHour }, (_, i) => {
        const slot = calendarSlot(date, startHour + i, zone);
        return (
          <button
            key={slot.hour}
            type="button"
            className="ds-calendar-slot"
            aria-label={slotLabel ? slotLabel(slot) : slot.label}
            style={{ top: i * hourPx, height: hourPx }}
            onClick={() => onSlotClick(slot)}
          />
        );
      })}
    </>
  );
}

/**
 * DS-19, DS-20: the product calendar on FullCalendar's MIT plugins. Views "Week", "Day" and "Month" (labelled
 * buttons); the day starts at 05:00 and widens to 00:00 when an item starts earlier or `force24h` is set. Events are
 * focusable and open with Enter; every drag has a keyboard path (arrow keys on a focused event).
 */
export function Calendar({
  label,
  date,
  onDateChange,
  bands = [],
  onSlotClick,
  slotLabel,
  toolbar,
  events = [],
  availabilities = [],
  view,
  defaultView,
  onViewChange,
  initialDate,
  force24h = false,
  timeZone,
  onEventClick,
  onEventMove,
  onRangeChange,
  height = 'auto',
}: CalendarProps) {
  const contextZone = useTimeZone();
  const zone = timeZone ?? contextZone;
  const calendarRef = useRef<FullCalendar>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const interactive = Boolean(onEventClick || onEventMove);
  const refocusId = useRef<string | null>(null);
  // The view it opens in, read once (a page without a view of its own opens on a day on a narrow screen).
  const [openingView] = useState<CalendarView>(() => view ?? defaultView ?? defaultCalendarView());
  const [shownView, setShownView] = useState<CalendarView>(openingView);
  // The month on a phone (a day about 50 px wide, too narrow for "10:00am"): dots in the grid, the items listed below.
  const narrow = useNarrowScreen();
  const compactMonth = narrow && shownView === 'month';
  // The shown days (`end` exclusive) and the toolbar's title ("March 2027").
  const [shownRange, setShownRange] = useState<{ start: string; end: string; title: string } | null>(null);
  const listId = useId();
  // The grid's name: "Calendar of Tina Tutor, month view".
  const gridLabel = `${label ?? 'Calendar'}, ${shownView} view`;
  const latest = useRef({ onEventClick, onEventMove, onDateChange, date, zone, gridLabel });
  latest.current = { onEventClick, onEventMove, onDateChange, date, zone, gridLabel };
  // Height of an hour row as laid out (two slots); 44 px until measured (and in jsdom, which lays nothing out).
  const [hourPx, setHourPx] = useState(44);

  // Read once per change of items, not on every render (each item's start and end are parsed in the zone).
  const startHour = useMemo(
    () =>
      calendarStartHour(
        [...events, ...availabilities].map((item) => ({ startsAt: item.start, endsAt: item.end, allDay: item.allDay })),
        force24h,
        zone,
      ),
    [events, availabilities, force24h, zone],
  );
  const inputs = useMemo(
    () => [
      ...events.map((e) => toInput(e, zone, false, interactive)),
      ...availabilities.map((a) => toInput(a, zone, true)),
      ...bands.map((b) => bandInput(b, zone)),
    ],
    [events, availabilities, bands, zone, interactive],
  );
  const dayEntries = useMemo(
    () => (compactMonth && shownRange ? entriesByDay(events, availabilities, zone, shownRange) : null),
    [compactMonth, shownRange, events, availabilities, zone],
  );
  const opens = (entry: DayEntry) => Boolean(onEventClick) && !entry.availability && entry.item.interactive !== false;

  // The month on a phone: a tap on a day takes the person to its items in the list below the grid.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !compactMonth) return undefined;
    const showDay = (event: MouseEvent) => {
      const day = (event.target as Element | null)
        ?.closest?.('td.fc-daygrid-day[data-date]')
        ?.getAttribute('data-date');
      if (day) frame.querySelector<HTMLElement>(`[data-entries-date="${day}"] .ds-calendar-entries-day`)?.focus();
    };
    frame.addEventListener('click', showDay);
    return () => frame.removeEventListener('click', showDay);
  }, [compactMonth]);

  useEffect(() => {
    if (view) calendarRef.current?.getApi().changeView(FC_VIEW[view]);
  }, [view]);

  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (date && api && dayOf(api.getDate()) !== date) api.gotoDate(date);
  }, [date]);

  useEffect(() => {
    const lanes = frameRef.current?.querySelectorAll('.fc-timegrid-slot-lane');
    if (!lanes || lanes.length < 3) return;
    const measured = lanes[2]!.getBoundingClientRect().top - lanes[0]!.getBoundingClientRect().top;
    if (measured > 0 && Math.abs(measured - hourPx) > 0.5) setHourPx(measured);
  }, [shownView, startHour, hourPx]);

  // FullCalendar markup defects axe reports: the toolbar icons are role="img" without a name inside buttons that
  // are already named (hide them); month cells take their name from the day link ("November 21, 2026") while their
  // visible text also holds the day's items (label-content-name-mismatch): the link keeps the name, the cell drops it.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const repair = () => {
      frame.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      });
      frame
        .querySelectorAll('td.fc-daygrid-day[aria-labelledby]')
        .forEach((cell) => cell.removeAttribute('aria-labelledby'));
      // FullCalendar's grid (role="grid") has no name of its own.
      frame.querySelectorAll('table[role="grid"]').forEach((grid) => {
        if (grid.getAttribute('aria-label') !== latest.current.gridLabel)
          grid.setAttribute('aria-label', latest.current.gridLabel);
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(frame, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'role', 'aria-label'],
    });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    frameRef.current
      ?.querySelectorAll('table[role="grid"]')
      .forEach((grid) => grid.setAttribute('aria-label', gridLabel));
  }, [gridLabel]);

  // After a keyboard move the event element is re-created: give focus back to it.
  useEffect(() => {
    const id = refocusId.current;
    if (!id) return;
    refocusId.current = null;
    frameRef.current?.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`)?.focus();
  }, [inputs]);

  const move = async (event: EventApi, start: Date, end: Date, via: CalendarMove['via']): Promise<boolean> => {
    const item = event.extendedProps.item as CalendarItem;
    const handler = latest.current.onEventMove;
    if (!handler) return false;
    const next: CalendarMove = {
      start: fromWallClock(start, latest.current.zone),
      end: fromWallClock(end, latest.current.zone),
      via,
    };
    try {
      const answer = await handler(item, next);
      if (answer === false) return false;
    } catch {
      return false;
    }
    setAnnouncement(
      `${item.title} moved to ${formatDate(next.start, latest.current.zone)} ${formatTime(next.start, latest.current.zone)}`,
    );
    return true;
  };

  const slotsOf = (arg: { date: Date }) =>
    onSlotClick ? (
      <HourSlots
        date={dayOf(arg.date)}
        startHour={startHour}
        hourPx={hourPx}
        zone={zone}
        onSlotClick={onSlotClick}
        slotLabel={slotLabel}
      />
    ) : null;

  // A day of the month on a phone: its number and a dot per item (three, then "+2"), for the eye only: the list below
  // the grid says the same in words.
  const compactDay = (arg: { date: Date; dayNumberText: string }) => {
    const entries = dayEntries?.get(dayOf(arg.date)) ?? [];
    return (
      <>
        {arg.dayNumberText}
        {entries.length ? (
          <span className="ds-calendar-dots" aria-hidden="true">
            {entries.slice(0, 3).map((entry) => (
              <span key={entry.key} className={`ds-calendar-dot${toneClass(entry)}`} />
            ))}
            {entries.length > 3 ? `+${entries.length - 3}` : null}
          </span>
        ) : null}
      </>
    );
  };
  const shownDays = dayEntries ? [...dayEntries.keys()].sort() : [];

  return (
    <Frame
      ref={frameRef}
      role={label ? 'group' : undefined}
      aria-label={label}
      data-start-hour={startHour}
      data-view={shownView}
      data-compact-month={compactMonth || undefined}
    >
      {toolbar ? <ExtraToolbar>{toolbar}</ExtraToolbar> : null}
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={FC_VIEW[openingView]}
        initialDate={date ?? initialDate}
        timeZone="UTC"
        // "Today" and the now line are the user's today and now, not UTC's.
        now={() => toWallClock(new Date(), zone)}
        // How an availability (the only item without a display of its own) is drawn: behind the hours in the week
        // and day views; in the month grid, which draws only all-day background items (a timed one left the day
        // empty), a block on its day with its time range. Set here, for the shown view: FullCalendar builds the
        // items' display from the calendar's options, so a `views.dayGridMonth.eventDisplay` is never read.
        eventDisplay={shownView === 'month' ? 'block' : 'background'}
        views={{
          ...TITLES,
          ...(onSlotClick
            ? {
                timeGridWeek: { ...TITLES.timeGridWeek, dayCellContent: slotsOf },
                timeGridDay: { ...TITLES.timeGridDay, dayCellContent: slotsOf },
              }
            : {}),
          ...(compactMonth ? { dayGridMonth: { ...TITLES.dayGridMonth, dayCellContent: compactDay } } : {}),
        }}
        height={height}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridWeek,timeGridDay,dayGridMonth' }}
        buttonText={{ today: 'Today', week: 'Week', day: 'Day', month: 'Month' }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'Go to this $0' }}
        viewHint="$0 view"
        navLinkHint="Go to $0"
        slotMinTime={`${String(startHour).padStart(2, '0')}:00:00`}
        slotDuration={{ minutes: SLOT_MINUTES }}
        nowIndicator
        // The month on a phone lists its items below the grid instead (a day is too narrow for their times).
        events={compactMonth ? [] : inputs}
        editable={Boolean(onEventMove)}
        eventDurationEditable={false}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const item = info.event.extendedProps.item as CalendarItem | undefined;
          // An availability opens nothing (behind the hours no click reaches it; in the month grid it is text).
          if (item && item.interactive !== false && !info.event.extendedProps.availability)
            latest.current.onEventClick?.(item);
        }}
        eventDrop={(info) => {
          void move(info.event, info.event.start as Date, (info.event.end ?? info.event.start) as Date, 'drag').then(
            (ok) => {
              if (!ok) info.revert();
            },
          );
        }}
        datesSet={(info) => {
          const next = { start: dayOf(info.start), end: dayOf(info.end), title: info.view.title };
          setShownRange((previous) =>
            previous?.start === next.start && previous.end === next.end && previous.title === next.title
              ? previous
              : next,
          );
          onRangeChange?.({ start: fromWallClock(info.start, zone), end: fromWallClock(info.end, zone) });
          const ours = OUR_VIEW[info.view.type];
          if (ours) setShownView(ours);
          if (ours && ours !== view) onViewChange?.(ours);
          const shown = dayOf(info.view.calendar.getDate());
          if (latest.current.date && shown !== latest.current.date) latest.current.onDateChange?.(shown);
        }}
        eventContent={(arg) => {
          // Behind the hours (bands; availabilities outside the month grid): FullCalendar's caption, the title.
          if (
            arg.event.display === 'background' ||
            (arg.event.extendedProps.availability && arg.view.type !== FC_VIEW.month)
          )
            return true;
          const { start, end, allDay, title } = arg.event;
          // Times in the user's zone (the calendar's UTC-coded wall clock), ending with a space, so the event's name
          // reads "9:00am - 11:00am Available".
          const time = timeRange(start, end, allDay);
          return (
            <span className="ds-calendar-event-text">
              {time ? <span className="ds-calendar-event-time">{time}</span> : null}
              <span className="ds-calendar-event-title">{title}</span>
            </span>
          );
        }}
        eventDidMount={(info) => {
          if (info.event.display === 'background' || info.event.extendedProps.availability) return;
          const el = info.el;
          el.dataset.eventId = info.event.id;
          // An event that opens or moves is focusable (eventInteractive) and opens with Enter: it is announced as a
          // button. One that does neither is read as its text, never a button that does nothing.
          if (!interactive || (info.event.extendedProps.item as CalendarItem | undefined)?.interactive === false)
            return;
          el.setAttribute('role', 'button');
          const movable = Boolean(latest.current.onEventMove) && info.event.startEditable !== false;
          if (!movable) return;
          el.setAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown ArrowLeft ArrowRight');
          el.setAttribute('aria-description', 'Use the arrow keys to move this event');
          el.addEventListener('keydown', (keyEvent) => {
            const api = calendarRef.current?.getApi();
            const current = api?.getEventById(info.event.id);
            if (!api || !current?.start) return;
            const month = api.view.type === 'dayGridMonth';
            const step: Record<string, number> = {
              ArrowUp: month ? -7 * 24 * 60 : -SLOT_MINUTES,
              ArrowDown: month ? 7 * 24 * 60 : SLOT_MINUTES,
              ArrowLeft: -24 * 60,
              ArrowRight: 24 * 60,
            };
            const minutes = step[keyEvent.key];
            if (minutes === undefined) return;
            keyEvent.preventDefault();
            const start = new Date(current.start.getTime() + minutes * 60_000);
            const end = new Date((current.end ?? current.start).getTime() + minutes * 60_000);
            refocusId.current = current.id;
            void move(current, start, end, 'keyboard');
          });
        }}
      />
      {dayEntries && shownRange ? (
        shownDays.length ? (
          <DayList aria-label={`${shownRange.title}, by day`}>
            {shownDays.map((day) => (
              <li key={day} data-entries-date={day}>
                <p className="ds-calendar-entries-day" id={`${listId}-${day}`} tabIndex={-1}>
                  {`${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`}
                </p>
                <ul aria-labelledby={`${listId}-${day}`}>
                  {dayEntries.get(day)!.map((entry) => (
                    <li key={entry.key}>
                      <span className={`ds-calendar-dot${toneClass(entry)}`} aria-hidden="true" />
                      {opens(entry) ? (
                        <Button
                          variant="link"
                          size="sm"
                          data-event-id={entry.item.id}
                          onClick={() => latest.current.onEventClick?.(entry.item)}
                        >
                          {entry.text}
                        </Button>
                      ) : (
                        <span data-event-id={entry.item.id}>{entry.text}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </DayList>
        ) : (
          <p>{`Nothing on the calendar in ${shownRange.title}.`}</p>
        )
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Frame>
  );
}
