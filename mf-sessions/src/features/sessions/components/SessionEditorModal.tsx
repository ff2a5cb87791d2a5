import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { formatDate, formatTime } from '@tutoring/domain';
import {
  HOLIDAY_LABEL,
  SESSION_CHANGED,
  instantIn,
  validateTimeExists,
  wallClockIn,
  weekdayOfIsoDate,
} from '@tutoring/domain/areas';
import {
  buildSessionRows,
  isHoliday,
  sessionSaveToast,
  validateSessionEditor,
  type SessionRow,
} from '@tutoring/domain/sessions';
import { z, type Session, type SessionType } from '@tutoring/contract';
import type { SessionCreateSchema } from '@tutoring/contract/writes';
import { Button, Checkbox, FormField, Select, TextInput, toast } from '@tutoring/design-system';
import { DateInput, FormModal, NumberInput, TimeInput, useFillOnce } from '@tutoring/design-system/forms';
import { useAppName, useCurrentUser } from '@tutoring/platform';
import { referenceQueries } from '../../../shared/api/reference';
import { timesNote } from '../../../shared/lib/timesNote';
import { sessionQueries, useCreateSessions, useUpdateSession } from '../api/sessions';

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

/** The form: the fields and the rows "Add sessions" built (an editable list, SES-24, SES-25). */
interface Values extends Fields {
  rows: SessionRow[];
}

/** What the editor's check is for: adding rows, applying to selected rows (no date and time needed), saving. */
type Action = 'add' | 'apply' | 'save';

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

const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
const numOrNull = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : Number(v);

/**
 * The fields of a session being edited. Its date and time read on the user's wall clock, the zone every screen shows
 * the session in and the editor saves it in (reading them in the session's own zone moved an unchanged session when
 * the two differed).
 */
function fieldsOf(session: Session, timeZone: string | null | undefined): Fields {
  const { date, time } = wallClockIn(session.startsAt, timeZone) ?? { date: '', time: '' };
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

/** What the editor's check needs besides the values (read when it runs). */
interface EditorContext {
  action: Action;
  sessionType: SessionType | null;
  hideTutorsRequired: boolean;
  editing: boolean;
  /** The user's zone, in which the date and time are typed. */
  timeZone: string | null | undefined;
  /** Indexes of the rows checked ("Apply to selected"). */
  selectedRows: number[];
}

/**
 * The dates and times the action would save: the one session edited, one per repeat week ("Add sessions", or "Save"
 * without rows), or the checked rows with the fields' date and time applied over theirs ("Apply to selected").
 */
function timesToSave(values: Values, { action, editing, selectedRows }: EditorContext): Array<[string, string]> {
  const date = values.date.trim();
  const time = values.time.trim();
  if (action === 'apply')
    return selectedRows.flatMap((i) => {
      const row = values.rows[i];
      return row ? [[date || row.isoDate, time || String(row.time ?? '')] as [string, string]] : [];
    });
  if (editing) return [[date, time]];
  return buildSessionRows(values).map((row) => [row.isoDate, time]);
}

/**
 * The editor's schema: the domain's session editor rules (SES-22, OP-16: type required, duration between the type's
 * default and 600, tutors 0..20, repeat weeks 1..52, place for in-person types, name at most 20, room at most 50) on
 * the fields, for the action under way; saving rows already added checks nothing more (each row passed when added).
 * A time the user's clocks skip on one of the dates (the daylight-saving gap) is refused on the Time field, naming
 * the date, instead of being saved an hour later. The bodies sent are the contract's session bodies.
 */
const editorSchema = (context: () => EditorContext) =>
  z.looseObject({ rows: z.array(z.looseObject({})) }).check(
    z.superRefine((values, ctx) => {
      const current = context();
      const { action, sessionType, hideTutorsRequired, editing, timeZone } = current;
      if (action === 'save' && !editing && values.rows.length > 0) return;
      const errors = validateSessionEditor(values as unknown as Fields, {
        rowsSelected: action === 'apply',
        sessionType: sessionType ?? ((values as unknown as Fields).sessionTypeId ? {} : null),
        hideTutorsRequired,
      });
      for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
      if (errors.date || errors.time) return;
      for (const [date, time] of timesToSave(values as unknown as Values, current)) {
        const message = validateTimeExists(date, time, timeZone);
        if (message) {
          ctx.addIssue({ code: 'custom', path: ['time'], message });
          return;
        }
      }
    }),
  );

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
  const existing = useQuery({ ...sessionQueries.detail(sessionId ?? -1), enabled: open && editing });
  const types = useQuery({ ...referenceQueries.sessionTypes(), enabled: open });
  const places = useQuery({ ...referenceQueries.places(), enabled: open });
  const update = useUpdateSession();
  const create = useCreateSessions();
  const typeList: SessionType[] = useMemo(() => types.data ?? [], [types.data]);
  const context = useRef<Pick<EditorContext, 'action' | 'sessionType' | 'timeZone' | 'selectedRows'>>({
    action: 'save',
    sessionType: null,
    timeZone: zone,
    selectedRows: [],
  });
  const form = useForm<Values>({
    resolver: zodResolver(editorSchema(() => ({ ...context.current, hideTutorsRequired, editing }))) as never,
    defaultValues: { ...EMPTY, rows: [] },
  });
  const { control, register, watch, getValues, trigger } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const [version, keepVersion] = useOpenedVersion('sessions');
  /** The session as the edit form was filled from it: what the user did not change is kept as it was. */
  const filledFrom = useRef<Session | null>(null);
  const loaded = useFillOnce(
    form,
    editing ? existing.data : null,
    (session) => ({ ...fieldsOf(session, zone), rows: [] }),
    (session) => {
      filledFrom.current = session;
      keepVersion(session);
    },
  );
  /** Field-array ids of the checked rows. */
  const [selected, setSelected] = useState<string[]>([]);

  const sessionTypeId = watch('sessionTypeId');
  const sessionType = typeList.find((t) => String(t.id) === sessionTypeId) ?? null;
  context.current.sessionType = sessionType;
  context.current.timeZone = zone;
  context.current.selectedRows = rows.fields.flatMap((f, i) => (selected.includes(f.id) ? [i] : []));
  const inPerson = sessionType?.online === false;
  const typeName = (id: string | number | null | undefined) => {
    const t = typeList.find((x) => String(x.id) === String(id));
    return t?.name ?? t?.sessionName ?? '';
  };
  const placeName = (id: string | number | null | undefined) =>
    places.data?.results.find((p) => String(p.id) === String(id))?.name ?? '';

  /** Checks the fields for `action` (messages on the fields); the next submit is a save again. */
  const check = async (action: Action) => {
    context.current.action = action;
    try {
      return await trigger();
    } finally {
      context.current.action = 'save';
    }
  };
  const fieldValues = (): Fields => {
    const { rows: _rows, ...fields } = getValues();
    return fields;
  };

  const addSessions = async () => {
    if (!(await check('add'))) return;
    rows.append(buildSessionRows(fieldValues()));
  };
  const removeSelected = () => {
    rows.remove(rows.fields.flatMap((f, i) => (selected.includes(f.id) ? [i] : [])));
    setSelected([]);
  };
  const applyToSelected = async () => {
    if (selected.length === 0 || !(await check('apply'))) return;
    const copied: Partial<Fields> = {};
    for (const [k, v] of Object.entries(fieldValues()) as Array<[keyof Fields, string]>)
      if (v.trim() !== '' && k !== 'repeatWeeks') copied[k] = v;
    const current = getValues('rows');
    rows.fields.forEach((f, i) => {
      if (!selected.includes(f.id)) return;
      const next: SessionRow = { ...current[i]!, ...copied };
      if (copied.date) {
        next.isoDate = copied.date;
        next.date = formatDate(copied.date);
        next.day = weekdayOfIsoDate(copied.date);
        next.holiday = isHoliday(copied.date);
      }
      rows.update(i, next);
    });
  };

  /** The contract's session body of a row (or of the fields, when editing). */
  const bodyOf = (row: Fields & { isoDate: string }): z.input<typeof SessionCreateSchema> => {
    const startsAt = instantIn(row.isoDate, String(row.time ?? ''), zone)?.toISOString() ?? '';
    const duration = Number(row.duration);
    const rowType = typeList.find((t) => String(t.id) === String(row.sessionTypeId));
    const online = rowType?.online !== false;
    const tutors = numOrNull(row.employeesRequired);
    return {
      sessionTypeId: numOrNull(row.sessionTypeId),
      name: blankToNull(String(row.name ?? '')),
      title: blankToNull(String(row.name ?? '')) ?? rowType?.name ?? 'Session',
      startsAt,
      ...(startsAt ? { endsAt: new Date(Date.parse(startsAt) + duration * 60_000).toISOString() } : {}),
      duration,
      ...(hideTutorsRequired || tutors === null ? {} : { employeesRequired: tutors }),
      placeId: online ? null : numOrNull(row.placeId),
      room: online ? null : blankToNull(String(row.room ?? '')),
      ...(zone ? { timezone: zone } : {}),
      ...(courseId ? { courseId } : {}),
    };
  };

  /**
   * The body of an edit (SES-28): the fields, keeping what the user did not change. The title changes only with a
   * new (non-empty) name, as a new session is titled by its name; a session without a name keeps its own title (the
   * type's name replaced it). The session keeps its time zone (the editor's zone is only the one the date and time
   * are typed in), and an unchanged date and time keep the exact start.
   */
  const editBodyOf = (fields: Fields): z.input<typeof SessionCreateSchema> => {
    const { title: _title, timezone: _timezone, ...body } = bodyOf({ ...fields, isoDate: fields.date });
    const before = filledFrom.current;
    if (!before) return body;
    const was = fieldsOf(before, zone);
    const kept = Date.parse(before.startsAt ?? '');
    if (fields.date === was.date && fields.time === was.time && Number.isFinite(kept)) {
      body.startsAt = new Date(kept).toISOString();
      body.endsAt = new Date(kept + Number(fields.duration) * 60_000).toISOString();
    }
    const name = blankToNull(fields.name);
    return name !== null && name !== blankToNull(was.name) ? { ...body, title: name } : body;
  };

  const save = async (values: Values): Promise<Session[]> => {
    if (editing) {
      const { rows: _rows, ...fields } = values;
      return [await update.mutateAsync({ id: sessionId, body: editBodyOf(fields), ifMatch: version })];
    }
    const toSave = values.rows.length > 0 ? values.rows : buildSessionRows(fieldValues());
    const saved: Session[] = [];
    try {
      await create.mutateAsync({ bodies: toSave.map((row) => bodyOf(row as Fields & SessionRow)), saved });
    } catch (error) {
      // The rows saved before the failure leave the list (saving again must not duplicate them); the rest stay to fix.
      rows.replace(toSave.slice(saved.length));
      setSelected([]);
      if (saved.length > 0) onSaved?.(saved);
      throw error;
    }
    return saved;
  };

  if (!open) return null;
  const allSelected = rows.fields.length > 0 && selected.length === rows.fields.length;
  const rowValues = watch('rows');
  return (
    <FormModal<Session[], Values>
      open={open}
      onClose={onClose}
      size="xl"
      title={editing ? 'Edit session' : 'New sessions'}
      form={form}
      onSubmit={save}
      submitLabel={EDITOR_LABELS.save}
      onSaved={(saved) => {
        toast.success(editing ? SESSION_CHANGED : sessionSaveToast(saved.length));
        onSaved?.(saved);
      }}
      loading={!loaded && 'Loading session'}
    >
      <div role="group" aria-label="Session fields">
        <FormField label={EDITOR_LABELS.type} required name="sessionTypeId">
          {/* Controlled: the session's type is filled in before the types' options arrive, which a registered (DOM)
              select loses: an existing session showed "Select a type". */}
          <Controller
            control={control}
            name="sessionTypeId"
            render={({ field }) => (
              <Select
                placeholder="Select a type"
                options={typeList.map((t) => ({ value: String(t.id), label: t.name ?? t.sessionName ?? String(t.id) }))}
                {...field}
                value={field.value ?? ''}
              />
            )}
          />
        </FormField>
        <FormField label={EDITOR_LABELS.name} name="name">
          <TextInput {...register('name')} />
        </FormField>
        <FormField label={EDITOR_LABELS.date} name="date">
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateInput {...field} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} />
            )}
          />
        </FormField>
        {/* The zone the date and time are typed in, read and saved in (the user's, as every screen shows sessions). */}
        <FormField label={EDITOR_LABELS.time} name="time" help={timesNote(zone)}>
          <TimeInput {...register('time')} />
        </FormField>
        <FormField label={EDITOR_LABELS.duration} required name="duration">
          <NumberInput {...register('duration')} />
        </FormField>
        {hideTutorsRequired ? null : (
          <FormField label={EDITOR_LABELS.tutors} required name="employeesRequired">
            <NumberInput {...register('employeesRequired')} />
          </FormField>
        )}
        {editing ? null : (
          <FormField label={EDITOR_LABELS.repeatWeeks} name="repeatWeeks">
            <NumberInput {...register('repeatWeeks')} />
          </FormField>
        )}
        {inPerson ? (
          <>
            <FormField label={EDITOR_LABELS.place} required name="placeId">
              {/* Controlled, as the type: the session's place arrives before the places' options (a registered select
                  showed "Select a place" for a session that has one). */}
              <Controller
                control={control}
                name="placeId"
                render={({ field }) => (
                  <Select
                    placeholder="Select a place"
                    options={(places.data?.results ?? []).map((p) => ({
                      value: String(p.id),
                      label: p.name ?? p.formatted ?? String(p.id),
                    }))}
                    {...field}
                    value={field.value ?? ''}
                  />
                )}
              />
            </FormField>
            <FormField label={EDITOR_LABELS.room} name="room">
              <TextInput {...register('room')} />
            </FormField>
          </>
        ) : null}
        {editing ? null : (
          <div>
            <Button onClick={() => void addSessions()}>{EDITOR_LABELS.add}</Button>{' '}
            <Button onClick={removeSelected} disabled={selected.length === 0}>
              {EDITOR_LABELS.remove}
            </Button>{' '}
            <Button onClick={() => void applyToSelected()} disabled={selected.length === 0}>
              {EDITOR_LABELS.apply}
            </Button>
          </div>
        )}
      </div>
      {!editing && rows.fields.length > 0 ? (
        <table aria-label="Sessions to save">
          <thead>
            <tr>
              <th scope="col">
                <Checkbox
                  aria-label={EDITOR_LABELS.selectAll}
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() => setSelected(allSelected ? [] : rows.fields.map((r) => r.id))}
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
            {rows.fields.map((f, index) => {
              const row = rowValues[index] ?? f;
              const rowType = typeList.find((t) => String(t.id) === String(row.sessionTypeId));
              return (
                <tr key={f.id}>
                  <td>
                    <Checkbox
                      aria-label={`Select ${row.date}`}
                      checked={selected.includes(f.id)}
                      onChange={(e) =>
                        setSelected((s) => (e.target.checked ? [...s, f.id] : s.filter((k) => k !== f.id)))
                      }
                    />
                  </td>
                  <td>{typeName(row.sessionTypeId)}</td>
                  <td>{row.name ?? ''}</td>
                  <td>{row.day}</td>
                  <td>{row.date}</td>
                  {/* the time as the product writes it ("4:00pm"), in the user's zone like the saved session. */}
                  <td>{formatTime(instantIn(row.isoDate, String(row.time ?? ''), zone), zone) || (row.time ?? '')}</td>
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
    </FormModal>
  );
}
