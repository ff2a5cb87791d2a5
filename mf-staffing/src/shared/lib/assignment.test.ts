import { LOCATION_ONLINE, TUTOR_NOT_QUALIFIED } from '@tutoring/domain';
import {
  assignBlock,
  canUnassign,
  canUnassignAny,
  isAssignable,
  isSessionFull,
  matchesAmong,
  notQualifiedMessage,
  offersPrimaryChange,
  primaryAssignment,
  sessionLocation,
  sessionRowText,
  sessionsToAssign,
  unassignModalSessions,
  type StaffingSession,
} from './assignment';

const session = (id: number, extra: Partial<StaffingSession> = {}): StaffingSession => ({
  id,
  assignmentsCount: 0,
  employeesRequired: 1,
  assignments: [],
  ...extra,
});
const tutor = { id: 7, notQualified: false, missingSessions: [2] };

describe('assignment rules', () => {
  it('STF-14, OP-66: a session is assignable when not full and the employee is not missing for it', () => {
    expect(isAssignable(session(1), tutor)).toBe(true);
    expect(isAssignable(session(2), tutor)).toBe(false);
    expect(isAssignable(session(3, { assignmentsCount: 1, employeesRequired: 1 }), tutor)).toBe(false);
    expect(isAssignable(session(4, { assignmentsCount: 1, employeesRequired: 2 }), tutor)).toBe(true);
    expect(isSessionFull(session(5, { assignmentsCount: 2, employeesRequired: 2 }))).toBe(true);
    expect(isAssignable(session(6), { id: 7, missingSessions: [{ id: 6 }] })).toBe(false);
  });

  it('STF-14: a session can be unassigned only from an employee already assigned to it', () => {
    const s = session(1, { assignmentsCount: 1, assignments: [{ id: 11, employeeId: 7 }] });
    expect(canUnassign(s, 7)).toBe(true);
    expect(canUnassign(s, 8)).toBe(false);
    expect(canUnassign(s, null)).toBe(false);
  });

  it('STF-11: Assign is disabled while saving', () => {
    expect(assignBlock({ saving: true, candidate: tutor, selected: [session(1)] })).toBe('saving');
  });

  it('STF-11: Assign is disabled when several sessions are selected and the tutor matches none', () => {
    const full = session(3, { assignmentsCount: 1 });
    expect(assignBlock({ saving: false, candidate: tutor, selected: [session(2), full] })).toBe('no-match');
    expect(assignBlock({ saving: false, candidate: tutor, selected: [session(1), session(2)] })).toBeNull();
  });

  it('STF-11, STF-12: Assign is disabled for a tutor who is not qualified, with the message', () => {
    const unqualified = { ...tutor, notQualified: true };
    expect(assignBlock({ saving: false, candidate: unqualified, selected: [session(1)] })).toBe('not-qualified');
    expect(notQualifiedMessage(unqualified)).toBe(TUTOR_NOT_QUALIFIED);
    expect(notQualifiedMessage(tutor)).toBeNull();
  });

  it('STF-11: Assign is enabled for a qualified tutor matching a selected session', () => {
    expect(assignBlock({ saving: false, candidate: tutor, selected: [session(1)] })).toBeNull();
    expect(assignBlock({ saving: false, candidate: null, selected: [session(1)] })).toBe('no-candidate');
    expect(assignBlock({ saving: false, candidate: tutor, selected: [] })).toBe('no-selection');
  });

  it('STF-15, OP-50: Assign targets the selected assignable sessions; matches counts them', () => {
    const selected = [session(1), session(2), session(3, { assignmentsCount: 1 })];
    expect(sessionsToAssign(selected, tutor).map((s) => s.id)).toEqual([1]);
    expect(matchesAmong(selected, tutor)).toBe(1);
  });

  it('STF-20: Unassign needs a chosen tutor and a selected session with a removable assignment', () => {
    const assigned = session(1, { assignmentsCount: 1, assignments: [{ id: 11, employeeId: 7 }] });
    expect(canUnassignAny([assigned], 7)).toBe(true);
    expect(canUnassignAny([assigned], null)).toBe(false);
    expect(canUnassignAny([session(2)], 7)).toBe(false);
  });

  it('STF-19, OP-67: lists sessions still lacking a tutor plus those where the chosen tutor can be removed', () => {
    const open = session(1);
    const fullOther = session(2, { assignmentsCount: 1, assignments: [{ id: 21, employeeId: 9 }] });
    const fullMine = session(3, { assignmentsCount: 1, assignments: [{ id: 31, employeeId: 7 }] });
    expect(unassignModalSessions([open, fullOther, fullMine], 7).map((s) => s.id)).toEqual([1, 3]);
    expect(unassignModalSessions([open, fullOther, fullMine], null).map((s) => s.id)).toEqual([1]);
  });

  it('STF-21: offers the primary change only with more than one assignment, and finds the supervisor', () => {
    const two = session(1, {
      assignments: [
        { id: 1, employeeId: 7, supervisor: false },
        { id: 2, employeeId: 8, supervisor: true },
      ],
    });
    expect(offersPrimaryChange(two)).toBe(true);
    expect(offersPrimaryChange(session(2, { assignments: [{ id: 3, employeeId: 7 }] }))).toBe(false);
    expect(primaryAssignment(two)?.id).toBe(2);
  });

  it('STF-10, C-7: Location shows the place, or "Online" without one', () => {
    expect(sessionLocation(session(1, { place: { formatted: '1 Main St, Los Angeles' } }))).toBe(
      '1 Main St, Los Angeles',
    );
    expect(sessionLocation(session(1, { place: null }))).toBe(LOCATION_ONLINE);
    expect(LOCATION_ONLINE).toBe('Online');
  });

  it('STF-10: the six columns as text in the user time zone', () => {
    const s = session(1, {
      startsAt: '2026-11-23T23:00:00Z',
      endsAt: '2026-11-24T00:30:00Z',
      sessionType: { name: 'Group' },
      assignments: [
        { firstName: 'Tom', lastName: 'Teacher', supervisor: false },
        { firstName: 'Tina', lastName: 'Tutor', supervisor: true },
      ],
    });
    expect(sessionRowText(s, 'America/Los_Angeles')).toEqual({
      type: 'Group',
      day: 'Monday',
      date: '11/23/2026',
      time: '3:00pm - 4:30pm',
      tutors: 'Tina Tutor, Tom Teacher',
      location: 'Online',
    });
  });
});
