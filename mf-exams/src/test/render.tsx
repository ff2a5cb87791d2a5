// Test helpers on the one test kit (@tutoring/build-config/test-kit): a signed-in user in the shared session store and a render with the providers the remote runs
// inside (query client, theme, router at a URL, toast region, the api-client's toasts wired to it).
import type { ReactElement } from 'react';
import { type RenderOptions, renderWithProviders, testUser } from '@tutoring/build-config/test-kit';
import { setExamsToken } from '@tutoring/api-client';
import type { SessionUser } from '@tutoring/platform';
import { ADMIN_TOKEN, GRADER_TOKEN } from './examsHost';

/** An admin who is also a grading administrator on the exams host. */
export function adminUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return testUser({
    timeZone: 'America/New_York',
    employeeId: 10,
    essayGrader: true,
    graderToken: ADMIN_TOKEN,
    ...overrides,
  });
}

/** A tutor flagged as essay grader. */
export function graderUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return adminUser({
    id: 2,
    email: 'tutor@example.com',
    firstName: 'Tina',
    lastName: 'Tutor',
    fullName: 'Tina Tutor',
    type: 'Tutor',
    roles: ['tutor'],
    permissions: ['TUTOR'],
    employeeId: 20,
    graderToken: GRADER_TOKEN,
    ...overrides,
  });
}

export { currentLocation } from '@tutoring/build-config/test-kit';

/** Renders `ui` at `url` (route `path`) for `user` with the kit's providers; no grader token is left over. */
export function renderPage(ui: ReactElement, { user = adminUser(), ...options }: RenderOptions = {}) {
  setExamsToken(null);
  return renderWithProviders(ui, { user, ...options });
}
