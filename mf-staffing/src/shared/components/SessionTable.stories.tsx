import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SessionTable } from './SessionTable';

const sessions = [
  {
    id: 1,
    startsAt: '2026-11-23T23:00:00Z',
    endsAt: '2026-11-24T00:30:00Z',
    sessionType: { name: 'Group Class' },
    assignments: [{ firstName: 'Tina', lastName: 'Tutor', supervisor: true }],
    place: null,
  },
  {
    id: 2,
    startsAt: '2026-11-25T18:00:00Z',
    endsAt: '2026-11-25T19:00:00Z',
    sessionType: { name: 'In-Person Tutoring' },
    assignments: [],
    place: { formatted: '100 Main St, Los Angeles, CA 90012' },
  },
];

function Demo() {
  const [selected, setSelected] = useState<number[]>([1]);
  return (
    <SessionTable
      caption="Sessions to staff"
      sessions={sessions}
      selectedIds={selected}
      onSelectionChange={setSelected}
      timeZone="America/Los_Angeles"
    />
  );
}

const meta: Meta<typeof Demo> = { title: 'Staffing/SessionTable', component: Demo };
export default meta;
export const Default: StoryObj<typeof Demo> = {};
