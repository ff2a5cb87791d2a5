import { screen, waitFor } from '@testing-library/react';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { installServer, mockDashboard, renderUi, signIn, shellSpies } from '../test/utils';

installServer();

describe('remote routes', () => {
  beforeEach(() => {
    signIn();
    mockDashboard();
  });

  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderUi(<App />, { route: path });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(platformStore.get(titlePartsAtom)[0]).toBe(title[0]);
    },
  );

  it('STU-07: an unknown student route goes to / (the dashboard)', async () => {
    renderUi(<App />, { route: '/prizes/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('student area access', () => {
  it('STU-01: a student enters the student area', async () => {
    signIn();
    mockDashboard();
    renderUi(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(shellSpies.logout).not.toHaveBeenCalled();
  });

  it('STU-01: an admin spoofing a student enters the student area', async () => {
    signIn({
      roles: ['admin'],
      permissions: ['ADMIN'],
      actorId: 1,
      spoofing: { type: 'Student', id: 11, name: 'Sam Student' },
    });
    mockDashboard();
    renderUi(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(shellSpies.logout).not.toHaveBeenCalled();
  });

  it('STU-02: a user with neither the student role nor a spoof is logged out and sees nothing of the area', async () => {
    signIn({ type: 'Employee', roles: ['admin'], permissions: ['ADMIN'], studentId: null, employeeId: 5 });
    renderUi(<App />);
    await waitFor(() => expect(shellSpies.logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
