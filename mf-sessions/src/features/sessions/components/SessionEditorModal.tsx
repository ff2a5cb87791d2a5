import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { FIX_FORM_ERRORS, HOLIDAY_LABEL, SESSION_CHANGED, formatDate, weekdayOfIsoDate } from '@tutoring/domain';
import {
  buildSessionRows,
  isHoliday,
  sessionSaveToast,
  validateSessionEditor,
  type SessionEditorField,
  type SessionRow,
} from '@tutoring/domain/sessions';
import type { Session, SessionType } from '@tutoring/contract';
import {
  Alert,
  Button,
  Checkbox,
  DateInput,
  describeSaveError,
  FormField,
  Modal,
  NumberInput,
  Select,
  Spinner,
  TextInput,
  TimeInput,
  toast,
} from '@tutoring/design-system';
import { useAppName, useCurrentUser } from '@tutoring/platform';
import { useSessionQuery, useSessionTypes } from '../api/sessions-query';
import { instantIn, wallClockIn } from '@tutoring/domain';

/** Props of {@link SessionEditorModal}. */
export interface SessionEditorModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit this session (SES-28); without it the editor creates sessions. */
  sessionId?: number;
  /** Course of new sessions. */
  courseId?: number;
  /** Called with the saved sessions. */
  onSaved?: (sessions: Session[]) => void;
}

/** Field values as the inputs hold them. */
interface Fields {
  sessionTypeId: string;
  name: string;
  /** YYYY-MM-DD or '' */
  date: string;
  time: string;
  duration: string;
  employeesRequired: string;
  repeatWeeks: string;
  placeId: string;
  room: string;
}

interface Row extends SessionRow {
  key: string;
}

const EMPTY: Fields = {
  sessionTypeId: '',
  name: '',
  date: '',
  time: '',
  duration: '',
  employeesRequired: '1',
  repeatWeeks: '1',
  placeId: '',
  room: '',
};

/** Labels of the editor (SES-21, SES-24, SES-25). */
export const EDITOR_LABELS = {
  type: 'Type',
  name: 'Name',
  date: 'Date',
  time: 'Time',
  duration: 'Duration (minutes)',
  tutors: 'Tutors required',
  repeatWeeks: 'Repeat weeks',
  place: 'Place',
  room: 'Room',
  add: 'Add sessions',
  remove: 'Remove selected',
  apply: 'Apply to selected',
  save: 'Save',
  selectAll: 'Select all sessions',
} as const;

let rowSeq = 0;
const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
const numOrNull = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : Number(v);

function fieldsOf(session: Session, timeZone: string | null | undefined): Fields {
  const { date, time } = wallClockIn(session.startsAt, session.timezone ?? timeZone) ?? { date: '', time: '' };
  return {
    sessionTypeId: session.sessionTypeId
      ? String(session.sessionTypeId)
      : session.sessionType?.id
        ? String(session.sessionType.id)
        : '',
    name: session.name ?? '',
    date,
    time,
    duration: session.duration ? String(session.duration) : '',
    employeesRequired:
      session.employeesRequired === null || session.employeesRequired === undefined
        ? ''
        : String(session.employeesRequired),
    repeatWeeks: session.repeatWeeks ? String(session.repeatWeeks) : '1',
    placeId: session.placeId ? String(session.placeId) : '',
    room: session.room ?? '',
  };
}

/**
 * SES-21..SES-28: the session editor (xl, OP-23). New sessions: fields, "Add sessions" builds one row per repeat week
 * (holidays flagged "Holiday", never blocking), select-all, "Remove selected", "Apply to selected", "Save" saves every
 * row. Editing loads and saves one session. Place and room only for in-person types; tutors required hidden in the
 * tutor app. Invalid -> "Please fix the errors on the form.".
 */
export function SessionEditorModal({ open, onClose, sessionId, courseId, onSaved }: SessionEditorModalProps) {
  const user = useCurrentUser();
  const zone = user?.timeZone;
  const hideTutorsRequired = useAppName() === 'tutor';
  const editing = typeof sessionId === 'number';
  const existing = useSessionQuery(sessionId, open && editing);
  const types = useSessionTypes(open);
  const places = useQuery({
    queryKey: queryKeys.list('places', { per: 100 }),
    queryFn: ({ signal }) => api.places.list({ per: 100 }, { signal }),
    enabled: open,
  });
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SessionEditorField, string>>>({});
  const [formError, setFormError] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (editing && existing.data && !loaded) {
      setFields(fieldsOf(existing.data, zone));
      setLoaded(true);
    }
  }, [editing, existing.data, loaded, zone]);

  const typeList: SessionType[] = useMemo(() => types.data ?? [], [types.data]);
  const sessionType = typeList.find((t) => String(t.id) === fields.sessionTypeId) ?? null;
  const inPerson = sessionType?.online === false;
  const typeName = (id: string | number | null | undefined) => {
    const t = typeList.find((x) => String(x.id) === String(id));
    return t?.name ?? t?.sessionName ?? '';
  };
  const placeName = (id: string | number | null | undefined) =>
    places.data?.results.find((p) => String(p.id) === String(id))?.name ?? '';

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const check = (rowsSelected: boolean) => {
    const next = validateSessionEditor(fields, {
      rowsSelected,
      sessionType: sessionType ?? (fields.sessionTypeId ? {} : null),
      hideTutorsRequired,
    });
    setErrors(next);
    const ok = Object.keys(next).length === 0;
    setFormError(!ok);
    return ok;
  };
  const makeRows = (): Row[] => buildSessionRows(fields).map((r) => ({ ...r, key: `row-${(rowSeq += 1)}` }));

  const addSessions = () => {
    if (!check(false)) return;
    setRows((current) => [...current, ...makeRows()]);
  };
  const removeSelected = () => {
    setRows((current) => current.filter((r) => !selected.includes(r.key)));
    setSelected([]);
  };
  const applyToSelected = () => {
    if (selected.length === 0 || !check(true)) return;
    const copied: Partial<Fields> = {};
    for (const [k, v] of Object.entries(fields) as Array<[keyof Fields, string]>)
      if (v.trim() !== '' && k !== 'repeatWeeks') copied[k] = v;
    setRows((current) =>
      current.map((row) => {
        if (!selected.includes(row.key)) return row;
        const next: Row = { ...row, ...copied } as Row;
        if (copied.date) {
          next.isoDate = copied.date;
          next.date = formatDate(copied.date);
          next.day = weekdayOfIsoDate(copied.date);
          next.holiday = isHoliday(copied.date);
        }
        return next;
      }),
    );
  };

  const bodyOf = (row: {
    sessionTypeId?: unknown;
    name?: unknown;
    isoDate: string;
    time?: unknown;
    duration?: unknown;
    employeesRequired?: unknown;
    placeId?: unknown;
    room?: unknown;
  }) => {
    const startsAt = instantIn(row.isoDate, String(row.time ?? ''), zone)?.toISOString() ?? null;
    const duration = Number(row.duration);
    const rowType = typeList.find((t) => String(t.id) === String(row.sessionTypeId));
    const online = rowType?.online !== false;
    return {
      sessionTypeId: numOrNull(row.sessionTypeId as string),
      name: blankToNull(String(row.name ?? '')),
      title: blankToNull(String(row.name ?? '')) ?? rowType?.name ?? 'Session',
      startsAt,
      endsAt: startsAt ? new Date(Date.parse(startsAt) + duration * 60_000).toISOString() : null,
      duration,
      ...(hideTutorsRequired ? {} : { employeesRequired: numOrNull(row.employeesRequired as string) }),
      placeId: online ? null : numOrNull(row.placeId as string),
      room: online ? null : blankToNull(String(row.room ?? '')),
      timezone: zone ?? null,
      ...(courseId ? { courseId } : {}),
    };
  };

  const save = async () => {
    let toSave: Row[] = rows;
    if (editing) {
      if (!check(false)) return;
    } else if (rows.length === 0) {
      if (!check(false)) return;
      toSave = makeRows();
    }
    setSaving(true);
    const saved: Session[] = [];
    const savedKeys: string[] = [];
    try {
      if (editing) {
        saved.push(
          await api.sessions.update(sessionId, bodyOf({ ...fields, isoDate: fields.date }), { handleErrors: false }),
        );
      } else {
        for (const row of toSave) {
          saved.push(await api.sessions.create(bodyOf(row), { handleErrors: false }));
          savedKeys.push(row.key);
        }
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
      toast.success(editing ? SESSION_CHANGED : sessionSaveToast(saved.length));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const text = describeSaveError(error);
      toast.error(text.title, text.message);
      if (!editing) {
        // The rows saved before the failure leave the list (saving again must not duplicate them); the rest stay to fix.
        setRows(toSave.filter((r) => !savedKeys.includes(r.key)));
        setSelected((keys) => keys.filter((k) => !savedKeys.includes(k)));
        if (saved.length > 0) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
          onSaved?.(saved);
        }
      }
    } finally {
      setSaving(false);
    }
  };

  if (!open) return null;
  const loading = editing && !loaded;
  const allSelected = rows.length > 0 && selected.length === rows.length;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={editing ? 'Edit session' : 'New sessions'}
      footer={
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          {EDITOR_LABELS.save}
        </Button>
      }
    >
      {loading ? (
        <Spinner label="Loading session" />
      ) : (
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Session fields">
          {formError ? <Alert>{FIX_FORM_ERRORS}</Alert> : null}
          <FormField label={EDITOR_LABELS.type} required error={errors.sessionTypeId}>
            <Select
              placeholder="Select a type"
              options={typeList.map((t) => ({ value: String(t.id), label: t.name ?? t.sessionName ?? String(t.id) }))}
              value={fields.sessionTypeId}
              onChange={(e) => set('sessionTypeId')(e.target.value)}
            />
          </FormField>
          <FormField label={EDITOR_LABELS.name} error={errors.name}>
            <TextInput value={fields.name} onChange={(e) => set('name')(e.target.value)} />
          </FormField>
          <FormField label={EDITOR_LABELS.date} error={errors.date}>
            <DateInput value={fields.date || null} onChange={(v) => set('date')(v ?? '')} />
          </FormField>
          <FormField label={EDITOR_LABELS.time} error={errors.time}>
            <TimeInput value={fields.time} onChange={(e) => set('time')(e.target.value)} />
          </FormField>
          <FormField label={EDITOR_LABELS.duration} required error={errors.duration}>
            <NumberInput value={fields.duration} onChange={(e) => set('duration')(e.target.value)} />
          </FormField>
          {hideTutorsRequired ? null : (
            <FormField label={EDITOR_LABELS.tutors} required error={errors.employeesRequired}>
              <NumberInput
                value={fields.employeesRequired}
                onChange={(e) => set('employeesRequired')(e.target.value)}
              />
            </FormField>
          )}
          {editing ? null : (
            <FormField label={EDITOR_LABELS.repeatWeeks} error={errors.repeatWeeks}>
              <NumberInput value={fields.repeatWeeks} onChange={(e) => set('repeatWeeks')(e.target.value)} />
            </FormField>
          )}
          {inPerson ? (
            <>
              <FormField label={EDITOR_LABELS.place} required error={errors.placeId}>
                <Select
                  placeholder="Select a place"
                  options={(places.data?.results ?? []).map((p) => ({
                    value: String(p.id),
                    label: p.name ?? p.formatted ?? String(p.id),
                  }))}
                  value={fields.placeId}
                  onChange={(e) => set('placeId')(e.target.value)}
                />
              </FormField>
              <FormField label={EDITOR_LABELS.room} error={errors.room}>
                <TextInput value={fields.room} onChange={(e) => set('room')(e.target.value)} />
              </FormField>
            </>
          ) : null}
          {editing ? null : (
            <div>
              <Button onClick={addSessions}>{EDITOR_LABELS.add}</Button>{' '}
              <Button onClick={removeSelected} disabled={selected.length === 0}>
                {EDITOR_LABELS.remove}
              </Button>{' '}
              <Button onClick={applyToSelected} disabled={selected.length === 0}>
                {EDITOR_LABELS.apply}
              </Button>
            </div>
          )}
        </form>
      )}
      {!editing && rows.length > 0 ? (
        <table aria-label="Sessions to save">
          <thead>
            <tr>
              <th scope="col">
                <Checkbox
                  aria-label={EDITOR_LABELS.selectAll}
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() => setSelected(allSelected ? [] : rows.map((r) => r.key))}
                />
              </th>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Day</th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Tutors</th>
              <th scope="col">Location</th>
              <th scope="col">Alerts</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rowType = typeList.find((t) => String(t.id) === String(row.sessionTypeId));
              return (
                <tr key={row.key}>
                  <td>
                    <Checkbox
                      aria-label={`Select ${row.date}`}
                      checked={selected.includes(row.key)}
                      onChange={(e) =>
                        setSelected((s) => (e.target.checked ? [...s, row.key] : s.filter((k) => k !== row.key)))
                      }
                    />
                  </td>
                  <td>{typeName(row.sessionTypeId)}</td>
                  <td>{row.name ?? ''}</td>
                  <td>{row.day}</td>
                  <td>{row.date}</td>
                  <td>{row.time ?? ''}</td>
                  <td>{hideTutorsRequired ? '' : String(row.employeesRequired ?? '')}</td>
                  <td>
                    {rowType?.online === false
                      ? [placeName(row.placeId), row.room].filter(Boolean).join(', ')
                      : 'Online'}
                  </td>
                  <td>{row.holiday ? <strong data-alert="holiday">{HOLIDAY_LABEL}</strong> : null}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </Modal>
  );
}
