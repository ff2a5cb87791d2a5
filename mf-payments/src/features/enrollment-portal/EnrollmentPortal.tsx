import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError } from '@tutoring/api-client';
import type { PublicCourse, PublicEnrollmentReply } from '@tutoring/contract';
import { Alert, EmptyState, Link, LoadFailure, Spinner, toast } from '@tutoring/design-system';
import { useUnsavedChanges } from '@tutoring/design-system/forms';
import { GENERIC_ERROR_TITLE, SERVER_ERROR, machineTimeZone } from '@tutoring/domain';
import { useRouteTitle } from '@tutoring/platform';
import { tokenizeCard, type CardValues } from '../payments/api/card';
import { paymentProvider } from '../payments/api/provider';
import { CardForm } from '../payments/components/CardForm';
import { publicCourseQueries, usePublicEnrollment } from './api/public-enrollment';
import { CourseList } from './components/CourseList';
import { type FamilyValues, FamilyForm, emptyFamily } from './components/FamilyForm';
import {
  CARD_EXPLAINED,
  CHOOSE_COURSE,
  ENROLLED,
  ENROLL_HEADING,
  FAMILY_DETAILS,
  NO_COURSES,
  PAYMENT_CARD,
  SIGN_IN_LINK,
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

/** Every IANA zone the browser knows, the chosen one first when it is missing from the list. */
function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The messages of a refused enrollment: the server's sentences, or the server-error text (DS-04). */
function refusal(error: unknown): string[] {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors.length)
    return error.errors;
  return [SERVER_ERROR];
}

/**
 * SHL-07, issue 25: the public enrollment portal. Signed out, a family chooses a published course open for
 * enrollment, enters the parent's and the student's details (the CRM's rules) and the parent's password, adds a card
 * through the payments area's tokenisation (PAY-03..PAY-11), and gets the enrollment, the parent and student records
 * and a login for the parent portal. Exposed as `mf_payments/EnrollmentPortal`; the shell shows it at /enroll.
 */
export function EnrollmentPortal() {
  const [step, setStep] = useState<Step>('course');
  const [course, setCourse] = useState<PublicCourse | null>(null);
  const [family, setFamily] = useState<FamilyValues>(() => emptyFamily(machineTimeZone('America/Los_Angeles')));
  const [familyDirty, setFamilyDirty] = useState(false);
  // What the family typed goes with the page: leaving before the enrollment is done asks first (DS-02). Compared by
  // value: typed, kept by Back, then cleared again is nothing to lose.
  const firstFamily = useRef(family);
  const typedBefore = (Object.keys(family) as Array<keyof FamilyValues>).some(
    (key) => family[key] !== firstFamily.current[key],
  );
  useUnsavedChanges(step !== 'done' && (familyDirty || typedBefore));
  const [cardMessage, setCardMessage] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState<PublicEnrollmentReply | null>(null);
  const courses = useQuery(publicCourseQueries.list());
  const publicEnrollment = usePublicEnrollment();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = STEPS.find(([key]) => key === step)![1];
  useRouteTitle([title]);
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

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
        parent: {
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
        password: family.password,
        passwordConfirmation: family.passwordConfirmation,
        zip: outcome.card.zip,
        authorizeNet: {
          dataDescriptor: outcome.card.authorizeNet.dataDescriptor,
          dataValue: outcome.card.authorizeNet.dataValue,
          expirationDate: outcome.card.authorizeNet.expirationDate,
        },
      });
      setDone(reply);
      setStep('done');
    } catch (error) {
      setRefused(refusal(error));
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
      {step === 'course' ? (
        courses.isPending ? (
          <Spinner label="Loading courses" />
        ) : courses.isError ? (
          <LoadFailure what="the courses" onRetry={() => courses.refetch()} />
        ) : courses.data.length === 0 ? (
          <EmptyState title={NO_COURSES} />
        ) : (
          <CourseList
            courses={courses.data}
            timeZone={family.timeZone}
            onChoose={(chosen) => {
              setCourse(chosen);
              setStep('family');
            }}
          />
        )
      ) : null}
      {step === 'family' && course ? (
        <>
          <p>{course.title}</p>
          <FamilyForm
            initialValues={family}
            timeZones={timeZones(family.timeZone)}
            onBack={(values) => {
              if (familyDirty) setFamily(values);
              // What the form held is in `family` now (compared by value above); the form itself goes.
              setFamilyDirty(false);
              setStep('course');
            }}
            onDirtyChange={setFamilyDirty}
            onSubmit={(values) => {
              setFamily(values);
              setRefused([]);
              setStep('card');
            }}
          />
        </>
      ) : null}
      {step === 'card' && course ? (
        <>
          <p>{CARD_EXPLAINED}</p>
          {refused.length ? <Alert role="alert" messages={refused} /> : null}
          <CardForm
            variant="new"
            processing={processing}
            error={cardMessage}
            onCancel={() => setStep('family')}
            onSubmit={enroll}
          />
        </>
      ) : null}
      {step === 'done' && done && course ? (
        <>
          <p>{enrolledText(course.title, `${family.studentFirstName} ${family.studentLastName}`.trim(), done.login)}</p>
          <p>
            <Link href="/login">{SIGN_IN_LINK}</Link>
          </p>
        </>
      ) : null}
    </Page>
  );
}
