import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@tutoring/design-system';
import { calendarStartHour, formatTime } from '@tutoring/domain';
import { type CalendarView, hourLabel, shortDayLabel, stepDate, todayIn, visibleDays, zonedParts } from '../lib/time';

/** One item on the calendar. */
export interface CalendarEntry {
  key: string;
  kind: 'session' | 'attendance' | 'event' | 'availability';
  title: string;
  startsAt: string;
  endsAt?: string | null;
  allDay?: boolean | null;
  /** Opens the item (edit, details). */
  onSelect?: () => void;
}

/** A prime-hours band (STF-33). */
export interface PrimeHourBand {
  date: string;
  hour: number;
  duration: number;
}

/** Props of {@link ScheduleCalendar}. */
export interface ScheduleCalendarProps {
  /** Accessible name (e.g. "Calendar of Tina Tutor"). */
  label: string;
  view: CalendarView;
  date: string;
  timeZone?: string | null;
  entries: readonly CalendarEntry[];
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: string) => void;
  /** Prime hours to highlight (STF-33). */
  primeHours?: readonly PrimeHourBand[];
  /** DS-20: show all 24 hours. */
  force24h?: boolean;
  /** Makes every hour cell a button (e.g. create an availability there). */
  onSlot?: (date: string, hour: number) => void;
  /** Accessible name of an hour cell button. */
  slotLabel?: (date: string, hour: number) => string;
  /** Extra toolbar content. */
  toolbar?: ReactNode;
}

const HOUR_PX = 44;
const VIEWS: CalendarView[] = ['week', 'day', 'month'];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;
const Grid = styled.div<{ $days: number }>`
  display: grid;
  grid-template-columns: 56px repeat(${({ $days }) => $days}, minmax(90px, 1fr));
  border: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  overflow-x: auto;
`;
const HeadCell = styled.div`
  padding: ${({ theme }) => theme.space.xs};
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  small {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Gutter = styled.div`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    height: ${HOUR_PX}px;
    text-align: right;
    padding-right: ${({ theme }) => theme.space.xs};
  }
`;
const DayColumn = styled.div`
  position: relative;
  border-left: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;
const Slot = styled.button`
  display: block;
  width: 100%;
  height: ${HOUR_PX}px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  background: transparent;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.selected};
  }
`;
const SlotPlain = styled.div`
  height: ${HOUR_PX}px;
  border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;
const Prime = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-left: 3px solid ${({ theme }) => theme.colors.star};
  pointer-events: none;
`;
const Item = styled.button<{ $kind: CalendarEntry['kind'] }>`
  position: absolute;
  left: 4px;
  right: 4px;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-align: left;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $kind }) => ($kind === 'availability' ? theme.colors.onSuccess : $kind === 'event' ? theme.colors.onInfo : theme.colors.onPrimary)};
  background: ${({ theme, $kind }) => ($kind === 'availability' ? theme.colors.success : $kind === 'event' ? theme.colors.info : theme.colors.primary)};
  cursor: pointer;
`;
const AllDay = styled.div`
  font-size: ${({ theme }) => theme.typography.size.xs};
  padding: ${({ theme }) => theme.space.xxs};
`;
const MonthGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(90px, 1fr));
  border: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;
const MonthCell = styled.div<{ $muted: boolean }>`
  min-height: 90px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const minutesInDay = (iso: string, day: string, timeZone?: string | null): number | null => {
  const p = zonedParts(iso, timeZone);
  if (p.date < day) return 0;
  if (p.date > day) return 24 * 60;
  return p.hour * 60 + p.minute;
};

/** Whether an entry touches a day (in the zone). */
function onDay(entry: CalendarEntry, day: string, timeZone?: string | null): boolean {
  const start = zonedParts(entry.startsAt, timeZone).date;
  const end = entry.endsAt ? zonedParts(new Date(Date.parse(entry.endsAt) - 1), timeZone).date : start;
  return start <= day && day <= end;
}

/** Heading text of the visible range. */
export function rangeTitle(view: CalendarView, date: string): string {
  const days = visibleDays(view, date);
  if (view === 'month')
    return new Date(`${date.slice(0, 7)}-15T12:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const fmt = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
  return view === 'day' ? fmt(date) : `${fmt(days[0]!)} – ${fmt(days[days.length - 1]!)}`;
}

/**
 * STF-28, STF-30, STF-33, DS-19, DS-20: a week / day / month calendar. Week and day views start at 05:00, widening to
 * 00:00 when a timed item starts earlier or 24-hour view is forced; prime hours are highlighted. The design system
 * has no Calendar yet, so the remote keeps this one.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const {
    label,
    view,
    date,
    timeZone,
    entries,
    onViewChange,
    onDateChange,
    primeHours = [],
    force24h = false,
    onSlot,
    slotLabel,
    toolbar,
  } = props;
  const days = visibleDays(view, date);
  const startHour = calendarStartHour(
    entries.filter((e) => days.some((d) => onDay(e, d, timeZone))),
    force24h,
    timeZone,
  );
  const hours = Array.from({ length: 24 - startHour }, (_, i) => startHour + i);
  const primeLabel = (day: string) => {
    const band = primeHours.find((p) => p.date === day);
    return band
      ? `Prime hours ${hourLabel(band.hour)}–${hourLabel((band.hour + Math.round(band.duration / 60)) % 24)}`
      : null;
  };
  return (
    <section aria-label={label}>
      <Toolbar>
        <div role="group" aria-label="View">
          {VIEWS.map((v) => (
            <Button
              key={v}
              size="sm"
              variant={v === view ? 'primary' : 'secondary'}
              aria-pressed={v === view}
              onClick={() => onViewChange(v)}
            >
              {v}
            </Button>
          ))}
        </div>
        <Button size="sm" onClick={() => onDateChange(stepDate(view, date, -1))} aria-label="Previous">
          ‹
        </Button>
        <Button size="sm" onClick={() => onDateChange(todayIn(timeZone))}>
          Today
        </Button>
        <Button size="sm" onClick={() => onDateChange(stepDate(view, date, 1))} aria-label="Next">
          ›
        </Button>
        <h2>{rangeTitle(view, date)}</h2>
        {toolbar}
      </Toolbar>
      {view === 'month' ? (
        <MonthGrid role="grid" aria-label={`${label}, month`}>
          {days.map((day) => {
            const items = entries
              .filter((e) => onDay(e, day, timeZone))
              .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
            return (
              <MonthCell
                key={day}
                role="gridcell"
                aria-label={shortDayLabel(day)}
                $muted={day.slice(0, 7) !== date.slice(0, 7)}
              >
                <div>{Number(day.slice(8, 10))}</div>
                <ul>
                  {items.map((e) => (
                    <li key={e.key}>
                      {e.onSelect ? (
                        <Button variant="link" size="sm" onClick={e.onSelect}>
                          {e.allDay ? e.title : `${formatTime(e.startsAt, timeZone)} ${e.title}`}
                        </Button>
                      ) : e.allDay ? (
                        e.title
                      ) : (
                        `${formatTime(e.startsAt, timeZone)} ${e.title}`
                      )}
                    </li>
                  ))}
                </ul>
              </MonthCell>
            );
          })}
        </MonthGrid>
      ) : (
        <Grid $days={days.length} aria-label={`${label}, ${view}`} role="group" data-start-hour={startHour}>
          <HeadCell aria-hidden="true" />
          {days.map((day) => (
            <HeadCell key={day}>
              {shortDayLabel(day)}
              {primeLabel(day) ? <small>{primeLabel(day)}</small> : null}
              {entries
                .filter((e) => e.allDay && onDay(e, day, timeZone))
                .map((e) => (
                  <AllDay key={e.key}>{e.title}</AllDay>
                ))}
            </HeadCell>
          ))}
          <Gutter aria-hidden="true">
            {hours.map((h) => (
              <div key={h}>{hourLabel(h)}</div>
            ))}
          </Gutter>
          {days.map((day) => {
            const band = primeHours.find((p) => p.date === day);
            return (
              <DayColumn key={day} aria-label={shortDayLabel(day)} role="group">
                {band && band.hour >= startHour ? (
                  <Prime
                    data-testid={`prime-${day}`}
                    style={{ top: (band.hour - startHour) * HOUR_PX, height: (band.duration / 60) * HOUR_PX }}
                  />
                ) : null}
                {hours.map((h) =>
                  onSlot ? (
                    <Slot
                      key={h}
                      type="button"
                      aria-label={slotLabel ? slotLabel(day, h) : `${shortDayLabel(day)} ${hourLabel(h)}`}
                      onClick={() => onSlot(day, h)}
                    />
                  ) : (
                    <SlotPlain key={h} />
                  ),
                )}
                {entries
                  .filter((e) => !e.allDay && onDay(e, day, timeZone))
                  .map((e) => {
                    const start = minutesInDay(e.startsAt, day, timeZone) ?? 0;
                    const end = e.endsAt ? (minutesInDay(e.endsAt, day, timeZone) ?? start + 30) : start + 30;
                    const top = ((Math.max(start, startHour * 60) - startHour * 60) / 60) * HOUR_PX;
                    const height = Math.max(((end - Math.max(start, startHour * 60)) / 60) * HOUR_PX, 18);
                    const text = `${formatTime(e.startsAt, timeZone)}${e.endsAt ? ` - ${formatTime(e.endsAt, timeZone)}` : ''} ${e.title}`;
                    return (
                      <Item
                        key={e.key}
                        type="button"
                        $kind={e.kind}
                        style={{ top, height }}
                        onClick={e.onSelect}
                        aria-label={text}
                        data-kind={e.kind}
                      >
                        {text}
                      </Item>
                    );
                  })}
              </DayColumn>
            );
          })}
        </Grid>
      )}
    </section>
  );
}
