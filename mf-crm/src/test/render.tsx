// mf-crm's users on the one test kit (@tutoring/build-config/test-kit): render with the providers a remote runs in.
import type { ReactElement } from 'react';
import { type RenderOptions, renderWithProviders as render, testUser } from '@tutoring/build-config/test-kit';
import type { SessionUser } from '@tutoring/platform';

export { currentLocation } from '@tutoring/build-config/test-kit';

/** A staff user as the current-user call returns it. */
export function staffUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return testUser({
    id: 70,
    email: 'crm@example.com',
    firstName: 'Casey',
    lastName: 'Crm',
    fullName: 'Casey Crm',
    roles: ['crm', 'admin'],
    timeZone: 'America/New_York',
    employeeId: 7,
    ...overrides,
  });
}

/** The kit's render, signed in as {@link staffUser} unless the test says otherwise. */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) =>
  render(ui, { user: staffUser(), ...options });
