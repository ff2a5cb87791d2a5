import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME } from '../../app/remote';
import { ParentsPage } from './ParentsPage';
import { installServer, requestsTo, server } from '../../test/server';
import { parentsList } from '../../test/parents';
import { renderWithProviders } from '../../test/render';

// The reassign dialog's chunk fails to load once (a deploy replaced it, the network dropped): its module throws where
// webpack's chunk load would reject; the next load works.
let mockChunkLoads = 0;
jest.mock('../../shared/components/ReassignModal', () => {
  mockChunkLoads += 1;
  if (mockChunkLoads === 1) throw new Error('Loading chunk 41 failed');
  return jest.requireActual('../../shared/components/ReassignModal');
});

installServer();

describe('ParentsPage dialogs loaded on demand (issue 26)', () => {
  beforeEach(() => {
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a dialog whose code fails to load shows the area failure with Retry in its place; the list keeps working and Retry opens it', async () => {
    server.use(parentsList());
    // Inside the area's own boundary, as the shell mounts it: a failure that reached it would replace the whole page.
    renderWithProviders(
      <RemoteErrorBoundary name={REMOTE_NAME} label={REMOTE_LABEL} onRetry={() => undefined}>
        <ParentsPage />
      </RemoteErrorBoundary>,
      { url: '/parents', path: '/parents' },
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Own Parent' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Own Parent' }));
    await user.click(screen.getByRole('button', { name: 'Reassign selected (1)' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'CRM is not available right now' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('This area could not be loaded.');
    // The rest of the page is still there and answers.
    expect(screen.getByRole('heading', { name: 'Parents' })).toBeInTheDocument();
    const lists = requestsTo('GET', 'parents').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search parents' }), 'own{Enter}');
    await waitFor(() => expect(requestsTo('GET', 'parents').length).toBeGreaterThan(lists));

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CRM is not available right now' })).not.toBeInTheDocument();
    expect(mockChunkLoads).toBe(2);
  });
});
