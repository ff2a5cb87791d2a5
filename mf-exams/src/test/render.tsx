// Test helpers: a signed-in user in the shared session store and a render with the providers the remote runs
// inside (query client, theme, router at a URL, toast region, the api-client's toasts wired to it).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiClient, queryClientDefaults, setExamsToken } from '@tutoring/api-client';
import { DesignSystemProvider, ToastRegion, toast } from '@tutoring/design-system';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';
import { ADMIN_TOKEN, GRADER_TOKEN } from './examsHost';

/** An admin who is also a grading administrator on the exams host. */
export function adminUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    fullName: 'Ada Admin',
    type: 'Employee',
    roles: ['admin'],
    permissions: ['ADMIN'],
    timeZone: 'America/New_York',
    actorId: null,
    employeeId: 10,
    studentId: null,
    parentId: null,
    essayGrader: true,
    graderToken: ADMIN_TOKEN,
    mustSetPassword: false,
    spoofing: null,
    ...overrides,
  } as SessionUser;
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

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The current URL (path and query) of the memory router. */
export const currentLocation = (): string => lastLocation;

/** Renders `ui` at `url` (route `path`) for `user`, with a fresh query client. */
export function renderPage(
  ui: ReactElement,
  { url = '/', path = '*', user = adminUser() }: { url?: string; path?: string; user?: SessionUser | null } = {},
) {
  platformStore.set(currentUserAtom, user);
  setExamsToken(null);
  toast.clear();
  configureApiClient({
    notify: (t) =>
      t.kind === 'error' ? toast.error(t.title ?? '', t.message) : toast.success(t.message ?? '', t.title),
  });
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
