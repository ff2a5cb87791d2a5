import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME } from '../../app/remote';
import { renderWithProviders, requests, signIn, setupMswServer } from '../../test/support';
import { mockTutorSearch, mockTinaBio } from '../../test/tutors';
import { TutorsPage } from './TutorsPage';

// The bio dialog's chunk fails to load once (a deploy replaced it, the network dropped): its module throws where
// webpack's chunk load would reject; the next load works.
let mockChunkLoads = 0;
jest.mock('./components/TutorBioModal', () => {
  mockChunkLoads += 1;
  if (mockChunkLoads === 1) throw new Error('Loading chunk 57 failed');
  return jest.requireActual('./components/TutorBioModal');
});

setupMswServer();

describe('TutorsPage dialogs loaded on demand (issue 26)', () => {
  beforeEach(() => {
    signIn();
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a dialog whose code fails to load shows the area failure with Retry in its place; the list keeps working and Retry opens it', async () => {
    mockTutorSearch();
    mockTinaBio();
    // Inside the area's own boundary, as the shell mounts it: a failure that reached it would replace the whole page.
    renderWithProviders(
      <RemoteErrorBoundary name={REMOTE_NAME} label={REMOTE_LABEL} onRetry={() => undefined}>
        <TutorsPage />
      </RemoteErrorBoundary>,
      { at: '/tutors' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tina Tutor' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'Staffing is not available right now' })).toBeInTheDocument();
    expect(failure).toHaveTextContent('This area could not be loaded.');
    // The rest of the page is still there and answers.
    expect(screen.getByRole('table', { name: 'Tutors' })).toBeInTheDocument();
    const searches = requests.filter((r) => r.path.endsWith('/tutors.json')).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tina');
    await waitFor(() =>
      expect(requests.filter((r) => r.path.endsWith('/tutors.json')).length).toBeGreaterThan(searches),
    );

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Tina Tutor' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staffing is not available right now' })).not.toBeInTheDocument();
    expect(mockChunkLoads).toBe(2);
  });
});
