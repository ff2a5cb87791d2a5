import { useEffect, useState } from 'react';
import { Button, Spinner } from '@tutoring/design-system';
import { isCardProfileValid } from '@tutoring/domain/areas';
import { lazyPart, useCurrentUser, useSpoofing } from '@tutoring/platform';
import { Actions, Muted, Panel, PanelGrid } from '../../shared/components/layout';
import { PrizeTradePanel } from '../prizes/components/PrizeTradePanel';
import { ReviewPrompt } from '../reviews/components/ReviewPrompt';
import { hasRecurringWithAttendance, useEnrollments } from './api/enrollments';
import { useNextMeeting, useUpcomingMeetings } from './api/meetings';
import { useParentCardProfile } from './api/payment-profiles';
import { usePrizes, useStudentBadges } from './api/quests';
import { useUpcomingSessions } from './api/sessions';
import { useStudent, useStudentChangeRefresh } from './api/students';
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
 * meetings, points and level, badges, gems and the prize trade panel, tutoring hours, invite friends, the review prompt
 * and the payment-info modal.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const spoofing = useSpoofing();
  const studentId = spoofing?.id ?? user?.studentId ?? null;
  const timeZone = user?.timeZone ?? null;
  useStudentChangeRefresh();

  const student = useStudent(studentId);
  const upcoming = useUpcomingSessions(studentId);
  const nextMeeting = useNextMeeting();
  const meetings = useUpcomingMeetings();
  const badges = useStudentBadges();
  const prizes = usePrizes();
  const enrollments = useEnrollments(studentId);
  const needsCardCheck = hasRecurringWithAttendance(enrollments.data?.results ?? []);
  const card = useParentCardProfile(student.data, needsCardCheck);
  const cardMissingOrExpired = card.isSuccess && (!card.data || !isCardProfileValid(card.data.expirationDate));
  const parentId = student.data?.parentId ?? student.data?.parent?.id ?? null;

  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [paymentDismissed, setPaymentDismissed] = useState(false);
  useEffect(() => {
    if (needsCardCheck && cardMissingOrExpired && parentId !== null && !paymentDismissed) setPaymentOpen(true);
  }, [needsCardCheck, cardMissingOrExpired, parentId, paymentDismissed]);

  const badgeItems = (badges.data?.results ?? []).map((b) => ({
    id: b.id,
    name: b.badge?.name ?? String(b.name ?? 'Badge'),
    imageUrl: b.badge?.imageUrl ?? b.imageUrl,
  }));
  const gems = badges.data?.totalCount ?? 0;

  return (
    <section aria-labelledby="dashboard-heading">
      <Actions>
        <h1 id="dashboard-heading">Dashboard</h1>
        {student.data?.k12User ? <K12Button /> : null}
        <Button onClick={() => setInviteOpen(true)}>Invite friends</Button>
        {!spoofing && user ? <Button onClick={() => setPasswordOpen(true)}>Change password</Button> : null}
      </Actions>
      {paymentOpen && parentId !== null ? (
        <PaymentInfo
          fallback={<Spinner label="Loading payment details" />}
          parentId={parentId}
          open
          onClose={() => {
            setPaymentOpen(false);
            setPaymentDismissed(true);
          }}
        />
      ) : null}
      <PanelGrid>
        <Panel aria-labelledby="next-meeting-heading">
          <h2 id="next-meeting-heading">Next meeting</h2>
          <NextMeetingCard meeting={nextMeeting.data} timeZone={timeZone} />
        </Panel>
        <Panel aria-labelledby="points-heading">
          <h2 id="points-heading">Points and level</h2>
          {student.data ? <PointsLevel student={student.data} /> : <Muted>Loading…</Muted>}
        </Panel>
        <Panel aria-labelledby="hours-heading">
          <h2 id="hours-heading">Tutoring hours</h2>
          <HoursSummary
            enrollments={enrollments.data?.results ?? []}
            loading={studentId !== null && enrollments.isPending}
          />
        </Panel>
      </PanelGrid>
      <PanelGrid>
        <Panel aria-labelledby="upcoming-heading">
          <Actions>
            <h2 id="upcoming-heading">Upcoming sessions</h2>
            {studentId !== null ? (
              <Button variant="link" onClick={() => setSessionsOpen(true)}>
                See all sessions
              </Button>
            ) : null}
          </Actions>
          <UpcomingSessions sessions={upcoming.data?.results ?? []} loading={upcoming.isPending} timeZone={timeZone} />
        </Panel>
      </PanelGrid>
      <PanelGrid>
        <Panel aria-labelledby="meetings-heading">
          <h2 id="meetings-heading">Upcoming meetings</h2>
          <MeetingsTable meetings={meetings.data ?? []} loading={meetings.isPending} timeZone={timeZone} />
        </Panel>
      </PanelGrid>
      <PanelGrid>
        <Panel aria-labelledby="badges-heading">
          <h2 id="badges-heading">Badges</h2>
          <BadgeList badges={badgeItems} />
        </Panel>
        <Panel aria-labelledby="prizes-heading">
          <h2 id="prizes-heading">Trade your gems</h2>
          <p>
            You have <strong>{gems}</strong> {gems === 1 ? 'gem' : 'gems'}.
          </p>
          <PrizeTradePanel
            prizes={prizes.data?.results ?? []}
            gems={gems}
            loading={prizes.isPending || badges.isPending}
          />
        </Panel>
      </PanelGrid>
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
