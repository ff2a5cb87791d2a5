import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CandidateList, type CandidateRow } from './CandidateList';

const sessions = [
  { id: 1, startsAt: '2026-11-23T23:00:00Z' },
  { id: 2, startsAt: '2026-11-30T23:00:00Z' },
];
const candidates: CandidateRow[] = [
  {
    id: 7,
    firstName: 'Tina',
    lastName: 'Tutor',
    tier: { name: 'Gold' },
    distance: 3.2,
    matches: 2,
    missingSessions: [],
    notQualified: false,
  },
  {
    id: 8,
    firstName: 'Tom',
    lastName: 'Teacher',
    tier: { name: 'Silver' },
    distance: 12.5,
    matches: 0,
    missingSessions: [1, 2],
    notQualified: false,
  },
  {
    id: 9,
    firstName: 'Uma',
    lastName: 'Unqualified',
    tier: null,
    distance: null,
    matches: 0,
    missingSessions: [],
    notQualified: true,
  },
];

function Demo() {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <CandidateList
      caption="Tutor candidates"
      candidates={candidates}
      chosenId={chosen}
      onChoose={(c) => setChosen(c.id)}
      sessions={sessions}
      timeZone="America/Los_Angeles"
    />
  );
}

const meta: Meta<typeof Demo> = { title: 'Staffing/CandidateList', component: Demo };
export default meta;
export const Default: StoryObj<typeof Demo> = {};
