import { useEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventApi, EventInput } from '@fullcalendar/core';
import styled from 'styled-components';
import { calendarStartHour, formatDate, formatTime, type DateTimeInput } from '@tutoring/domain';
import { useTimeZone } from '../../theme/TimeZoneContext';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { fromWallClock, toWallClock } from './time';

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
  /** Events (sessions, meetings). Focusable; Enter or click calls `onEventClick`. */
  events?: ReadonlyArray<CalendarItem>;
  /** Availabilities, shown as background blocks. */
  availabilities?: ReadonlyArray<CalendarItem>;
  /** Current view (controlled). */
  view?: CalendarView;
  /** Initial view. Default 'week'. */
  defaultView?: CalendarView;
  /** Called when the user switches view. */
  onViewChange?: (view: CalendarView) => void;
  /** Initially shown date (YYYY-MM-DD). Default today. */
  initialDate?: string;
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
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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
  .fc .fc-toolbar-title {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

function toInput(item: CalendarItem, zone: string | undefined, background: boolean): EventInput {
  return {
    id: item.id,
    title: item.title,
    start: toWallClock(item.start, zone),
    end: toWallClock(item.end, zone),
    allDay: item.allDay ?? false,
    // FullCalendar reads a present-but-undefined `editable` as false: only pass it when set.
    ...(background ? { editable: false } : item.editable === undefined ? {} : { editable: item.editable }),
    display: background ? 'background' : 'auto',
    extendedProps: { item },
  };
}

/**
 * DS-19, DS-20: the product calendar on FullCalendar's MIT plugins. Views "Week", "Day" and "Month" (labelled
 * buttons); the day starts at 05:00 and widens to 00:00 when an item starts earlier or `force24h` is set. Events are
 * focusable and open with Enter; every drag has a keyboard path (arrow keys on a focused event).
 */
export function Calendar({
  events = [],
  availabilities = [],
  view,
  defaultView = 'week',
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
  const refocusId = useRef<string | null>(null);
  const latest = useRef({ onEventClick, onEventMove, zone });
  latest.current = { onEventClick, onEventMove, zone };

  const startHour = calendarStartHour(
    [...events, ...availabilities].map((item) => ({ startsAt: item.start, allDay: item.allDay })),
    force24h,
    zone,
  );
  const inputs = useMemo(
    () => [...events.map((e) => toInput(e, zone, false)), ...availabilities.map((a) => toInput(a, zone, true))],
    [events, availabilities, zone],
  );

  useEffect(() => {
    if (view) calendarRef.current?.getApi().changeView(FC_VIEW[view]);
  }, [view]);

  // Two FullCalendar markup defects axe reports: the toolbar icons are role="img" without a name inside buttons that
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
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(frame, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'role'],
    });
    return () => observer.disconnect();
  }, []);

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

  return (
    <Frame ref={frameRef}>
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={FC_VIEW[view ?? defaultView]}
        initialDate={initialDate}
        timeZone="UTC"
        height={height}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridWeek,timeGridDay,dayGridMonth' }}
        buttonText={{ today: 'Today', week: 'Week', day: 'Day', month: 'Month' }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'Go to this $0' }}
        viewHint="$0 view"
        navLinkHint="Go to $0"
        slotMinTime={`${String(startHour).padStart(2, '0')}:00:00`}
        slotDuration={{ minutes: SLOT_MINUTES }}
        nowIndicator
        events={inputs}
        eventInteractive
        editable={Boolean(onEventMove)}
        eventDurationEditable={false}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          latest.current.onEventClick?.(info.event.extendedProps.item as CalendarItem);
        }}
        eventDrop={(info) => {
          void move(info.event, info.event.start as Date, (info.event.end ?? info.event.start) as Date, 'drag').then(
            (ok) => {
              if (!ok) info.revert();
            },
          );
        }}
        datesSet={(info) => {
          onRangeChange?.({ start: fromWallClock(info.start, zone), end: fromWallClock(info.end, zone) });
          const ours = OUR_VIEW[info.view.type];
          if (ours && ours !== view) onViewChange?.(ours);
        }}
        eventDidMount={(info) => {
          if (info.event.display === 'background') return;
          const el = info.el;
          el.dataset.eventId = info.event.id;
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
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Frame>
  );
}
