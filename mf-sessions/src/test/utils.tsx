// mf-sessions' tests on the one test kit (@tutoring/build-config/test-kit): providers, a signed-in user, msw.
import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import { createTestServer, renderWithProviders, testUser } from '@tutoring/build-config/test-kit';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';

configure({ asyncUtilTimeout: 4000 });

const network = createTestServer();

/** The fake API: every test registers its own handlers; an unhandled request fails the test. */
export const server = network.server;
/** Every request of the current test. */
export const seen = network.seen;
/** Starts the server for the file and records requests. */
export const installServer = (): void => network.install();
/** `GET|PUT|POST|DELETE /api/v2/<path>` answering `json` (status 200 unless given). */
export const on = network.on;
/** The last request to a path (and method). */
export const lastRequest = network.lastRequest;

/** Signs a user in (shared session store); `roles` picks the app (admin, crm, tutor, student, parent). */
export function signIn(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = testUser({ firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', employeeId: 10, ...overrides });
  platformStore.set(currentUserAtom, user);
  return user;
}

/** Renders inside the providers of a remote, with a fresh query client, as the signed-in user. */
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderWithProviders(ui, { url: route, user: platformStore.get(currentUserAtom) });
}

/** A session as the API returns it (DOM-48), starting `startsInMinutes` from now. */
export function makeSession(
  overrides: Record<string, unknown> = {},
  startsInMinutes = 60,
  duration = 60,
): Record<string, unknown> {
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  return {
    id: 7,
    title: 'Algebra I',
    sequence: 3,
    name: null,
    type: 'Session',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    duration,
    timezone: 'America/Los_Angeles',
    courseId: 5,
    course: {
      id: 5,
      title: 'Algebra I',
      dynamicSubject: false,
      brand: { id: 2, name: 'Math', includePoints: true, department: { id: 1, name: 'Mathematics' } },
    },
    sessionType: { id: 1, name: 'Online Tutoring', online: true },
    sessionTypeId: 1,
    supervisor: { id: 3, firstName: 'Maria', lastInitial: 'S' },
    attendances: [{ id: 1, studentId: 11, firstName: 'Sam', lastName: 'Student', joinedAt: null }],
    attendancesCount: 1,
    assignmentsCount: 1,
    employeesRequired: 1,
    canEdit: true,
    canCancel: true,
    isPast: false,
    launchable: true,
    ...overrides,
  };
}
