import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError } from '@tutoring/api-client';
import type { PublicEnrollmentReply } from '@tutoring/contract';
import { Alert, EmptyState, Facts, Link, LoadFailure, Spinner, toast, useLeaveGuard } from '@tutoring/design-system';
import { confirmDiscard } from '@tutoring/design-system/forms';
import { CONNECTION_LOST, GENERIC_ERROR_TITLE, SERVER_ERROR, machineTimeZone } from '@tutoring/domain';
import { EMAIL_TAKEN } from '@tutoring/domain/areas';
import { useCurrentUser, useRouteTitle } from '@tutoring/platform';
import { tokenizeCard, type CardValues } from '../payments/api/card';
import { paymentProvider } from '../payments/api/provider';
import { CardForm } from '../payments/components/CardForm';
import { publicCourseQueries, usePublicEnrollment } from './api/public-enrollment';
import { CourseList } from './components/CourseList';
import {
  type FamilyValues,
  type SignedInParent,
  FamilyForm,
  emptyFamily,
  familyComplete,
} from './components/FamilyForm';
import { type PortalDraft, forgetPortalDraft, readPortalDraft, writePortalDraft } from './portalDraft';
import { coursePriceText } from './pricing';
import {
  CARD_EXPLAINED,
  CHOOSE_COURSE,
  COURSE,
  ENROLLED,
  ENROLL_HEADING,
  ENROLL_SUBMIT,
  FAMILY_DETAILS,
  NO_COURSES,
  PAYMENT_CARD,
  PRICE,
  SIGN_IN_LINK,
  STUDENT,
  SUMMARY,
  YOUR_ENROLLMENTS_LINK,
  enrolledInFamilyText,
  enrolledText,
} from './texts';

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1,
  h2 {
    margin: 0;
  }
`;
const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  [aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

type Step = 'course' | 'family' | 'card' | 'done';
const STEPS: ReadonlyArray<[Step, string]> = [
  ['course', CHOOSE_COURSE],
  ['family', FAMILY_DETAILS],
  ['card', PAYMENT_CARD],
  ['done', ENROLLED],
];

/** The query parameter naming the step (`?step=family`); the first step has none. */
const STEP_PARAM = 'step';

/** The step an address names; an unknown or absent one is the first. */
function stepIn(search: string): Step {
  const named = new URLSearchParams(search).get(STEP_PARAM);
  return STEPS.find(([key]) => key === named)?.[0] ?? 'course';
}

/** The query of `step`'s address, the other parameters kept. */
function searchFor(step: Step, search: string): string {
  const params = new URLSearchParams(search);
  if (step === 'course') params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, step);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What a history entry of the portal carries: the step it was entered from (so Back returns to that entry). */
interface StepState {
  stepFrom?: Step;
}

/** What the last step shows once the family is enrolled (kept in memory only: the draft is forgotten by then). */
interface Enrolled {
  reply: PublicEnrollmentReply;
  courseTitle: string;
  studentName: string;
}

/**
 * The step the portal can show for the `wanted` one: a step that needs earlier data it does not have falls back to
 * the first step missing it (the course, then valid family details with their password, then the enrollment).
 */
function stepToShow(wanted: Step, has: { course: boolean; family: boolean; enrolled: boolean }): Step {
  if (wanted === 'done' && has.enrolled) return 'done';
  if (wanted === 'course' || !has.course) return 'course';
  if (wanted === 'family' || !has.family) return 'family';
  return 'card';
}

/** Every IANA zone the browser knows, the chosen one first when it is missing from the list. */
function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** True when something differs from the empty details the portal started with. */
function typedIn(family: FamilyValues, pristine: FamilyValues): boolean {
  return (Object.keys(pristine) as Array<keyof FamilyValues>).some((key) => family[key] !== pristine[key]);
}

/**
 * The messages of a failed enrollment: the server's sentences; no reply at all (status -1, the connection dropped) the
 * connection sentence (CONNECTION_LOST: the family is asked to check their connection and try again, not to call
 * customer service); else the server-error text (DS-04).
 */
function refusal(error: unknown): string[] {
  if (error instanceof ApiError && error.status === -1) return [CONNECTION_LOST.message];
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors.length)
    return error.errors;
  return [SERVER_ERROR];
}

/** The family step's fields an enrollment's refusal can name (the e-mails). */
type EmailErrors = Partial<Record<'parentEmail' | 'studentEmail', string>>;

/**
 * The e-mail fields a refused enrollment (422) names, with their messages, or null when it names none. The server's
 * field paths (`fields`: `parent.email`, `student.email`, with or without `enrollment.`) say which address; an
 * EMAIL_TAKEN that names none (the reference server's reply) is put on the parent's e-mail and, when one was typed,
 * on the student's: either may be the one already used. Such a refusal is the family step's to correct, not the card's.
 */
function emailRefusal(error: unknown, family: FamilyValues, signedIn: boolean): EmailErrors | null {
  const named = emailsNamed(error, family);
  // A signed-in parent's e-mail is their account's, not a field of the form: only the student's can be marked.
  if (!signedIn || !named) return named;
  return named.studentEmail ? { studentEmail: named.studentEmail } : null;
}

function emailsNamed(error: unknown, family: FamilyValues): EmailErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const named: EmailErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (/(^|\.)parent\.email$|^parentEmail$/.test(path)) named.parentEmail ??= message;
    else if (/(^|\.)student\.email$|^studentEmail$/.test(path)) named.studentEmail ??= message;
  }
  if (named.parentEmail || named.studentEmail) return named;
  if (!error.errors.includes(EMAIL_TAKEN)) return null;
  return family.studentEmail.trim()
    ? { parentEmail: EMAIL_TAKEN, studentEmail: EMAIL_TAKEN }
    : { parentEmail: EMAIL_TAKEN };
}

/** The signed-in parent's account, as the portal shows and sends it. */
interface ParentAccount extends SignedInParent {
  firstName: string;
  lastName: string;
  timeZone: string | null;
}

/**
 * The parent signed in, or null: a signed-out visitor, or anyone else signed in (staff enrolling a new family, a
 * student, a spoofing admin), for whom the portal is the new family's as before.
 */
function useSignedInParent(): ParentAccount | null {
  const user = useCurrentUser();
  return useMemo(() => {
    if (!user || user.type !== 'Parent' || user.parentId === null || user.spoofing) return null;
    const firstName = user.firstName ?? '';
    const lastName = user.lastName ?? '';
    const name = user.fullName?.trim() || `${firstName} ${lastName}`.trim() || user.email;
    return { name, email: user.email, firstName, lastName, timeZone: user.timeZone ?? null };
  }, [user]);
}

/**
 * SHL-07, issue 25: the public enrollment portal. Signed out, a family chooses a published course open for
 * enrollment, enters the parent's and the student's details (the CRM's rules) and the parent's password, adds a card
 * through the payments area's tokenisation (PAY-03..PAY-11), and gets the enrollment, the parent and student records
 * and a login for the parent portal. Exposed as `mf_payments/EnrollmentPortal`; the shell shows it at /enroll.
 */
export function EnrollmentPortal() {
  const account = useSignedInParent();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = stepIn(location.search);
  // The browser's zone, once: the family's time zone starts there, and typing is measured against it.
  const [pristine] = useState(() => emptyFamily(machineTimeZone('America/Los_Angeles')));
  // Each step is an address (`?step=`), so Back, Forward and a reload keep the place; what was typed is kept for the
  // tab (./portalDraft.ts, passwords left out) and comes back here.
  const [draft, setDraft] = useState<PortalDraft>(() => readPortalDraft() ?? { courseId: null, family: pristine });
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  const [cardMessage, setCardMessage] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  // An e-mail the server refused, shown on its field of the family step the family is sent back to.
  const [emailErrors, setEmailErrors] = useState<EmailErrors | null>(null);
  // The card typed, kept in memory (never stored) while the family goes back to their details, so that it is still
  // there when they come back to the card step.
  const [cardKept, setCardKept] = useState<CardValues | null>(null);
  const [processing, setProcessing] = useState(false);
  const courses = useQuery(publicCourseQueries.list());
  const publicEnrollment = usePublicEnrollment();
  const heading = useRef<HTMLHeadingElement>(null);

  const { family } = draft;
  const course = courses.data?.find((each) => each.id === draft.courseId) ?? null;
  const price = course ? coursePriceText(course.pricing) : null;
  const familyValid = useMemo(() => familyComplete(family, account ?? undefined), [family, account]);
  // Until the courses are read, a later step with a chosen course cannot know whether it is still offered: it waits.
  const waiting =
    wanted !== 'course' && !(wanted === 'done' && enrolled) && draft.courseId !== null && !courses.isSuccess;
  const step = waiting
    ? wanted
    : stepToShow(wanted, { course: course !== null, family: familyValid, enrolled: enrolled !== null });
  // The address follows the step shown. When the step fallen back to is the entry this one was entered from (a reload
  // on the card step, its password gone), the browser goes back to it, so the history holds no second entry of it.
  const fellBackAt = useRef<string | null>(null);
  useEffect(() => {
    if (step === wanted || fellBackAt.current === location.key) return;
    fellBackAt.current = location.key;
    if ((location.state as StepState | null)?.stepFrom === step) void navigate(-1);
    else void navigate({ search: searchFor(step, location.search) }, { replace: true });
  }, [step, wanted, navigate, location]);

  useEffect(() => {
    if (draft.courseId === null && !typedIn(family, pristine)) forgetPortalDraft();
    else writePortalDraft(draft);
  }, [draft, family, pristine]);
  // The family is enrolled and sees it: the details they entered go (Back then leads to an empty first step). Not in
  // the same turn as the move to the last step, which the router makes a transition: the page would meanwhile be on
  // the card step without its data and fall back to the first one.
  const shownDone = step === 'done' && enrolled !== null;
  useEffect(() => {
    if (shownDone) setDraft({ courseId: null, family: pristine });
  }, [shownDone, pristine]);

  // What the family typed goes with the page only through the tab's draft: leaving the portal before the enrollment is
  // done asks first (DS-02), and Discard forgets the draft. Compared by value: typed, then cleared again, is nothing to
  // lose. A move between the portal's own steps (Back and Forward change only `?step=`) loses nothing and asks nothing:
  // the browser's address is already the one moved to while the shell asks, the page still shows the one left.
  const shown = useRef(location);
  useEffect(() => {
    shown.current = location;
  }, [location]);
  useLeaveGuard(step !== 'done' && typedIn(family, pristine), async () => {
    const to = window.location;
    if (to.pathname === shown.current.pathname && to.search !== shown.current.search) return true;
    const discard = await confirmDiscard();
    if (discard) forgetPortalDraft();
    return discard;
  });

  const title = STEPS.find(([key]) => key === step)![1];
  useRouteTitle([title]);
  // A step shown takes the focus to its heading, except the family step sent back to with a refused e-mail: that
  // field has it (FamilyForm).
  const refusedEmailShown = step === 'family' && emailErrors !== null;
  useEffect(() => {
    if (!refusedEmailShown) heading.current?.focus();
    // On a change of step only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  /** Forward to `next`, a new history entry that remembers the step it came from. */
  const goTo = (next: Step) =>
    void navigate({ search: searchFor(next, location.search) }, { state: { stepFrom: step } satisfies StepState });
  /** Back to `previous`: the entry it was left from when there is one (so Forward still leads on), else in place. */
  const goBackTo = (previous: Step) => {
    if ((location.state as StepState | null)?.stepFrom === previous) void navigate(-1);
    else void navigate({ search: searchFor(previous, location.search) }, { replace: true });
  };
  const familyTyped = useCallback((values: FamilyValues) => setDraft((kept) => ({ ...kept, family: values })), []);
  const zones = useMemo(() => timeZones(family.timeZone), [family.timeZone]);

  const enroll = async (card: CardValues) => {
    if (!course) return;
    setCardMessage(null);
    setRefused([]);
    setProcessing(true);
    try {
      const outcome = await tokenizeCard(card, { variant: 'new', provider: paymentProvider() });
      if (!outcome.ok) {
        setCardMessage(outcome.message);
        if (outcome.toast) toast.error(GENERIC_ERROR_TITLE, outcome.toast);
        return;
      }
      const grade = family.studentGrade === '' ? null : Number(family.studentGrade);
      const reply = await publicEnrollment.mutateAsync({
        courseId: course.id,
        // A signed-in parent's details are their account's (the server takes the family from the session).
        parent: account
          ? {
              firstName: account.firstName,
              lastName: account.lastName,
              email: account.email,
              timeZone: account.timeZone ?? family.timeZone,
              phone: null,
            }
          : {
              firstName: family.parentFirstName,
              lastName: family.parentLastName,
              email: family.parentEmail,
              timeZone: family.timeZone,
              phone: family.parentPhone || null,
            },
        student: {
          firstName: family.studentFirstName,
          lastName: family.studentLastName,
          email: family.studentEmail || null,
          grade,
        },
        // A signed-in parent has their password; none is asked or sent.
        password: account ? '' : family.password,
        passwordConfirmation: account ? '' : family.passwordConfirmation,
        zip: outcome.card.zip,
        authorizeNet: {
          dataDescriptor: outcome.card.authorizeNet.dataDescriptor,
          dataValue: outcome.card.authorizeNet.dataValue,
          expirationDate: outcome.card.authorizeNet.expirationDate,
        },
      });
      // Enrolled: what was kept is forgotten, in the tab now and here once the last step shows (below).
      forgetPortalDraft();
      setEnrolled({
        reply,
        courseTitle: course.title,
        studentName: `${family.studentFirstName} ${family.studentLastName}`.trim(),
      });
      setCardKept(null);
      goTo('done');
    } catch (error) {
      const emails = emailRefusal(error, family, account !== null);
      if (emails) {
        // Back to the details, the address marked there; the card waits for them on the card step.
        setCardKept(card);
        setEmailErrors(emails);
        goBackTo('family');
      } else setRefused(refusal(error));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Page aria-labelledby="enroll-heading">
      <h1 id="enroll-heading">{ENROLL_HEADING}</h1>
      <Steps aria-label="Steps">
        {STEPS.map(([key, label]) => (
          <li key={key} aria-current={key === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </Steps>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {waiting || step === 'course' ? (
        courses.isPending ? (
          <Spinner label="Loading courses" />
        ) : courses.isError ? (
          <LoadFailure what="the courses" onRetry={() => courses.refetch()} />
        ) : null
      ) : null}
      {step === 'course' && courses.isSuccess ? (
        courses.data.length === 0 ? (
          <EmptyState title={NO_COURSES} />
        ) : (
          <CourseList
            courses={courses.data}
            timeZone={account?.timeZone ?? family.timeZone}
            onChoose={(chosen) => {
              setDraft((kept) => ({ ...kept, courseId: chosen.id }));
              goTo('family');
            }}
          />
        )
      ) : null}
      {step === 'family' && course ? (
        <>
          <p>{course.title}</p>
          <FamilyForm
            initialValues={family}
            timeZones={zones}
            serverErrors={emailErrors ?? undefined}
            signedInParent={account ?? undefined}
            onBack={(values) => {
              familyTyped(values);
              setEmailErrors(null);
              goBackTo('course');
            }}
            onValuesChange={familyTyped}
            onSubmit={(values) => {
              familyTyped(values);
              setRefused([]);
              setEmailErrors(null);
              setCardMessage(null);
              goTo('card');
            }}
          />
        </>
      ) : null}
      {step === 'card' && course ? (
        <>
          {/* What is enrolled and what it costs, read before Enroll (the course's pricing as the server applies it). */}
          <Facts aria-label={SUMMARY}>
            <dt>{COURSE}</dt>
            <dd>{course.title}</dd>
            <dt>{STUDENT}</dt>
            <dd>{`${family.studentFirstName} ${family.studentLastName}`.trim()}</dd>
            {price ? (
              <>
                <dt>{PRICE}</dt>
                <dd>{price}</dd>
              </>
            ) : null}
          </Facts>
          <p>{CARD_EXPLAINED}</p>
          {refused.length ? <Alert role="alert" messages={refused} /> : null}
          <CardForm
            variant="new"
            processing={processing}
            error={cardMessage}
            initialValues={cardKept ?? undefined}
            submitLabel={ENROLL_SUBMIT}
            onCancel={(typed) => {
              setCardKept(typed);
              goBackTo('family');
            }}
            onSubmit={enroll}
          />
        </>
      ) : null}
      {step === 'done' && enrolled && account ? (
        <>
          <p>{enrolledInFamilyText(enrolled.courseTitle, enrolled.studentName)}</p>
          <p>
            <Link href="/enrollments">{YOUR_ENROLLMENTS_LINK}</Link>
          </p>
        </>
      ) : step === 'done' && enrolled ? (
        <>
          <p>{enrolledText(enrolled.courseTitle, enrolled.studentName, enrolled.reply.login)}</p>
          <p>
            <Link href="/login">{SIGN_IN_LINK}</Link>
          </p>
        </>
      ) : null}
    </Page>
  );
}
