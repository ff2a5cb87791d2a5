import { useState } from 'react';
import type { Session } from '@tutoring/contract';
import { Avatar, Button, Spinner, Table, type TableColumn } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { NO_UPCOMING_SESSIONS } from '@tutoring/domain/areas';
import { tutorLine } from '@tutoring/domain/sessions';
import { JoinLink } from '@tutoring/platform/sessions';
import { TutorBio } from '../parts';

// The tutor bio opens on a click: its code (the widget that loads mf-staffing's modal) stays off the first page and is
// loaded ahead with the dashboard's other dialogs once the page has settled (../parts.ts, issue 26).

/** Props of {@link UpcomingSessions}. */
export interface UpcomingSessionsProps {
  sessions: readonly Session[];
  loading?: boolean;
  /** The student's time zone. */
  timeZone?: string | null;
  /** Clock for stories and tests. */
  now?: Date;
}

/** Display name of a session. */
export const sessionLabel = (s: Pick<Session, 'name' | 'title' | 'course'>): string =>
  s.name || s.title || s.course?.title || 'Session';

/** The tutor as SES-12 and the other areas write one: first name and last initial ("Maria S."). */
const tutorName = (s: Session): string => tutorLine(s.supervisor);

/**
 * STU-09: the next five upcoming sessions with session, date, time, tutor avatar (opens the tutor bio) and the SES-18
 * join link. Empty: "There are no upcoming sessions."
 */
export function UpcomingSessions({ sessions, loading = false, timeZone, now }: UpcomingSessionsProps) {
  const [tutor, setTutor] = useState<{ id: number; name: string } | null>(null);
  const columns: TableColumn<Session>[] = [
    { key: 'session', header: 'Session', render: sessionLabel },
    { key: 'date', header: 'Date', render: (s) => formatDate(s.startsAt, timeZone) },
    { key: 'time', header: 'Time', render: (s) => formatTime(s.startsAt, timeZone) },
    {
      key: 'tutor',
      header: 'Tutor',
      render: (s) =>
        s.supervisor ? (
          s.supervisor.id ? (
            <Button
              variant="link"
              title={`About ${tutorName(s)}`}
              onClick={() => setTutor({ id: s.supervisor!.id!, name: tutorName(s) })}
            >
              <span aria-hidden="true">
                <Avatar src={s.supervisor.avatarUrl} name={tutorName(s)} size="sm" />
              </span>
              <span>{tutorName(s)}</span>
            </Button>
          ) : (
            <Avatar src={s.supervisor.avatarUrl} name={tutorName(s)} size="sm" />
          )
        ) : null,
    },
    {
      key: 'join',
      header: 'Join',
      // Its messages are sentences ("You can join your session 10 minutes before the start time."): at 390 px the
      // column keeps room for them (the table scrolls sideways) instead of rows eight lines tall.
      minWidth: '14rem',
      render: (s) => <JoinLink session={s} label={`Join ${s.title ?? 'session'}`} now={now} />,
    },
  ];
  return (
    <>
      <Table
        caption="Upcoming sessions"
        hideCaption
        columns={columns}
        rows={sessions}
        getRowId={(s) => String(s.id)}
        empty={NO_UPCOMING_SESSIONS}
        loading={loading}
      />
      {tutor ? (
        <TutorBio
          fallback={<Spinner label="Loading" />}
          tutorId={tutor.id}
          tutorName={tutor.name}
          open
          onClose={() => setTutor(null)}
        />
      ) : null}
    </>
  );
}
