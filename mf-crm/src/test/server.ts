// Network mocking for mf-crm's tests on the one test kit: msw at the network, every unhandled request fails the test.
import { HttpResponse, apiUrl, createTestServer, http } from '@tutoring/build-config/test-kit';

export { HttpResponse, apiUrl, contractWrite, http, listReply, unprocessable } from '@tutoring/build-config/test-kit';
export type { SeenRequest } from '@tutoring/build-config/test-kit';

/** Reference data most screens load. */
export const employeesFixture = [
  { id: 7, fullName: 'Casey Crm', firstName: 'Casey', lastName: 'Crm', active: true, roles: ['crm'] },
  {
    id: 8,
    fullName: 'Dana Director',
    firstName: 'Dana',
    lastName: 'Director',
    active: true,
    roles: ['director_of_academic_advising'],
  },
  {
    id: 9,
    fullName: 'Avery Advisor',
    firstName: 'Avery',
    lastName: 'Advisor',
    active: true,
    roles: ['academic_advisor'],
  },
];

const defaults = [
  http.get(apiUrl('time_zones'), () =>
    HttpResponse.json({
      timeZones: [
        { id: 1, name: 'America/New_York', label: 'Eastern' },
        { id: 2, name: 'America/Los_Angeles', label: 'Pacific' },
      ],
    }),
  ),
  http.get(apiUrl('states'), () =>
    HttpResponse.json({
      states: [
        { id: 5, name: 'California', code: 'CA' },
        { id: 33, name: 'New York', code: 'NY' },
      ],
    }),
  ),
  http.get(apiUrl('parents/referral_sources'), () => HttpResponse.json({ referralSources: ['Friend', 'School'] })),
  http.get(apiUrl('lead_sources/categories'), () => HttpResponse.json({ categories: ['High School', 'Business'] })),
  http.get(apiUrl('messages/message_types'), () => HttpResponse.json({ messageTypes: ['email', 'sms'] })),
  http.get(apiUrl('subjects'), () =>
    HttpResponse.json({
      subjects: [
        { id: 3, name: 'Algebra', categoryName: 'Math' },
        { id: 4, name: 'SAT', categoryName: 'Test Prep' },
      ],
    }),
  ),
  http.get(apiUrl('employees'), () =>
    HttpResponse.json({
      employees: employeesFixture,
      meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 1000 },
    }),
  ),
  http.get(apiUrl('employees/assigned_advisors'), () =>
    HttpResponse.json({ employees: [{ id: 10, fullName: 'Old Advisor', active: false, roles: ['academic_advisor'] }] }),
  ),
  http.get(apiUrl('parents/abandoned_counts'), () =>
    HttpResponse.json({ abandonedCounts: { abandoned: 4, last7Days: 1, last30Days: 3 } }),
  ),
  http.get(apiUrl('inbox_activities/unread_count'), () => HttpResponse.json({ unreadCount: 0 })),
];

const network = createTestServer(...defaults);

/** The msw server (default reference handlers installed). */
export const server = network.server;
/** Every request made during the current test. */
export const seen = network.seen;
/** Installs the server for the test file: log every request, reset handlers and cache between tests. */
export const installServer = (): void => network.install();
/** The requests to `path` (relative to /api/v2) with the given method. */
export const requestsTo = network.requestsTo;
