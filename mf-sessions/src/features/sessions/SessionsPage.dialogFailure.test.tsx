import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME } from '../../app/remote';
import { installServer, lastRequest, makeSession, on, renderUi, signIn } from '../../test/utils';
import { SessionsPage } from './SessionsPage';

// The event form's chunk fails to load once (a deploy replaced it, the network dropped): its module throws where
// webpack's chunk load would reject; the next load works.
let mockChunkLoads = 0;
jest.mock('../events/components/EventFormModal', () => {
  mockChunkLoads += 1;
  if (mockChunkLoads === 1) throw new Error('Loading chunk 17 failed');
  return jest.requireActual('../events/components/EventFormModal');
});

installServer();

describe('SessionsPage modals loaded on demand (issue 26)', () => {
  beforeEach(() => {
    signIn({ roles: ['admin'], permissions: ['ADMIN'], employeeId: 10 });
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a modal whose code fails to load shows the area failure with Retry in its place; the list keeps working and Retry opens it', async () => {
    on('get', 'sessions', {
      sessions: [makeSession({ id: 1, title: 'Session row 1' })],
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
    // Inside the area's own boundary, as the shell mounts it: a failure that reached it would replace the whole page.
    renderUi(
      <RemoteErrorBoundary name={REMOTE_NAME} label={REMOTE_LABEL} onRetry={() => undefined}>
        <SessionsPage />
      </RemoteErrorBoundary>,
      { route: '/sessions' },
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Session row 1' });
    await user.click(screen.getByRole('button', { name: 'New event' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'Sessions is not available right now' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('This area could not be loaded.');
    // The rest of the page is still there and answers.
    expect(screen.getByRole('heading', { name: 'Sessions' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Schedule'), 'live');
    await waitFor(() => expect(lastRequest('sessions')!.query.get('schedule')).toBe('live'));

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sessions is not available right now' })).not.toBeInTheDocument();
    expect(mockChunkLoads).toBe(2);
  });
});
