import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RemoteErrorBoundary } from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME } from '../../app/remote';
import { listReply } from '@tutoring/build-config/test-kit';
import { API, createTestServer } from '../../test/server';
import { renderScreen } from '../../test/render';
import { PaymentsPage } from './PaymentsPage';

// The card form's chunk fails to load once (a deploy replaced it, the network dropped): its module throws where
// webpack's chunk load would reject; the next load works.
let mockChunkLoads = 0;
jest.mock('./components/CardFormPanel', () => {
  mockChunkLoads += 1;
  if (mockChunkLoads === 1) throw new Error('Loading chunk 23 failed');
  return jest.requireActual('./components/CardFormPanel');
});

const server = createTestServer();

describe('a parent payment profile whose card form fails to load (issue 26)', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/parents/7`, () =>
        HttpResponse.json({
          parent: {
            id: 7,
            firstName: 'Paula',
            lastName: 'Parent',
            fullName: 'Paula Parent',
            email: 'parent@example.com',
            timeZone: 'UTC',
            students: [],
            authorizeNetProfile: null,
            subscription: null,
          },
        }),
      ),
      http.get(`${API}/enrollments`, () => listReply('enrollments', [])),
      http.get(`${API}/payments`, () => listReply('payments', [])),
    );
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the area failure with Retry in the form’s place; the rest of the profile keeps working and Retry opens the form', async () => {
    // Inside the area's own boundary, as the shell mounts it: a failure that reached it would replace the whole page.
    renderScreen(
      <RemoteErrorBoundary name={REMOTE_NAME} label={REMOTE_LABEL} onRetry={() => undefined}>
        <PaymentsPage />
      </RemoteErrorBoundary>,
      { route: '/payments/7', path: '/payments/:parentId?' },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'Payments is not available right now' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('This area could not be loaded.');
    // The rest of the profile is still there and answers.
    expect(screen.getByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Parent' })).toBeEnabled();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments is not available right now' })).not.toBeInTheDocument();
    expect(mockChunkLoads).toBe(2);
  });
});
