import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@tutoring/api-client';
import { DEFAULT_SETTINGS, currentUserAtom, installShellServices, platformStore } from '@tutoring/platform';
import { GRADER_ACCESS_INVALID } from '../../shared/api/access';
import { HttpResponse, db, http, installHost, requestsTo, seen, server } from '../../test/examsHost';
import { adminUser, graderUser, renderPage } from '../../test/render';
import { ExamsPage } from './ExamsPage';

installHost();

describe('ExamsPage', () => {
  it('EXM-02: lists the exams of GET /api/exams.json with their sections and scoring', async () => {
    renderPage(<ExamsPage />, { url: '/exams' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Diagnostic Exam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Math Placement' })).toBeInTheDocument();
    const sections = screen.getByRole('table', { name: 'Sections of Diagnostic Exam' });
    const rows = within(sections).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('MathMultiple choice (automatic)33');
    expect(rows[2]).toHaveTextContent('EssayEssay (grader rubric 1-6)16');
    expect(screen.getAllByText(/Maximum total 9\./)).toHaveLength(1);
    expect(requestsTo('GET', 'exams.json')).toHaveLength(1);
  });

  it('EXM-01: every exams-host call carries Authorization: Token <graderToken> and uses /api, not /api/v2', async () => {
    renderPage(<ExamsPage />, { url: '/exams', user: graderUser() });
    await screen.findByRole('heading', { level: 2, name: 'Diagnostic Exam' });
    const exams = seen.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/v2/'));
    expect(exams.length).toBeGreaterThan(0);
    for (const r of exams) expect(r.authorization).toBe('Token grader-token-0001');
  });

  it('EXM-01: without a grader token no call is made and a clear message offers ways back', async () => {
    renderPage(<ExamsPage />, { url: '/exams', user: adminUser({ graderToken: null, essayGrader: false }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(GRADER_ACCESS_INVALID);
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
    expect(seen).toHaveLength(0);
  });

  it('EXM-01: a token the exams host refuses (401) shows the access message, not a logout', async () => {
    db.graders = db.graders.filter((g) => g.admin);
    const onUnauthorized = jest.fn();
    renderPage(<ExamsPage />, { url: '/exams', path: '/exams', user: graderUser() });
    configureApiClient({ onUnauthorized });
    expect(await screen.findByText(GRADER_ACCESS_INVALID)).toBeInTheDocument();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Diagnostic Exam' })).not.toBeInTheDocument();
    expect(screen.queryByText('We could not load the exams.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to your home page' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('EXM-01: the ways back work: "Sign in again" logs out, "Try again" reloads the user and retries with the new token', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    const reloadCurrentUser = jest.fn(async () => {
      platformStore.set(currentUserAtom, graderUser({ graderToken: 'grader-token-0001' }));
    });
    installShellServices({
      logout,
      reloadCurrentUser,
      startSpoofing: jest.fn(),
      stopSpoofing: jest.fn(),
      retryRemote: jest.fn(),
      settings: DEFAULT_SETTINGS,
    });
    renderPage(<ExamsPage />, { url: '/exams', user: graderUser({ graderToken: 'revoked-token-0001' }) });
    expect(await screen.findByText(GRADER_ACCESS_INVALID)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadCurrentUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Diagnostic Exam' })).toBeInTheDocument();
    expect(requestsTo('GET', 'exams.json').at(-1)!.authorization).toBe('Token grader-token-0001');
  });

  it('exams that could not be loaded say so in the page, with Retry, which asks again and shows them', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/exams.json', () => HttpResponse.json({ errors: ['Database down'] }, { status: 500 }), {
        once: true,
      }),
    );
    renderPage(<ExamsPage />, { url: '/exams' });
    const failure = await screen.findByText('We could not load the exams.');
    const retry = within(failure.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' });
    const asked = requestsTo('GET', 'exams.json').length;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Diagnostic Exam' })).toBeInTheDocument();
    expect(requestsTo('GET', 'exams.json')).toHaveLength(asked + 1);
    expect(screen.queryByText('We could not load the exams.')).not.toBeInTheDocument();
  });
});
