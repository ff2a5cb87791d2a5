// Storybook decorator of this remote: the one story kit's providers with the reference lists already answered
// (stories run without a network).
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import { StoryProviders as KitStoryProviders } from '@tutoring/build-config/story-kit';

/** The reference lists the CRM's forms read, as [key, data] pairs for the kit. */
const referenceData: ReadonlyArray<readonly [QueryKey, unknown]> = [
  [
    queryKeys.call('time_zones', 'all'),
    [
      { id: 1, name: 'America/New_York', label: 'Eastern' },
      { id: 2, name: 'America/Los_Angeles', label: 'Pacific' },
    ],
  ],
  [
    queryKeys.call('states', 'all'),
    [
      { id: 5, name: 'California', code: 'CA' },
      { id: 33, name: 'New York', code: 'NY' },
    ],
  ],
  [queryKeys.call('parents', 'referral_sources'), ['Friend', 'School', 'Search engine']],
  [queryKeys.call('lead_sources', 'categories'), ['High School', 'Middle School', 'Business', 'Library']],
  [queryKeys.call('messages', 'message_types'), ['General', 'Reminder']],
  [
    queryKeys.call('subjects', 'all'),
    [
      { id: 3, name: 'Algebra', categoryName: 'Math' },
      { id: 4, name: 'SAT', categoryName: 'Test Prep' },
    ],
  ],
  [
    queryKeys.call('employees', 'owners'),
    {
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
    },
  ],
  [
    queryKeys.list('test_dates', { per: 100 }),
    {
      results: [{ id: 21, date: '2026-03-14', subjectId: 4 }],
      totalCount: 1,
      totalPages: 1,
      pageSize: 100,
      page: 1,
      startIndex: 1,
      endIndex: 1,
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
    },
  ],
];

/** Wraps a story in the story kit's providers with the reference lists. */
export function StoryProviders({ children }: { children: ReactNode }) {
  return <KitStoryProviders data={referenceData}>{children}</KitStoryProviders>;
}
