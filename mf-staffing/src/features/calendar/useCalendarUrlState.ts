import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultCalendarView } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { todayIn, type CalendarView } from '../../shared/lib/time';
import type { PickedPerson } from './components/PersonPicker';

const VIEWS: readonly CalendarView[] = ['week', 'day', 'month'];

/**
 * The calendar's view, date and person, kept in the URL (`?view=week&date=2026-11-23&person=tutor:7&name=...`). A URL
 * without a view opens on the design system's default: a day on a phone, a week otherwise (read once per visit).
 */
export function useCalendarUrlState() {
  const user = useCurrentUser();
  const timeZone = user?.timeZone;
  const [params, setParams] = useSearchParams();
  const [openingView] = useState(defaultCalendarView);
  const rawView = params.get('view') as CalendarView | null;
  const view: CalendarView = rawView && VIEWS.includes(rawView) ? rawView : openingView;
  const rawDate = params.get('date');
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : todayIn(timeZone);
  const [kind, id] = (params.get('person') ?? '').split(':');
  const self: PickedPerson | null =
    user && user.type === 'Tutor' && user.employeeId
      ? { id: user.employeeId, kind: 'tutor', name: user.fullName ?? 'Me' }
      : null;
  const person: PickedPerson | null =
    (kind === 'tutor' || kind === 'employee') && Number(id) > 0
      ? { id: Number(id), kind, name: params.get('name') ?? '' }
      : self;
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  return {
    view,
    date,
    person,
    timeZone,
    viewer: user?.type,
    isTutor: user?.type === 'Tutor',
    setView: (v: CalendarView) => update({ view: v }),
    setDate: (d: string) => update({ date: d }),
    setPerson: (p: PickedPerson | null) =>
      update(p ? { person: `${p.kind}:${p.id}`, name: p.name } : { person: null, name: null }),
  };
}
