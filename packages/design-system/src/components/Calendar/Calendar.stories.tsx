import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Calendar, type CalendarBand, type CalendarItem, type CalendarView } from './Calendar';

const day = (offset: number, hour: number, minutes = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  d.setHours(hour, minutes, 0, 0);
  return d.toISOString();
};

const sessions: CalendarItem[] = [
  { id: '1', title: 'Algebra with Ann', start: day(0, 15), end: day(0, 16) },
  { id: '2', title: 'SAT prep (group)', start: day(1, 17), end: day(1, 18, 30) },
  { id: '3', title: 'Chemistry with Bo', start: day(2, 9), end: day(2, 10) },
];
const availabilities: CalendarItem[] = [
  { id: 'a1', title: 'Available', start: day(0, 13), end: day(0, 19) },
  { id: 'a2', title: 'Available', start: day(3, 8), end: day(3, 12) },
];

function Movable() {
  const [items, setItems] = useState(sessions);
  return (
    <Calendar
      events={items}
      availabilities={availabilities}
      onEventMove={(item, move) =>
        setItems((all) => all.map((e) => (e.id === item.id ? { ...e, start: move.start, end: move.end } : e)))
      }
      onEventClick={(item) => window.alert(item.title)}
    />
  );
}

const isoDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const primeHours: CalendarBand[] = [0, 1, 2].map((offset) => ({
  id: `p${offset}`,
  title: 'Prime hours 3pm–6pm',
  start: day(offset, 15),
  end: day(offset, 18),
}));

/** An availability screen (STF-26, STF-33): date and view kept by the page, prime-hour bands, a button per hour. */
function AvailabilityScreen() {
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState(isoDay(0));
  const [items, setItems] = useState<CalendarItem[]>(availabilities.map((a) => ({ ...a, tone: 'success' as const })));
  return (
    <Calendar
      label="Availability calendar"
      view={view}
      onViewChange={setView}
      date={date}
      onDateChange={setDate}
      events={[...sessions, ...items]}
      bands={primeHours}
      onSlotClick={(slot) =>
        setItems((all) => [
          ...all,
          {
            id: `new-${slot.start}`,
            title: 'Available',
            start: slot.start,
            end: new Date(Date.parse(slot.start) + 3_600_000).toISOString(),
            tone: 'success',
          },
        ])
      }
      slotLabel={(slot) => `Add availability ${slot.label}`}
      onEventClick={(item) => window.alert(item.title)}
    />
  );
}

/** A tutor's open times over a month: two on one day, some beside a session (the family schedule, STF-29). */
const monthOfAvailabilities: CalendarItem[] = [
  { id: 'm1', title: 'Available', start: day(0, 9), end: day(0, 12) },
  { id: 'm2', title: 'Available', start: day(2, 13), end: day(2, 17, 30) },
  { id: 'm3', title: 'Available', start: day(2, 18), end: day(2, 20) },
  { id: 'm4', title: 'Available', start: day(5, 8), end: day(5, 10) },
  { id: 'm5', title: 'Available', start: day(-3, 14), end: day(-3, 19) },
];

const meta: Meta<typeof Calendar> = {
  title: 'Scheduling/Calendar',
  component: Calendar,
  args: { events: sessions, availabilities },
};
export default meta;
type Story = StoryObj<typeof Calendar>;

export const Default: Story = {};
export const Month: Story = { args: { defaultView: 'month' } };
/**
 * The month view shows each availability on its day with its time range ("9:00am - 12:00pm Available"), in the tint
 * the week view draws behind the hours; it is read as text. In a phone's narrow day it wraps rather than being cut.
 */
export const MonthWithAvailabilities: Story = {
  args: { label: 'Schedule', defaultView: 'month', availabilities: monthOfAvailabilities },
};
/**
 * The same month at 390 px (a phone), where a day is too narrow for "10:00am": each day shows a dot per item, and the
 * items are listed below the grid under their days, in full ("3:00pm - 4:00pm Algebra with Ann"). A session is a button
 * (Tab, Enter, Space or a tap opens it); an availability is text, as in the other views. A tap on a day goes to its
 * items in the list.
 */
export const MonthWithAvailabilitiesOnAPhone: Story = {
  ...MonthWithAvailabilities,
  args: { ...MonthWithAvailabilities.args, onEventClick: (item) => window.alert(item.title) },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Day: Story = { args: { defaultView: 'day' } };
export const EarlyItemWidensTo24h: Story = {
  args: { events: [...sessions, { id: 'e', title: 'Early call', start: day(0, 4), end: day(0, 5) }] },
};
export const Forced24h: Story = { args: { force24h: true } };
export const MovableByDragOrKeyboard: Story = { render: () => <Movable /> };
export const AvailabilityWithPrimeHoursAndHourButtons: Story = { render: () => <AvailabilityScreen /> };
