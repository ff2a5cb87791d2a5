import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from './DashboardPage';
import { GO_TO_K12 } from '../../app/texts';
import { http, HttpResponse } from '@tutoring/build-config/test-kit';
import { CONNECTION_LOST_READ, GENERIC_ERROR_TITLE } from '@tutoring/domain';
import { installServer, makeStudent, mockDashboard, on, renderUi, requestsTo, server, signIn } from '../../test/utils';

installServer();

describe('K12 (STU-26, OP-38)', () => {
  beforeEach(() => signIn());

  it('STU-26: a K12 user gets "Go to K12", which fetches the login ticket and opens the K12 app', async () => {
    mockDashboard({ student: makeStudent({ k12User: true }) });
    on('get', 'students/k12_login_ticket', { ticket: 'T-123', url: 'https://k12.example.com/login?ticket=T-123' });
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderUi(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: GO_TO_K12 }));
    await waitFor(() => expect(tab.location.href).toBe('https://k12.example.com/login?ticket=T-123'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(requestsTo('students/k12_login_ticket')).toHaveLength(1);
  });

  it('STU-26: no K12 button for other students, and no ticket is fetched', async () => {
    mockDashboard({ student: makeStudent({ k12User: false }) });
    renderUi(<DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: 'Points and level' });
    await screen.findByText('240');
    expect(screen.queryByRole('button', { name: GO_TO_K12 })).not.toBeInTheDocument();
    expect(requestsTo('students/k12_login_ticket')).toHaveLength(0);
  });

  it('STU-26: a failed ticket closes the blank tab and shows the error', async () => {
    mockDashboard({ student: makeStudent({ k12User: true }) });
    on('get', 'students/k12_login_ticket', { errors: ['This student does not have a K12 account.'] }, 403);
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderUi(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: GO_TO_K12 }));
    expect(await screen.findByText('This student does not have a K12 account.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it("STU-26: a 422 for the ticket closes the blank tab and shows the reply's message", async () => {
    mockDashboard({ student: makeStudent({ k12User: true }) });
    on('get', 'students/k12_login_ticket', { errors: ['This student does not have a K12 account.'] }, 422);
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderUi(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: GO_TO_K12 }));
    expect(await screen.findByText('This student does not have a K12 account.')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_ERROR_TITLE)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(screen.getByRole('button', { name: GO_TO_K12 })).toBeEnabled();
  });

  it('STU-26: no reply at all (network down) closes the blank tab and says "No connection", not that a change may be unsaved', async () => {
    mockDashboard({ student: makeStudent({ k12User: true }) });
    server.use(http.get('*/api/v2/students/k12_login_ticket', () => HttpResponse.error()));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderUi(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: GO_TO_K12 }));
    expect(await screen.findByText(CONNECTION_LOST_READ.title)).toBeInTheDocument();
    expect(screen.getByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/may not have been saved/)).not.toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
