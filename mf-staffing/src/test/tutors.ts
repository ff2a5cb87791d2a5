// The tutor search as the tutors page's tests see it: the page test and its dialog-failure test share it.
import { get, json, meta, server } from './support';

/** Tina (Gold, qualified) and Tom (Silver, not qualified). */
export const tutorRows = [
  {
    id: 7,
    firstName: 'Tina',
    lastName: 'Tutor',
    tier: { id: 1, name: 'Gold' },
    distance: 3.2,
    matches: 0,
    missingSessions: [],
    notQualified: false,
    acceptNewStudents: true,
  },
  {
    id: 8,
    firstName: 'Tom',
    lastName: 'Teacher',
    tier: { id: 2, name: 'Silver' },
    distance: 12.5,
    matches: 0,
    missingSessions: [],
    notQualified: true,
    acceptNewStudents: true,
  },
];

/** The tiers and `GET tutors.json` filtered by `query` over {@link tutorRows}. */
export function mockTutorSearch(): void {
  server.use(
    get('tiers', () =>
      json({
        tiers: [
          { id: 1, name: 'Gold' },
          { id: 2, name: 'Silver' },
        ],
      }),
    ),
    get('tutors.json', ({ url }) => {
      const q = (url.searchParams.get('query') ?? '').toLowerCase();
      const rows = tutorRows.filter((t) => `${t.firstName} ${t.lastName}`.toLowerCase().includes(q));
      return json({ tutors: rows, meta: meta(rows.length, Number(url.searchParams.get('per'))) });
    }),
  );
}

/** `GET tutors/7`: Tina's bio. */
export function mockTinaBio(): void {
  server.use(get('tutors/7', () => json({ tutor: { ...tutorRows[0], fullName: 'Tina Tutor' } })));
}
