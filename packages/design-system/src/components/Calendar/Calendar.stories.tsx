import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Calendar, type CalendarItem } from './Calendar';

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

const meta: Meta<typeof Calendar> = {
  title: 'Scheduling/Calendar',
  component: Calendar,
  args: { events: sessions, availabilities },
};
export default meta;
type Story = StoryObj<typeof Calendar>;

export const Default: Story = {};
export const Month: Story = { args: { defaultView: 'month' } };
export const Day: Story = { args: { defaultView: 'day' } };
export const EarlyItemWidensTo24h: Story = {
  args: { events: [...sessions, { id: 'e', title: 'Early call', start: day(0, 4), end: day(0, 5) }] },
};
export const Forced24h: Story = { args: { force24h: true } };
export const MovableByDragOrKeyboard: Story = { render: () => <Movable /> };
