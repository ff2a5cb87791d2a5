import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxPage } from './InboxPage';
import { HttpResponse, apiUrl, http, installServer, listReply, requestsTo, server } from '../../test/server';
import { renderWithProviders } from '../../test/render';

installServer();

const activities = [
  {
    id: 1,
    title: 'New lead assigned',
    body: 'Pat Parent is yours now',
    readAt: null,
    read: false,
    regarding: { id: 12, type: 'Parent' },
  },
  {
    id: 2,
    title: 'Campaign sent',
    body: 'Spring campaign',
    readAt: '2026-01-01T00:00:00Z',
    read: true,
    regarding: { id: 5, type: 'Student' },
  },
];
const histories = [
  {
    id: 7,
    type: 'Call',
    subject: 'Follow-up call',
    body: 'Talked about SAT',
    readAt: null,
    read: false,
    regarding: { id: 12, type: 'Parent' },
  },
];

function setup() {
  let unread = 1;
  server.use(
    http.get(apiUrl('inbox_activities'), () => listReply('inboxActivities', activities)),
    http.get(apiUrl('inbox_activities/unread_count'), () => HttpResponse.json({ unreadCount: unread })),
    http.put(apiUrl('inbox_activities/1/mark_read'), () => {
      unread = 0;
      return HttpResponse.json({ inboxActivity: { ...activities[0], read: true } });
    }),
    http.delete(apiUrl('inbox_activities/clear_read'), () => new HttpResponse(null, { status: 204 })),
    http.post(apiUrl('inbox_activities/deliver_campaigns'), () => HttpResponse.json({ delivered: 2 })),
    http.get(apiUrl('contact_histories/inbox'), () => listReply('contactHistories', histories)),
    http.put(apiUrl('contact_histories/7/mark_read'), () =>
      HttpResponse.json({ contactHistory: { ...histories[0], read: true } }),
    ),
  );
  renderWithProviders(<InboxPage />, { url: '/inbox', path: '/inbox' });
  return userEvent.setup();
}

describe('InboxPage', () => {
  it('CRM-28: shows the unread count from GET inbox_activities/unread_count', async () => {
    setup();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
  });

  it('CRM-28, OP-64: opening an unread activity marks it read and shows its regarding record', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /New lead assigned/ }));
    expect(await screen.findByText('Pat Parent is yours now')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('PUT', 'inbox_activities/1/mark_read')).toHaveLength(1));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parent #12' })).toHaveAttribute('href', '/parents/12');
    // Opening an item that is already read calls nothing.
    await user.click(screen.getByRole('button', { name: /Campaign sent/ }));
    expect(requestsTo('PUT', 'inbox_activities/2/mark_read')).toHaveLength(0);
  });

  it('CRM-28, OP-64: "Clear read" and "Deliver campaigns" make their calls', async () => {
    const user = setup();
    await screen.findByRole('button', { name: /New lead assigned/ });
    await user.click(screen.getByRole('button', { name: 'Clear read' }));
    await waitFor(() => expect(requestsTo('DELETE', 'inbox_activities/clear_read')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Deliver campaigns' }));
    await waitFor(() => expect(requestsTo('POST', 'inbox_activities/deliver_campaigns')).toHaveLength(1));
  });

  it('CRM-27, OP-63: the contact histories have the six type tabs, which filter the list', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Contact histories' }));
    const tabs = within(await screen.findByRole('tablist', { name: 'Contact history types' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Note', 'Call', 'Email', 'SMS', 'Message']);
    await screen.findByRole('button', { name: /Follow-up call/ });
    expect(requestsTo('GET', 'contact_histories/inbox')[0]!.url.searchParams.get('type')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'SMS' }));
    await waitFor(() =>
      expect(requestsTo('GET', 'contact_histories/inbox').at(-1)!.url.searchParams.get('type')).toBe('SMS'),
    );
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('CRM-27, OP-63: opening an unread contact history marks it read; it links to its regarding record', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Contact histories' }));
    await user.click(await screen.findByRole('button', { name: /Follow-up call/ }));
    expect(await screen.findByText('Talked about SAT')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('PUT', 'contact_histories/7/mark_read')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Parent #12' })).toHaveAttribute('href', '/parents/12');
  });

  it('the section tabs move with the arrow keys', async () => {
    const user = setup();
    screen.getByRole('tab', { name: 'Inbox activities' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact histories' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Contact histories' })).toHaveAttribute('aria-selected', 'true');
  });
});
