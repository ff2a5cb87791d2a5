import { screen } from '@testing-library/react';
import { ActivityPanel } from './ActivityPanel';
import { apiUrl, http, installServer, listReply, server } from '../../test/server';
import { renderWithProviders, staffUser } from '../../test/render';

installServer();

describe('ActivityPanel (CRM-30, X-09)', () => {
  // The same instant falls on another calendar day in each zone (and in UTC, where jest runs unless TZ says
  // otherwise), so a date read in the machine's zone instead of the user's fails at least one case anywhere.
  it.each([
    ['America/Los_Angeles', '2026-12-06T03:16:00Z', 'Closes 12/05/2026'],
    ['Pacific/Auckland', '2026-12-06T17:16:00Z', 'Closes 12/07/2026'],
  ])('X-09: an imminent close shows its day in the signed-in user’s zone (%s)', async (timeZone, closesAt, text) => {
    server.use(
      http.get(apiUrl('imminent_closes'), () =>
        listReply('imminentCloses', [
          {
            id: 4,
            employeeId: 7,
            closesAt,
            createdAt: '2026-11-20T18:00:00Z',
            regarding: { type: 'Parent', id: 2 },
          },
        ]),
      ),
    );
    renderWithProviders(<ActivityPanel regarding={{ regardingType: 'Parent', regardingId: 2 }} />, {
      url: '/parents/2?records.tab=imminent_closes',
      user: staffUser({ timeZone }),
    });
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
  });
});
