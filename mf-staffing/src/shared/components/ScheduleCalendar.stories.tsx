import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { CalendarView } from '../lib/time';
import { ScheduleCalendar, type CalendarEntry } from './ScheduleCalendar';

const entries: CalendarEntry[] = [
  {
    key: 's1',
    kind: 'session',
    title: 'Algebra Group',
    startsAt: '2026-11-24T23:00:00Z',
    endsAt: '2026-11-25T00:30:00Z',
  },
  {
    key: 'a1',
    kind: 'availability',
    title: 'Available',
    startsAt: '2026-11-23T17:00:00Z',
    endsAt: '2026-11-23T20:00:00Z',
  },
  { key: 'e1', kind: 'event', title: 'Team meeting', startsAt: '2026-11-26T18:00:00Z', endsAt: '2026-11-26T19:00:00Z' },
];

function Demo({ early = false }: { early?: boolean }) {
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState('2026-11-23');
  const list = early
    ? [
        ...entries,
        {
          key: 'x',
          kind: 'session' as const,
          title: 'Early bird',
          startsAt: '2026-11-25T11:00:00Z',
          endsAt: '2026-11-25T12:00:00Z',
        },
      ]
    : entries;
  return (
    <ScheduleCalendar
      label="Calendar of Tina Tutor"
      view={view}
      date={date}
      timeZone="America/Los_Angeles"
      entries={list}
      onViewChange={setView}
      onDateChange={setDate}
      primeHours={[{ date: '2026-11-23', hour: 15, duration: 180 }]}
    />
  );
}

const meta: Meta<typeof Demo> = { title: 'Staffing/ScheduleCalendar', component: Demo };
export default meta;
export const Week: StoryObj<typeof Demo> = {};
export const WidenedToMidnight: StoryObj<typeof Demo> = { args: { early: true } };
