import { readScheduleChange } from './realtime';
import { routeScheduleChange, type ScheduleListKind } from './liveSchedule';

const STAFF: ScheduleListKind[] = ['sessions', 'attendances', 'events', 'availabilities'];
const FAMILY: ScheduleListKind[] = ['sessions', 'events', 'availabilities'];
const change = (data: unknown) => readScheduleChange({ event: 'student-change', data })!;

describe('routeScheduleChange (STF-29): the one routing of live changes for both calendars', () => {
  it('STF-29: a calendar item is merged into its own kind of list', () => {
    expect(routeScheduleChange(change({ type: 'Student', id: 7, data: { id: 7, type: 'Session' } }), STAFF)).toEqual({
      kinds: ['sessions'],
      patch: { id: 7, deleted: false, item: { id: 7, type: 'Session' } },
    });
    expect(routeScheduleChange(change({ type: 'User', id: 4, data: { id: 4, maxedOut: true } }), FAMILY).kinds).toEqual(
      ['availabilities'],
    );
  });

  it('STF-29: a change naming no calendar item is never merged; every list is read again', () => {
    const tutorings = change({ type: 'Student', id: 1, data: { id: 1, tutorings: [] } });
    expect(routeScheduleChange(tutorings, STAFF)).toEqual({ kinds: STAFF, patch: null });
    expect(routeScheduleChange(tutorings, FAMILY)).toEqual({ kinds: FAMILY, patch: null });
  });

  it('STF-29: an attendance goes to the staff attendances; on the family calendar a deleted one removes its session', () => {
    const deleted = change({ id: 9, sessionId: 3, studentId: 2, deleted: true });
    expect(routeScheduleChange(deleted, STAFF)).toMatchObject({ kinds: ['attendances'], patch: { id: 9 } });
    expect(routeScheduleChange(deleted, FAMILY)).toEqual({
      kinds: ['sessions'],
      patch: { id: 3, deleted: true, item: { id: 3, sessionId: 3, studentId: 2, deleted: true } },
    });
    // A new or changed attendance may add a session the family did not have: the sessions are read again.
    expect(routeScheduleChange(change({ id: 9, sessionId: 3, studentId: 2 }), FAMILY)).toEqual({
      kinds: ['sessions'],
      patch: null,
    });
  });
});
