import { memo, useEffect, useState, type ReactNode } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ActionRow, Button, Card, CardGrid, Spinner } from '@tutoring/design-system';
import { isCardProfileValid } from '@tutoring/domain/areas';
import { RemoteErrorBoundary, lazyPart, useCurrentUser, useSpoofing } from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME, REMOTE_VERSION } from '../../app/remote';
import { failureOf } from '../../shared/components/failureOf';
import { Muted } from '../../shared/components/layout';
import { PrizeTradePanel } from '../prizes/components/PrizeTradePanel';
import { ReviewPrompt } from '../reviews/components/ReviewPrompt';
import { enrollmentQueries, hasRecurringWithAttendance, useEnrollments } from './api/enrollments';
import { meetingQueries, useNextMeeting, useUpcomingMeetings } from './api/meetings';
import { useParentCardProfile } from './api/payment-profiles';
import { questQueries, usePrizes, useStudentBadges } from './api/quests';
import { sessionQueries, useUpcomingSessions } from './api/sessions';
import { studentQueries, useStudent, useStudentChangeRefresh } from './api/students';
import { BadgeList } from './components/BadgeList';
import { HoursSummary } from './components/HoursSummary';
import { K12Button } from './components/K12Button';
import { MeetingsTable, NextMeetingCard } from './components/Meetings';
import { PointsLevel } from './components/PointsLevel';
import { UpcomingSessions } from './components/UpcomingSessions';
import { InviteFriendsModal, SessionsListModal, SetPasswordModal, loadDashboardDialogs } from './parts';

// Modals load only when opened, so their code (react-hook-form among it) stays off the dashboard's first paint (issue 13);
// those opened by a click are loaded ahead once the first page has settled (./parts.ts, issue 26).

/** The payment details' code (the widget that loads mf-payments' modal): loaded when the card check opens it. */
const loadPaymentInfo = () => import('./components/PaymentInfo').then((m) => m.PaymentInfo);

// Not with the dashboard, and not loaded ahead: it opens by itself, for few students. Code that fails to load shows the
// area's failure with Retry in its place; the dashboard keeps working.
const PaymentInfo = lazyPart(loadPaymentInfo);

/** The dialogs' code, loaded ahead once the first page has settled: the route's parts (src/app/routes.tsx). */
export const loadDialogs = loadDashboardDialogs;

/**
 * STU-08: the student dashboard: next meeting, the five next upcoming sessions and the sessions list, upcoming
 * meetings, points and level, badges, gems and the prize trade panel with the link to "Your prizes" (STU-19), tutoring
 * hours, invite friends, the review prompt and the payment-info modal.
 *
 * The page reads no reply itself: each section's body reads its own queries (below), so a reply renders the section
 * that shows it, not the page and the other sections (issue 26). A reply that failed shows "We could not load …" with
 * Retry in its section, a body that fails to render the area's failure with Retry ({@link Section}); the K12 button
 * and the card check are guarded the same way ({@link Guarded}). The rest of the dashboard stays.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const spoofing = useSpoofing();
  const studentId = spoofing?.id ?? user?.studentId ?? null;
  const timeZone = user?.timeZone ?? null;
  useStudentChangeRefresh();

  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <section aria-labelledby="dashboard-heading">
      <ActionRow>
        <h1 id="dashboard-heading">Dashboard</h1>
        <Guarded data={[studentQueries.detail(studentId)]}>
          <K12Entry studentId={studentId} />
        </Guarded>
        <Button onClick={() => setInviteOpen(true)}>Invite friends</Button>
        {!spoofing && user ? <Button onClick={() => setPasswordOpen(true)}>Change password</Button> : null}
      </ActionRow>
      <Guarded data={[studentQueries.detail(studentId), enrollmentQueries.ofStudent(studentId)]}>
        <CardCheck studentId={studentId} />
      </Guarded>
      <CardGrid>
        <Section
          id="next-meeting-heading"
          title="Next meeting"
          data={[meetingQueries.homeworkHelp(), meetingQueries.membership()]}
        >
          <NextMeetingBody timeZone={timeZone} />
        </Section>
        <Section id="points-heading" title="Points and level" data={[studentQueries.detail(studentId)]}>
          <PointsBody studentId={studentId} />
        </Section>
        <Section id="hours-heading" title="Tutoring hours" data={[enrollmentQueries.ofStudent(studentId)]}>
          <HoursBody studentId={studentId} />
        </Section>
      </CardGrid>
      <CardGrid>
        <Section
          id="upcoming-heading"
          title="Upcoming sessions"
          actions={
            studentId !== null ? (
              <Button variant="link" onClick={() => setSessionsOpen(true)}>
                See all sessions
              </Button>
            ) : null
          }
          data={[sessionQueries.upcoming(studentId)]}
        >
          <UpcomingBody studentId={studentId} timeZone={timeZone} />
        </Section>
      </CardGrid>
      <CardGrid>
        <Section id="meetings-heading" title="Upcoming meetings" data={[meetingQueries.membership()]}>
          <MeetingsBody timeZone={timeZone} />
        </Section>
      </CardGrid>
      <CardGrid>
        <Section id="badges-heading" title="Badges" data={[questQueries.studentBadges()]}>
          <BadgesBody />
        </Section>
        <Section
          id="prizes-heading"
          title="Trade your gems"
          // STU-19: the prizes page is reached from here (the student's menu has one link per area: Dashboard).
          actions={<Link to="/prizes">Your prizes</Link>}
          data={[questQueries.prizes(), questQueries.studentBadges()]}
        >
          <PrizesBody />
        </Section>
      </CardGrid>
      {studentId !== null && sessionsOpen ? (
        <SessionsListModal
          fallback={<Spinner label="Loading" />}
          studentId={studentId}
          open
          onClose={() => setSessionsOpen(false)}
          timeZone={timeZone}
        />
      ) : null}
      {inviteOpen ? (
        <InviteFriendsModal fallback={<Spinner label="Loading" />} open onClose={() => setInviteOpen(false)} />
      ) : null}
      {user && passwordOpen ? (
        <SetPasswordModal
          fallback={<Spinner label="Loading" />}
          userId={user.id}
          open
          onClose={() => setPasswordOpen(false)}
        />
      ) : null}
      {studentId !== null ? <ReviewPrompt studentId={studentId} /> : null}
    </section>
  );
}

/** Props of {@link Section}. */
interface SectionProps {
  /** The id of its heading, which names the region. */
  id: string;
  title: string;
  /** Shown beside the heading (in a row with it, even when null). */
  actions?: ReactNode;
  /** The queries its body reads: Retry fetches them again before it draws the body again. */
  data: readonly { queryKey: QueryKey }[];
  /** The body: a component that reads its own data. */
  children: ReactNode;
}

/**
 * A panel of the dashboard: a region named by its heading, and a body that reads its own data. A reply that failed
 * shows, in the body's place, what could not be loaded with Retry ({@link failureOf}); a body that fails to render
 * shows the area's failure with Retry below the heading ({@link Guarded}). Either way the other sections stay.
 */
function Section({ id, title, actions, data, children }: SectionProps) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <Card aria-labelledby={id}>
      {actions !== undefined ? (
        <ActionRow>
          {heading}
          {actions}
        </ActionRow>
      ) : (
        heading
      )}
      <Guarded data={data}>{children}</Guarded>
    </Card>
  );
}

/**
 * What may fail to render on the dashboard (a section's body, the K12 button, the card check): the platform's
 * boundary, which shows the area's failure with Retry in its place (as a `lazyPart` does) and leaves the rest of the
 * dashboard. Retry fetches `data` again, then draws the children again.
 */
function Guarded({ data, children }: { data: SectionProps['data']; children: ReactNode }) {
  const client = useQueryClient();
  return (
    <RemoteErrorBoundary
      name={REMOTE_NAME}
      label={REMOTE_LABEL}
      version={REMOTE_VERSION}
      onRetry={async () => {
        await Promise.all(data.map(({ queryKey }) => client.refetchQueries({ queryKey, exact: true })));
      }}
    >
      {children}
    </RemoteErrorBoundary>
  );
}

// The sections' bodies. Each reads its own queries and takes only the student's id and time zone (values, so `memo`
// skips them when the page renders again for a dialog it opens).

/** STU-10: the single next meeting of the math brand. */
const NextMeetingBody = memo(function NextMeetingBody({ timeZone }: { timeZone: string | null }) {
  const nextMeeting = useNextMeeting();
  const failure = failureOf('your next meeting', ...nextMeeting.reads);
  if (failure) return failure;
  // Not "There are no upcoming meetings." while the meetings are on their way.
  if (nextMeeting.isPending) return <Muted>Loading…</Muted>;
  return <NextMeetingCard meeting={nextMeeting.data} timeZone={timeZone} />;
});

/** STU-14: points and level, from the student record. */
const PointsBody = memo(function PointsBody({ studentId }: { studentId: number | null }) {
  const student = useStudent(studentId);
  const failure = failureOf('your points and level', student);
  if (failure) return failure;
  return student.data ? <PointsLevel student={student.data} /> : <Muted>Loading…</Muted>;
});

/** STU-13: the tutoring hours of the student's enrollments. */
const HoursBody = memo(function HoursBody({ studentId }: { studentId: number | null }) {
  const enrollments = useEnrollments(studentId);
  const failure = failureOf('your tutoring hours', enrollments);
  if (failure) return failure;
  return (
    <HoursSummary enrollments={enrollments.data?.results ?? []} loading={studentId !== null && enrollments.isPending} />
  );
});

/** STU-09: the next five upcoming sessions. */
const UpcomingBody = memo(function UpcomingBody({
  studentId,
  timeZone,
}: {
  studentId: number | null;
  timeZone: string | null;
}) {
  const upcoming = useUpcomingSessions(studentId);
  const failure = failureOf('your upcoming sessions', upcoming);
  if (failure) return failure;
  return <UpcomingSessions sessions={upcoming.data?.results ?? []} loading={upcoming.isPending} timeZone={timeZone} />;
});

/** STU-10: the math brand's upcoming meetings. */
const MeetingsBody = memo(function MeetingsBody({ timeZone }: { timeZone: string | null }) {
  const meetings = useUpcomingMeetings();
  const failure = failureOf('your upcoming meetings', meetings);
  if (failure) return failure;
  return <MeetingsTable meetings={meetings.data ?? []} loading={meetings.isPending} timeZone={timeZone} />;
});

/** STU-12: the student's badges. */
const BadgesBody = memo(function BadgesBody() {
  const badges = useStudentBadges();
  const failure = failureOf('your badges', badges);
  if (failure) return failure;
  if (badges.isPending) return <Muted>Loading…</Muted>;
  const items = (badges.data?.results ?? []).map((b) => ({
    id: b.id,
    name: b.badge?.name ?? String(b.name ?? 'Badge'),
    imageUrl: b.badge?.imageUrl ?? b.imageUrl,
  }));
  return <BadgeList badges={items} />;
});

/** STU-15..STU-18: the gem balance (OP-76: the unredeemed badges) and the prizes to trade them for. */
const PrizesBody = memo(function PrizesBody() {
  const badges = useStudentBadges();
  const prizes = usePrizes();
  const failure = failureOf('your gems and prizes', badges, prizes);
  if (failure) return failure;
  const gems = badges.data?.totalCount ?? 0;
  return (
    <>
      {badges.isPending ? (
        <Muted>Loading…</Muted>
      ) : (
        <p>
          You have <strong>{gems}</strong> {gems === 1 ? 'gem' : 'gems'}.
        </p>
      )}
      <PrizeTradePanel prizes={prizes.data?.results ?? []} gems={gems} loading={prizes.isPending || badges.isPending} />
    </>
  );
});

/** STU-26: "Go to K12" for a K12 user, once the student record says so. */
const K12Entry = memo(function K12Entry({ studentId }: { studentId: number | null }) {
  const student = useStudent(studentId);
  return student.data?.k12User ? <K12Button /> : null;
});

/**
 * STU-24: the payment details open by themselves when the parent's card is missing or expired and some enrollment is
 * recurring with more than one attended session; closed, they stay closed for this visit.
 */
const CardCheck = memo(function CardCheck({ studentId }: { studentId: number | null }) {
  const student = useStudent(studentId);
  const enrollments = useEnrollments(studentId);
  const needsCardCheck = hasRecurringWithAttendance(enrollments.data?.results ?? []);
  const card = useParentCardProfile(student.data, needsCardCheck);
  const cardMissingOrExpired = card.isSuccess && (!card.data || !isCardProfileValid(card.data.expirationDate));
  const parentId = student.data?.parentId ?? student.data?.parent?.id ?? null;

  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (needsCardCheck && cardMissingOrExpired && parentId !== null && !dismissed) setOpen(true);
  }, [needsCardCheck, cardMissingOrExpired, parentId, dismissed]);

  return open && parentId !== null ? (
    <PaymentInfo
      fallback={<Spinner label="Loading payment details" />}
      parentId={parentId}
      open
      onClose={() => {
        setOpen(false);
        setDismissed(true);
      }}
    />
  ) : null;
});
