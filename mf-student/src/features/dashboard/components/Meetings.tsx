import { Avatar, Table, type TableColumn } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { NO_UPCOMING_MEETINGS } from '@tutoring/domain/areas';
import { Line, Muted } from '../../../shared/components/layout';
import { ConnectLink } from '@tutoring/platform/sessions';
import type { Meeting } from '../api/meetings';

const instructorName = (m: Meeting): string =>
  (typeof m.instructor === 'string' ? m.instructor : m.instructor?.name) || 'Instructor';
const meetingName = (m: Meeting): string => m.subjectName || m.name || 'Meeting';

/** A meeting is a session: joining goes through `sessions/{id}/connect` and its checks, like every join (SES-19). */
function MeetingJoin({ meeting }: { meeting: Meeting }) {
  return meeting.id != null && meeting.zoomMeeting?.joinUrl ? (
    <ConnectLink sessionId={meeting.id}>Join {meetingName(meeting)}</ConnectLink>
  ) : null;
}

/** STU-10: the single next meeting of the math brand. */
export function NextMeetingCard({
  meeting,
  timeZone,
}: {
  meeting: Meeting | null | undefined;
  timeZone?: string | null;
}) {
  if (!meeting) return <Muted>{NO_UPCOMING_MEETINGS}</Muted>;
  return (
    <div>
      <Line>
        <strong>{meetingName(meeting)}</strong>
      </Line>
      <Line>
        {formatDate(meeting.startsAt, timeZone)} {formatTime(meeting.startsAt, timeZone)} with {instructorName(meeting)}
      </Line>
      <MeetingJoin meeting={meeting} />
    </div>
  );
}

/**
 * STU-10: upcoming meetings with meeting, date, time, instructor avatar and the join link (zoomMeeting.joinUrl).
 * Empty: "There are no upcoming meetings."
 */
export function MeetingsTable({
  meetings,
  loading = false,
  timeZone,
}: {
  meetings: readonly Meeting[];
  loading?: boolean;
  timeZone?: string | null;
}) {
  const columns: TableColumn<Meeting>[] = [
    { key: 'meeting', header: 'Meeting', render: meetingName },
    { key: 'date', header: 'Date', render: (m) => formatDate(m.startsAt, timeZone) },
    { key: 'time', header: 'Time', render: (m) => formatTime(m.startsAt, timeZone) },
    { key: 'instructor', header: 'Instructor', render: (m) => <Avatar name={instructorName(m)} size="sm" /> },
    { key: 'join', header: 'Join', render: (m) => <MeetingJoin meeting={m} /> },
  ];
  return (
    <Table
      caption="Upcoming meetings"
      hideCaption
      columns={columns}
      rows={meetings}
      getRowId={(m) => String(m.id ?? `${m.name}-${m.startsAt}`)}
      empty={NO_UPCOMING_MEETINGS}
      loading={loading}
    />
  );
}
