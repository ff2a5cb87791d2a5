// Storybook decorator of this remote: a QueryClient seeded with the reference lists (stories run without a network)
// and a memory router.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryKeys } from '@tutoring/api-client';

/** A QueryClient whose reference queries are already answered. */
export function storyQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.call('time_zones', 'all'), [
    { id: 1, name: 'America/New_York', label: 'Eastern' },
    { id: 2, name: 'America/Los_Angeles', label: 'Pacific' },
  ]);
  client.setQueryData(queryKeys.call('states', 'all'), [
    { id: 5, name: 'California', code: 'CA' },
    { id: 33, name: 'New York', code: 'NY' },
  ]);
  client.setQueryData(queryKeys.call('parents', 'referral_sources'), ['Friend', 'School', 'Search engine']);
  client.setQueryData(queryKeys.call('lead_sources', 'categories'), [
    'High School',
    'Middle School',
    'Business',
    'Library',
  ]);
  client.setQueryData(queryKeys.call('messages', 'message_types'), ['General', 'Reminder']);
  client.setQueryData(queryKeys.call('subjects', 'all'), [
    { id: 3, name: 'Algebra', categoryName: 'Math' },
    { id: 4, name: 'SAT', categoryName: 'Test Prep' },
  ]);
  client.setQueryData(queryKeys.call('employees', 'owners'), {
    results: [
      { id: 7, fullName: 'Casey Crm' },
      { id: 9, fullName: 'Avery Advisor' },
    ],
    totalCount: 2,
    totalPages: 1,
    pageSize: 1000,
    page: 1,
    startIndex: 1,
    endIndex: 2,
    meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 1000 },
  });
  client.setQueryData(queryKeys.list('test_dates', { per: 100 }), {
    results: [{ id: 21, date: '2026-03-14', subjectId: 4 }],
    totalCount: 1,
    totalPages: 1,
    pageSize: 100,
    page: 1,
    startIndex: 1,
    endIndex: 1,
    meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
  });
  return client;
}

/** Wraps a story in the seeded QueryClient and a memory router. */
export function StoryProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={storyQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
