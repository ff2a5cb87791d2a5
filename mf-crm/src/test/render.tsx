import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClientDefaults } from '@tutoring/api-client';
import { DesignSystemProvider, ToastRegion } from '@tutoring/design-system';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';

/** A staff user as the current-user call returns it. */
export function staffUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 70,
    email: 'crm@example.com',
    firstName: 'Casey',
    lastName: 'Crm',
    fullName: 'Casey Crm',
    type: 'Employee',
    roles: ['crm', 'admin'],
    permissions: ['ADMIN'],
    timeZone: 'America/New_York',
    actorId: null,
    employeeId: 7,
    studentId: null,
    parentId: null,
    essayGrader: false,
    graderToken: null,
    mustSetPassword: false,
    spoofing: null,
    ...overrides,
  } as SessionUser;
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The current URL (path and query) of the memory router. */
export const currentLocation = (): string => lastLocation;

/**
 * Renders `ui` with the remote's providers: a fresh QueryClient, the design system, a memory router at `url`
 * (matching `path`), the toast region, and the given current user.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', user = staffUser() }: { url?: string; path?: string; user?: SessionUser | null } = {},
) {
  platformStore.set(currentUserAtom, user);
  const client = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={client}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastRegion />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
}
