/**
 * Test helpers on the one test kit (@tutoring/build-config/test-kit): every screen renders with the real providers (query client, theme, router, toasts) and the real
 * api-client; the network is mocked with msw at the network, never our own modules.
 */
import type { ReactElement } from 'react';
import { renderWithProviders, testUser } from '@tutoring/build-config/test-kit';
import type { CurrentUser } from '@tutoring/contract';
import { currentUserAtom, platformStore } from '@tutoring/platform';

/** The kit's signed-in user ({@link testUser}) as "Test User", with no employee record unless given. */
const user = (who: Partial<CurrentUser>): CurrentUser =>
  testUser({ firstName: 'Test', lastName: 'User', fullName: 'Test User', employeeId: null, ...who });

/** An admin with the OPERATIONS permission. */
export const operationsAdmin = user({
  id: 1,
  email: 'admin@example.com',
  type: 'Employee',
  roles: ['admin'],
  permissions: ['ADMIN', 'OPERATIONS'],
  employeeId: 1,
});
/** An admin with the OPERATIONS role only (C-15: the same check passes). */
export const operationsRoleAdmin = user({
  id: 4,
  email: 'ops@example.com',
  type: 'Employee',
  roles: ['admin', 'OPERATIONS'],
  permissions: ['ADMIN'],
  employeeId: 4,
});
/** An admin without OPERATIONS. */
export const plainAdmin = user({
  id: 2,
  email: 'crm@example.com',
  type: 'Employee',
  roles: ['admin'],
  permissions: ['ADMIN'],
  employeeId: 2,
});
/** A parent (parent id 7). */
export const parentUser = user({
  id: 3,
  email: 'parent@example.com',
  type: 'Parent',
  roles: ['parent'],
  permissions: [],
  parentId: 7,
});

/** Signs a user in for the platform hooks. */
export function signIn(user: CurrentUser | null): void {
  platformStore.set(currentUserAtom, user);
}

/** Renders `ui` at `route` (matched by `path`) with the kit's providers, a toast region and a fresh query cache. */
export function renderScreen(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    user = operationsAdmin,
  }: { route?: string; path?: string; user?: CurrentUser | null } = {},
) {
  return renderWithProviders(ui, { url: route, path, user });
}

/** The JSON body of a request, for assertions on what was sent. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/**
 * instants that fall on another calendar day in the signed-in user's zone than in UTC (where jest runs unless
 * TZ says otherwise) and than in each other's zone, so that a date read in the machine's zone instead of the user's
 * fails at least one of them wherever the tests run.
 */
export const INSTANTS_ON_ANOTHER_DAY = [
  { timeZone: 'America/Los_Angeles', at: '2026-10-30T03:16:00Z', day: '10/29/2026' },
  { timeZone: 'Pacific/Auckland', at: '2026-10-30T17:16:00Z', day: '10/31/2026' },
] as const;
