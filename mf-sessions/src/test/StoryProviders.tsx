// Story wrapper: a query client pre-filled with the data a story shows (no network), a router and a signed-in user.
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';

/** Props of {@link StoryProviders}. */
export interface StoryProvidersProps {
  children: ReactNode;
  /** Query data to seed: [key, data] pairs (never refetched). */
  data?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** Roles of the signed-in user (picks the app). Default admin. */
  roles?: string[];
}

/** Providers for mf-sessions stories. */
export function StoryProviders({ children, data = [], roles = ['admin'] }: StoryProvidersProps) {
  const [client] = useState(() => {
    const c = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: true } } });
    for (const [key, value] of data) c.setQueryData(key, value);
    return c;
  });
  platformStore.set(currentUserAtom, {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    fullName: 'Ada Admin',
    type: 'Employee',
    roles,
    permissions: roles.includes('admin') ? ['ADMIN'] : [],
    timeZone: 'America/Los_Angeles',
    actorId: null,
    employeeId: 10,
    studentId: null,
    parentId: null,
    essayGrader: false,
    graderToken: null,
    mustSetPassword: false,
    spoofing: null,
  } as SessionUser);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
