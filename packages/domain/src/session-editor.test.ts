import {
  buildSessionRows,
  matchesSessionQuickFilter,
  minimumSessionDuration,
  sessionSaveToast,
  showAttendeeNames,
  tutorLine,
  validateSessionEditor,
  type SessionEditorFields,
} from '../sessions';

const inPerson = { online: false, defaultDuration: 30 };
const online = { online: true };
const valid: SessionEditorFields = {
  sessionTypeId: 3,
  name: 'SAT Prep',
  date: '03/10/2027',
  time: '15:30',
  duration: 60,
  employeesRequired: 1,
  repeatWeeks: 4,
  placeId: 9,
  room: 'B12',
};

describe('validateSessionEditor', () => {
  it('SES-22: a complete in-person session passes', () => {
    expect(validateSessionEditor(valid, { sessionType: inPerson })).toEqual({});
  });

  it('SES-22: type, date, time, duration and tutors required are required', () => {
    expect(validateSessionEditor({}, { sessionType: online })).toEqual({
      sessionTypeId: 'Required',
      date: 'Required',
      time: 'Required',
      duration: 'Required',
      employeesRequired: 'Required',
    });
  });

  it('SES-22, SES-25: date and time are not required while rows are selected', () => {
    const errors = validateSessionEditor({ ...valid, date: '', time: '' }, { rowsSelected: true, sessionType: online });
    expect(errors).toEqual({});
  });

  it('SES-22, DS-22: a date in another shape is refused', () => {
    expect(validateSessionEditor({ ...valid, date: '3/10/27' }, { sessionType: online }).date).toBe(
      'Please enter a date as MM/DD/YYYY',
    );
  });

  it('SES-22, OP-16: duration lies between the type default and 600 minutes', () => {
    expect(validateSessionEditor({ ...valid, duration: 29 }, { sessionType: inPerson }).duration).toBe(
      'Must be between 30 and 600',
    );
    expect(validateSessionEditor({ ...valid, duration: 601 }, { sessionType: inPerson }).duration).toBe(
      'Must be between 30 and 600',
    );
    expect(validateSessionEditor({ ...valid, duration: 600 }, { sessionType: inPerson }).duration).toBeUndefined();
    expect(validateSessionEditor({ ...valid, duration: 14 }, { sessionType: online }).duration).toBe(
      'Must be between 15 and 600',
    );
  });

  it('OP-16: the minimum duration falls back to 15 minutes', () => {
    expect(minimumSessionDuration({ defaultDuration: 45 })).toBe(45);
    expect(minimumSessionDuration({})).toBe(15);
    expect(minimumSessionDuration(null)).toBe(15);
  });

  it('SES-22: tutors required 0 to 20', () => {
    expect(validateSessionEditor({ ...valid, employeesRequired: 0 }, { sessionType: online })).toEqual({});
    expect(validateSessionEditor({ ...valid, employeesRequired: 21 }, { sessionType: online }).employeesRequired).toBe(
      'Must be between 0 and 20',
    );
  });

  it('SES-23: the hidden tutors-required field is not validated in the tutor app', () => {
    expect(
      validateSessionEditor({ ...valid, employeesRequired: null }, { sessionType: online, hideTutorsRequired: true }),
    ).toEqual({});
  });

  it('SES-22: repeat weeks 1 to 52', () => {
    expect(validateSessionEditor({ ...valid, repeatWeeks: 0 }, { sessionType: online }).repeatWeeks).toBe(
      'Must be between 1 and 52',
    );
    expect(validateSessionEditor({ ...valid, repeatWeeks: 53 }, { sessionType: online }).repeatWeeks).toBe(
      'Must be between 1 and 52',
    );
    expect(validateSessionEditor({ ...valid, repeatWeeks: 52 }, { sessionType: online }).repeatWeeks).toBeUndefined();
  });

  it('SES-22: place required and room at most 50 characters for in-person types only', () => {
    expect(validateSessionEditor({ ...valid, placeId: null, room: 'x'.repeat(51) }, { sessionType: inPerson })).toEqual(
      {
        placeId: 'Required',
        room: 'Maximum 50 characters',
      },
    );
    expect(validateSessionEditor({ ...valid, placeId: null, room: '' }, { sessionType: online })).toEqual({});
  });

  it('SES-22: session name at most 20 characters', () => {
    expect(validateSessionEditor({ ...valid, name: 'x'.repeat(21) }, { sessionType: online }).name).toBe(
      'Maximum 20 characters',
    );
    expect(validateSessionEditor({ ...valid, name: 'x'.repeat(20) }, { sessionType: online }).name).toBeUndefined();
  });
});

describe('buildSessionRows', () => {
  it('SES-24, OP-71: one row per week for repeatWeeks weeks, starting on the chosen date, carrying the fields', () => {
    const rows = buildSessionRows({ ...valid, date: '03/10/2027', repeatWeeks: 3 });
    expect(rows.map((r) => [r.isoDate, r.date, r.day])).toEqual([
      ['2027-03-10', '03/10/2027', 'Wednesday'],
      ['2027-03-17', '03/17/2027', 'Wednesday'],
      ['2027-03-24', '03/24/2027', 'Wednesday'],
    ]);
    expect(rows.every((r) => r.time === '15:30' && r.duration === 60 && r.name === 'SAT Prep')).toBe(true);
    expect(rows.map((r) => r.week)).toEqual([0, 1, 2]);
  });

  it('SES-24: rows keep the weekday across the daylight-saving change in every zone', () => {
    const rows = buildSessionRows({ date: '2027-03-07', repeatWeeks: 2 });
    expect(rows.map((r) => r.isoDate)).toEqual(['2027-03-07', '2027-03-14']);
    expect(rows.map((r) => r.day)).toEqual(['Sunday', 'Sunday']);
  });

  it('SES-26, DOM-15: flags rows that fall on a holiday without dropping them', () => {
    const rows = buildSessionRows({ date: '11/18/2027', repeatWeeks: 3 });
    expect(rows.map((r) => [r.isoDate, r.holiday])).toEqual([
      ['2027-11-18', false],
      ['2027-11-25', true],
      ['2027-12-02', false],
    ]);
  });

  it('OP-71: repeat weeks default to 1 and are capped at 52; no rows without a date', () => {
    expect(buildSessionRows({ date: '03/10/2027' })).toHaveLength(1);
    expect(buildSessionRows({ date: '03/10/2027', repeatWeeks: 99 })).toHaveLength(52);
    expect(buildSessionRows({ date: '', repeatWeeks: 3 })).toEqual([]);
    expect(buildSessionRows({ date: '31/03/2027', repeatWeeks: 3 })).toEqual([]);
  });
});

describe('session texts', () => {
  it('SES-27, OP-27: one changed session -> "Successfully changed session."', () => {
    expect(sessionSaveToast(1)).toBe('Successfully changed session.');
  });

  it('SES-27, OP-27: several -> "Successfully changed sesions" (typo kept)', () => {
    expect(sessionSaveToast(2)).toBe('Successfully changed sesions');
    expect(sessionSaveToast(12)).toBe('Successfully changed sesions');
  });

  it('SES-12: the tutor line is first name and last initial, or "not assigned"', () => {
    expect(tutorLine({ firstName: 'Maria', lastInitial: 'S' })).toBe('Maria S.');
    expect(tutorLine({ firstName: 'Maria', lastInitial: 'S.' })).toBe('Maria S.');
    expect(tutorLine(null)).toBe('not assigned');
  });

  it('SES-13, DOM-39: names are listed up to 6 attendees, above that only the count', () => {
    expect(showAttendeeNames(6)).toBe(true);
    expect(showAttendeeNames(7)).toBe(false);
  });
});

describe('session quick filters', () => {
  const now = '2027-03-10T20:00:00Z';
  const session = {
    startsAt: '2027-03-11T02:00:00Z',
    endsAt: '2027-03-11T03:00:00Z',
    assignmentsCount: 0,
    employeesRequired: 1,
    sessionType: { online: true },
  };

  it('OP-40: problem sessions start within 24 h and lack a tutor or a place', () => {
    expect(matchesSessionQuickFilter(session, 'problem_sessions', now)).toBe(true);
    expect(matchesSessionQuickFilter({ ...session, assignmentsCount: 1 }, 'problem_sessions', now)).toBe(false);
    expect(
      matchesSessionQuickFilter(
        { ...session, assignmentsCount: 1, sessionType: { online: false } },
        'problem_sessions',
        now,
      ),
    ).toBe(true);
    expect(matchesSessionQuickFilter({ ...session, startsAt: '2027-03-12T02:00:00Z' }, 'problem_sessions', now)).toBe(
      false,
    );
  });

  it('OP-40: all live sessions are running now', () => {
    expect(matchesSessionQuickFilter(session, 'all_live_sessions', '2027-03-11T02:30:00Z')).toBe(true);
    expect(matchesSessionQuickFilter(session, 'all_live_sessions', now)).toBe(false);
  });

  it("OP-40: todays sessions start today in the user's zone", () => {
    expect(matchesSessionQuickFilter(session, 'todays_sessions', now, 'America/Los_Angeles')).toBe(true);
    expect(matchesSessionQuickFilter(session, 'todays_sessions', now, 'UTC')).toBe(false);
  });

  it('OP-40: unassigned sessions have no assignment', () => {
    expect(matchesSessionQuickFilter(session, 'unassigned', now)).toBe(true);
    expect(matchesSessionQuickFilter({ ...session, assignmentsCount: 2 }, 'unassigned', now)).toBe(false);
  });
});
