import { createQueryClient } from '@tutoring/api-client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DesignSystemProvider, ToastRegion } from '@tutoring/design-system';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { handleRealtimeEvent, REALTIME_WINDOW_EVENT } from '../realtime/events';
import { Notifications } from './Notifications';
import { GOT_IT, MARK_DONE } from './notices';

const user = {
  id: 5,
  email: 's@example.com',
  firstName: 'Sam',
  lastName: 'Student',
  type: 'Student' as const,
  roles: ['student'],
  permissions: [],
  timeZone: 'UTC',
  actorId: null,
  employeeId: null,
  studentId: 9,
  parentId: null,
  essayGrader: false,
  graderToken: null,
  mustSetPassword: false,
  spoofing: null as null | { type: 'Student'; id: number; name: string },
};
const notices = [
  {
    id: 1,
    title: 'Old news',
    message: 'Read already',
    createdAt: '2026-11-01T10:00:00Z',
    readAt: '2026-11-02T10:00:00Z',
    dueAt: null,
    userId: 5,
  },
  {
    id: 2,
    title: 'Practice set',
    message: 'Finish it',
    createdAt: '2026-11-20T10:00:00Z',
    readAt: null,
    dueAt: '2026-11-25T17:00:00Z',
    userId: 5,
  },
  {
    id: 3,
    title: 'Welcome',
    message: 'Hello',
    createdAt: '2026-11-10T10:00:00Z',
    readAt: null,
    dueAt: null,
    userId: 5,
  },
];
const acknowledged: Array<{ id: string; body: unknown }> = [];
const server = setupServer(
  http.get('*/api/v2/notices', () =>
    HttpResponse.json({ notices, meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 100 } }),
  ),
  http.put('*/api/v2/notices/:id', async ({ params, request }) => {
    const body = (await request.json()) as { notice: { readAt: string } };
    acknowledged.push({ id: String(params.id), body });
    const notice = notices.find((n) => n.id === Number(params.id))!;
    return HttpResponse.json({ notice: { ...notice, readAt: body.notice.readAt } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  acknowledged.length = 0;
});
afterAll(() => server.close());

function renderNotifications(spoofing = false) {
  platformStore.set(currentUserAtom, {
    ...user,
    spoofing: spoofing ? { type: 'Student', id: 9, name: 'Sam Student' } : null,
  });
  const queryClient = createQueryClient({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider>
        <Notifications />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('notifications', () => {
  it('SHL-13: lists notices newest first with unread dots, due labels and one action each', async () => {
    renderNotifications();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    const items = within(screen.getByRole('list', { name: 'Notices' })).getAllByTestId('notice');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Practice set Due 11/25/2026',
      'Welcome',
      'Old news',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: MARK_DONE })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: GOT_IT })).toBeInTheDocument();
    expect(MARK_DONE).toBe('Mark done');
    expect(GOT_IT).toBe('Got it');
  });

  it('SHL-14: acknowledging sets readAt on the server and removes the unread dot', async () => {
    renderNotifications();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    const welcome = within(screen.getByRole('list', { name: 'Notices' })).getAllByTestId('notice')[1]!;
    await userEvent.click(within(welcome).getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
    expect(within(welcome).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0]).toMatchObject({ id: '3', body: { notice: { readAt: expect.any(String) } } });
  });

  it('SHL-14: acknowledge-all marks every unread notice read', async () => {
    renderNotifications();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(acknowledged.map((a) => a.id).sort()).toEqual(['2', '3']);
  });

  it('SHL-14: after "Mark done" from the keyboard the focus moves to the next notice\'s "Got it", then to the dialog\'s heading', async () => {
    renderNotifications();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    within(dialog).getByRole('button', { name: MARK_DONE }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
    const gotIt = within(dialog).getByRole('button', { name: GOT_IT });
    await waitFor(() => expect(document.activeElement).toBe(gotIt));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 2, name: 'Notifications' })),
    );
  });

  it('SHL-14: after "Mark all as read" the focus is on the dialog\'s heading, not the page\'s body', async () => {
    renderNotifications();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    within(dialog).getByRole('button', { name: 'Mark all as read' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 2, name: 'Notifications' })),
    );
  });

  it('SHL-15: while spoofing, acknowledge-all and the per-notice buttons are hidden', async () => {
    renderNotifications(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('SHL-16: a new-notice event adds the notice to the top, unread, without a reload', async () => {
    const queryClient = renderNotifications();
    await screen.findByRole('button', { name: 'Notifications 2 unread' });
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(REALTIME_WINDOW_EVENT, listener);
    act(() =>
      handleRealtimeEvent(
        'new-notice',
        {
          type: 'Notice',
          id: 4,
          data: {
            id: 4,
            title: 'Live one',
            message: 'Just now',
            createdAt: '2026-11-21T09:00:00Z',
            readAt: null,
            dueAt: null,
            userId: 5,
          },
        },
        { queryClient, reloadCurrentUser: async () => undefined },
      ),
    );
    window.removeEventListener(REALTIME_WINDOW_EVENT, listener);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 3 unread' }));
    expect(
      within(within(screen.getByRole('list', { name: 'Notices' })).getAllByTestId('notice')[0]!).getByRole('heading'),
    ).toHaveTextContent('Live one');
    expect(seen).toEqual([{ event: 'new-notice', data: expect.objectContaining({ title: 'Live one' }) }]);
  });

  it('X-04: user-change reloads the current user; heads-up shows an info toast', () => {
    const reloadCurrentUser = jest.fn(async () => undefined);
    handleRealtimeEvent(
      'user-change',
      { type: 'User', id: 5, data: {} },
      { queryClient: new QueryClient(), reloadCurrentUser },
    );
    expect(reloadCurrentUser).toHaveBeenCalledTimes(1);
    render(
      <DesignSystemProvider>
        <ToastRegion />
      </DesignSystemProvider>,
    );
    act(() =>
      handleRealtimeEvent(
        'heads-up',
        { type: 'HeadsUp', id: 1, data: { title: 'Heads up', message: 'Your session moved.' } },
        { queryClient: new QueryClient(), reloadCurrentUser },
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your session moved.');
  });
});
