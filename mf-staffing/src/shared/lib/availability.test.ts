import { applyScheduleChange, seesLockedAvailabilities, visibleAvailabilities } from './availability';

const items = [
  { id: 1, locked: false },
  { id: 2, locked: true },
];

describe('availability visibility and live changes', () => {
  it('STF-27: students see only unlocked availabilities; tutors see all', () => {
    expect(visibleAvailabilities(items, 'Student').map((a) => a.id)).toEqual([1]);
    expect(visibleAvailabilities(items, 'Tutor').map((a) => a.id)).toEqual([1, 2]);
  });

  it('STF-27, OP-68: parents see what students see; staff see what tutors see', () => {
    expect(visibleAvailabilities(items, 'Parent').map((a) => a.id)).toEqual([1]);
    expect(visibleAvailabilities(items, 'Employee').map((a) => a.id)).toEqual([1, 2]);
    expect(seesLockedAvailabilities('Employee')).toBe(true);
  });

  it('STF-29: a deleted item is removed', () => {
    expect(applyScheduleChange(items, { id: 1, deleted: true, item: { id: 1 } }, 'Tutor').map((a) => a.id)).toEqual([
      2,
    ]);
  });

  it('STF-29: a maxed-out availability is removed for a student or parent, kept for a tutor', () => {
    const change = { id: 1, deleted: false, item: { id: 1, maxedOut: true } };
    expect(applyScheduleChange(items, change, 'Student', { availability: true }).map((a) => a.id)).toEqual([2]);
    expect(applyScheduleChange(items, change, 'Parent', { availability: true }).map((a) => a.id)).toEqual([2]);
    expect(applyScheduleChange(items, change, 'Tutor', { availability: true })).toEqual([
      { id: 1, locked: false, maxedOut: true },
      { id: 2, locked: true },
    ]);
  });

  it('STF-29: a changed item is updated in place and a new one is added', () => {
    const updated = applyScheduleChange(items, { id: 2, deleted: false, item: { id: 2, locked: false } }, 'Tutor');
    expect(updated[1]).toEqual({ id: 2, locked: false });
    expect(applyScheduleChange(items, { id: 3, deleted: false, item: { id: 3 } }, 'Tutor').map((a) => a.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
