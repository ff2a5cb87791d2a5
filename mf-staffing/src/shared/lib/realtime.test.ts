import { act, renderHook } from '@testing-library/react';
import { REALTIME_WINDOW_EVENT, dispatchRealtime } from '@tutoring/platform';
import { readScheduleChange, useScheduleChanges } from './realtime';

describe('realtime schedule changes', () => {
  it('OP-34: reads a user-change payload {type, id, data} carrying the item and its deleted flag', () => {
    expect(
      readScheduleChange({
        event: 'user-change',
        data: { type: 'Availability', id: 4, data: { id: 4, maxedOut: true, deleted: false } },
      }),
    ).toEqual({
      event: 'user-change',
      kind: 'availability',
      id: 4,
      deleted: false,
      item: { id: 4, maxedOut: true, deleted: false },
    });
    expect(
      readScheduleChange({ event: 'student-change', data: { id: 9, sessionId: 3, studentId: 2, deleted: true } })
        ?.deleted,
    ).toBe(true);
  });

  it("STF-29, OP-34: the server's envelope names the channel's subject; the item's own type gives the kind", () => {
    // As the API publishes a deleted session to a student: {type: 'Student', id, data: item}.
    expect(
      readScheduleChange({
        event: 'student-change',
        data: { type: 'Student', id: 7, data: { id: 7, type: 'Session', deleted: true } },
      }),
    ).toMatchObject({ kind: 'session', id: 7, deleted: true });
    // A student's new tutorings are no calendar item: nothing names their kind.
    expect(
      readScheduleChange({ event: 'student-change', data: { type: 'Student', id: 1, data: { id: 1, tutorings: [] } } })
        ?.kind,
    ).toBe('unknown');
  });

  it('X-04: ignores events that are not schedule changes', () => {
    expect(readScheduleChange({ event: 'new-notice', data: {} })).toBeNull();
    expect(readScheduleChange('nonsense')).toBeNull();
  });

  it('STF-29: listens to the window CustomEvent the shell dispatches while mounted', () => {
    const seen: number[] = [];
    const { unmount } = renderHook(() => useScheduleChanges((c) => seen.push(c.id ?? -1)));
    act(() => dispatchRealtime('user-change', { type: 'Session', id: 5, data: { id: 5 } }));
    unmount();
    act(() =>
      window.dispatchEvent(
        new CustomEvent(REALTIME_WINDOW_EVENT, { detail: { event: 'user-change', data: { id: 6 } } }),
      ),
    );
    expect(seen).toEqual([5]);
  });
});
