// Test helpers on the one test kit (@tutoring/build-config/test-kit): msw at the network, a signed-in student in
// the shared session store, and a render with the providers a remote runs inside.
import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import { createTestServer, renderWithProviders } from '@tutoring/build-config/test-kit';
import {
  RemoteErrorBoundary,
  currentUserAtom,
  installShellServices,
  DEFAULT_SETTINGS,
  platformStore,
  type SessionUser,
  type ShellServices,
} from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME } from '../app/remote';

// The machine is shared with parallel builds: give findBy/waitFor room before they give up.
configure({ asyncUtilTimeout: 5000 });

const network = createTestServer();

/** The fake API: every test registers its own handlers; an unhandled request fails the test. */
export const server = network.server;
/** Every request of the current test. */
export const seen = network.seen;
/** `GET|PUT|POST|DELETE /api/v2/<path>` answering `json` (status 200 unless given). */
export const on = network.on;
/** Requests to a path (and method). */
export const requestsTo = (path: string, method = 'GET') => network.requestsTo(method, path);
/** The last request to a path (and method). */
export const lastRequest = network.lastRequest;

/** The shell services of the current test (spies). */
export const shellSpies = {
  logout: jest.fn(async () => undefined),
  reloadCurrentUser: jest.fn(async () => undefined),
};

/** Starts the server for the file, records requests and installs spy shell services. */
export function installServer(): void {
  network.install();
  beforeEach(() => {
    shellSpies.logout = jest.fn(async () => undefined);
    shellSpies.reloadCurrentUser = jest.fn(async () => undefined);
    const services: ShellServices = {
      logout: () => shellSpies.logout(),
      reloadCurrentUser: () => shellSpies.reloadCurrentUser(),
      startSpoofing: async () => undefined,
      stopSpoofing: async () => undefined,
      retryRemote: async () => undefined,
      settings: DEFAULT_SETTINGS,
    };
    installShellServices(services);
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
}

/** A list reply `{key: items, meta}`. */
export function listReply(
  key: string,
  items: unknown[],
  { page = 1, per = 10, totalCount = items.length }: { page?: number; per?: number; totalCount?: number } = {},
) {
  return {
    [key]: items,
    meta: { totalCount, totalPages: Math.ceil(totalCount / per), pageNumber: page, pageSize: per },
  };
}

/** The seeded student as the current user. */
export const STUDENT_ID = 11;
const studentUser: SessionUser = {
  id: 101,
  email: 'student@example.com',
  firstName: 'Sam',
  lastName: 'Student',
  fullName: 'Sam Student',
  type: 'Student',
  roles: ['student'],
  permissions: [],
  timeZone: 'America/Los_Angeles',
  actorId: null,
  employeeId: null,
  studentId: STUDENT_ID,
  parentId: null,
  essayGrader: false,
  graderToken: null,
  mustSetPassword: false,
  spoofing: null,
} as SessionUser;

/** Signs a user in (shared session store): the student by default. */
export function signIn(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = { ...studentUser, ...overrides } as SessionUser;
  platformStore.set(currentUserAtom, user);
  return user;
}

/** An admin spoofing the student. */
export function signInSpoofing(): SessionUser {
  return signIn({ actorId: 1, spoofing: { type: 'Student', id: STUDENT_ID, name: 'Sam Student' } });
}

/** Renders inside the providers of a remote, with a fresh query client, as the signed-in user. */
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const result = renderWithProviders(ui, { url: route, user: platformStore.get(currentUserAtom) });
  return { client: result.queryClient, ...result };
}

/**
 * Renders `ui` as {@link renderUi} does, inside the area's own boundary as the shell mounts it: a failure that reached
 * the boundary would replace the whole page, one kept in its part's place (platform `lazyPart`) does not.
 */
export function renderInArea(ui: ReactElement) {
  return renderUi(
    <RemoteErrorBoundary name={REMOTE_NAME} label={REMOTE_LABEL} onRetry={() => undefined}>
      {ui}
    </RemoteErrorBoundary>,
  );
}

/** A session as the API returns it (DOM-48), starting `startsInMinutes` from now. */
export function makeSession(
  id: number,
  startsInMinutes = 60 * 24,
  duration = 60,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  return {
    id,
    title: `Algebra ${id}`,
    name: null,
    type: 'Session',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    duration,
    timezone: 'America/Los_Angeles',
    courseId: 5,
    course: { id: 5, title: 'Math Club Membership' },
    supervisor: { id: 3, firstName: 'Maria', lastInitial: 'S', avatarUrl: 'https://example.com/maria.png' },
    ...overrides,
  };
}

/** The student record as `GET students/{id}` returns it. */
export function makeStudent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: STUDENT_ID,
    firstName: 'Sam',
    lastName: 'Student',
    parentId: 21,
    parent: { id: 21, name: 'Pat Parent' },
    points: 240,
    level: { name: 'Level 3', pointThreshold: 200, nextLevel: { name: 'Level 4', pointThreshold: 300 } },
    k12User: false,
    ...overrides,
  };
}

/** Answers every dashboard call with an empty, harmless reply; tests override what they look at. */
export function mockDashboard({
  student = makeStudent(),
  sessions = [] as unknown[],
  badges = [] as unknown[],
  prizes = [] as unknown[],
  reviews = [] as unknown[],
  enrollments = [] as unknown[],
  membership = [] as unknown[],
  homeworkHelp = [] as unknown[],
  studentPrizes = [] as unknown[],
}: {
  student?: Record<string, unknown>;
  sessions?: unknown[];
  badges?: unknown[];
  prizes?: unknown[];
  reviews?: unknown[];
  enrollments?: unknown[];
  membership?: unknown[];
  homeworkHelp?: unknown[];
  studentPrizes?: unknown[];
} = {}) {
  on('get', `students/${STUDENT_ID}`, { student });
  on('get', 'sessions', listReply('sessions', sessions, { per: 5 }));
  on('get', 'quests/student_badges', listReply('studentBadges', badges, { per: 100 }));
  on('get', 'quests/prizes', listReply('prizes', prizes, { per: 100 }));
  on('get', 'quests/student_prizes', listReply('studentPrizes', studentPrizes, { per: 100 }));
  on('get', 'reviews', listReply('reviews', reviews, { per: 50 }));
  on('get', 'enrollments', listReply('enrollments', enrollments, { per: 100 }));
  on('get', 'courses/membership', listReply('courses', membership));
  on('get', 'courses/homework_help', listReply('courses', homeworkHelp));
}
