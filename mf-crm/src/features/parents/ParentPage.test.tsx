import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MERGE_COMPLETE,
  PASSWORD_CHANGED,
  PASSWORD_MIN_LENGTH,
  SELECT_ONE_RECIPIENT,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';
import { ParentPage } from './ParentPage';
import { HttpResponse, apiUrl, http, installServer, listReply, requestsTo, server } from '../../test/server';
import { currentLocation, renderWithProviders, staffUser } from '../../test/render';

/** The browser's Back (the memory router's previous entry). */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

installServer();

const parent = {
  id: 1,
  firstName: 'Pat',
  lastName: 'Parent',
  fullName: 'Pat Parent',
  email: 'pat@example.com',
  timeZone: 'America/New_York',
  status: 'Active',
  customer: true,
  active: true,
  employeeId: 7,
  userId: 100,
  lockedAt: null,
  students: [{ id: 5, firstName: 'Sam', lastName: 'Parent', email: 'sam@example.com' }],
};

function setup(
  overrides: Record<string, unknown> = {},
  { url = '/parents/1', path = '/parents/:id', extra }: { url?: string; path?: string; extra?: ReactNode } = {},
) {
  server.use(
    http.get(apiUrl('parents/1'), () => HttpResponse.json({ parent: { ...parent, ...overrides } })),
    http.get(apiUrl('notes'), () =>
      listReply('notes', [
        {
          id: 3,
          body: 'Called about SAT prep',
          regarding: { id: 1, type: 'Parent' },
          createdAt: '2026-01-02T15:00:00Z',
        },
      ]),
    ),
  );
  renderWithProviders(
    <>
      <ParentPage />
      {extra}
    </>,
    { url, path },
  );
  return userEvent.setup();
}
const toolbar = () => screen.getByRole('toolbar', { name: 'Parent actions' });
const action = (name: string) => within(toolbar()).getByRole('button', { name });

describe('ParentPage', () => {
  it('CRM-04: loads GET parents/{id} with its students', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pat Parent' })).toBeInTheDocument();
    expect(requestsTo('GET', 'parents/1')[0]!.url.searchParams.get('include')).toBe('students');
    expect(screen.getByRole('link', { name: 'Sam Parent' })).toHaveAttribute('href', '/students/5');
  });

  it('a parent that could not be loaded says so with Retry, which asks again and shows the parent; a missing one says it does not exist', async () => {
    let status = 500;
    server.use(
      http.get(apiUrl('parents/1'), () =>
        status === 200 ? HttpResponse.json({ parent }) : HttpResponse.json({ errors: ['Down'] }, { status }),
      ),
      http.get(apiUrl('notes'), () => listReply('notes', [])),
    );
    renderWithProviders(<ParentPage />, { url: '/parents/1', path: '/parents/:id' });
    const failure = (await screen.findByText('We could not load this parent.')).closest<HTMLElement>('[role="alert"]')!;
    expect(screen.getByRole('link', { name: 'Back to parents' })).toHaveAttribute('href', '/parents');
    status = 200;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pat Parent' })).toBeInTheDocument();
    expect(requestsTo('GET', 'parents/1')).toHaveLength(2);
  });

  it('a parent that does not exist (404) says so, without Retry', async () => {
    server.use(http.get(apiUrl('parents/1'), () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })));
    renderWithProviders(<ParentPage />, { url: '/parents/1', path: '/parents/:id' });
    expect(await screen.findByText('This parent does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('an address whose id cannot be a parent (/parents/abc) says it does not exist, without Retry', async () => {
    renderWithProviders(<ParentPage />, { url: '/parents/abc', path: '/parents/:id' });
    expect(await screen.findByText('This parent does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('CRM-30, OP-65: shows the notes of the parent read-only, filtered by regarding', async () => {
    setup();
    expect(await screen.findByText(/Called about SAT prep/)).toBeInTheDocument();
    const query = requestsTo('GET', 'notes')[0]!.url.searchParams;
    expect([query.get('regardingType'), query.get('regardingId')]).toEqual(['Parent', '1']);
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('CRM-11: deactivates with PUT parents/{id}/deactivate and updates from the reply', async () => {
    server.use(
      http.put(apiUrl('parents/1/deactivate'), () => HttpResponse.json({ parent: { ...parent, active: false } })),
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1/deactivate')).toHaveLength(1);
  });

  it('CRM-11: activates an inactive parent with PUT parents/{id}/activate', async () => {
    server.use(
      http.put(apiUrl('parents/1/activate'), () => HttpResponse.json({ parent: { ...parent, active: true } })),
    );
    const user = setup({ active: false });
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('CRM-12: reassigns with PUT parents/{id}/reassign {parent: {employeeId}}', async () => {
    server.use(
      http.put(apiUrl('parents/1/reassign'), () => HttpResponse.json({ parent: { ...parent, employeeId: 9 } })),
    );
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('Reassign'));
    const dialog = screen.getByRole('dialog', { name: 'Reassign Pat Parent' });
    await within(dialog).findByRole('option', { name: 'Avery Advisor' });
    await user.selectOptions(within(dialog).getByLabelText('Owner'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PUT', 'parents/1/reassign')[0]!.body).toEqual({ parent: { employeeId: 9 } });
    expect(screen.getByText('Avery Advisor')).toBeInTheDocument();
  });

  it('CRM-15, CRM-16: merges (xl), shows the merge-complete text and then opens the kept parent', async () => {
    server.use(
      http.get(apiUrl('parents'), () =>
        listReply('parents', [{ id: 2, firstName: 'Pat', lastName: 'Duplicate', email: 'dup@example.com' }]),
      ),
      http.post(apiUrl('parents/merge'), () => HttpResponse.json({ parent: { ...parent, id: 2 } })),
      http.get(apiUrl('parents/2'), () =>
        HttpResponse.json({ parent: { ...parent, id: 2, lastName: 'Duplicate', email: 'dup@example.com' } }),
      ),
    );
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('Merge'));
    const dialog = screen.getByRole('dialog', { name: 'Merge parents' });
    await user.type(within(dialog).getByRole('combobox'), 'Dup');
    await user.click(await screen.findByRole('option', { name: /Pat Duplicate/ }));
    await user.click(within(dialog).getByLabelText(/Keep Pat Duplicate/));
    await user.type(within(dialog).getByLabelText('Notes'), 'Same family');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(MERGE_COMPLETE)).toBeInTheDocument();
    expect(requestsTo('POST', 'parents/merge')[0]!.body).toEqual({
      parent: { currentId: 2, transferId: 1, notes: 'Same family' },
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentLocation()).toBe('/parents/2'));
    await waitFor(() => expect(requestsTo('GET', 'parents/2')).toHaveLength(1));
  });

  it('CRM-17: changes the login password with PUT users/{id}/change_password', async () => {
    server.use(http.put(apiUrl('users/100/change_password'), () => HttpResponse.json({ user: { id: 100 } })));
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('Change password'));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/New password/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PASSWORD_MIN_LENGTH)).toBeInTheDocument();
    expect(requestsTo('PUT', 'users/100/change_password')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/New password/), 'defgh');
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'abcdefgh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(requestsTo('PUT', 'users/100/change_password')[0]!.body).toEqual({
      user: { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' },
    });
  });

  it('CRM-17: offers unlock only for a locked login, with PUT users/{id}/unlock', async () => {
    server.use(http.put(apiUrl('users/100/unlock'), () => HttpResponse.json({ user: { id: 100 } })));
    const user = setup({ lockedAt: '2026-01-01T10:00:00Z' });
    await user.click(await screen.findByRole('button', { name: 'Unlock login' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock login' })).not.toBeInTheDocument());
    expect(requestsTo('PUT', 'users/100/unlock')).toHaveLength(1);
  });

  it('CRM-17: a login that is not locked offers no unlock', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    expect(screen.queryByRole('button', { name: 'Unlock login' })).not.toBeInTheDocument();
  });

  it('CRM-14: the CRM view (xl) shows the record, students, owner and contact histories', async () => {
    server.use(
      http.get(apiUrl('contact_histories'), () =>
        listReply('contactHistories', [
          { id: 4, type: 'Call', subject: 'Intro call', regarding: { id: 1, type: 'Parent' } },
        ]),
      ),
    );
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('CRM view'));
    const dialog = screen.getByRole('dialog', { name: 'CRM view: Pat Parent' });
    expect(within(dialog).getByRole('link', { name: 'Sam Parent' })).toBeInTheDocument();
    expect(await within(dialog).findByText(/Intro call/)).toBeInTheDocument();
    expect(within(dialog).getByText('Casey Crm')).toBeInTheDocument();
  });

  describe('CRM-14, X-01: the CRM view keeps its contact history in the URL only while it is open', () => {
    /** The browser's Back and Forward, and a link from the parents list to parent 1. */
    function HistoryButtons() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
          <button type="button" onClick={() => navigate(1)}>
            Forward
          </button>
          <button type="button" onClick={() => navigate('/parents/1')}>
            Open Pat
          </button>
        </>
      );
    }
    const histories = () =>
      server.use(
        http.get(apiUrl('contact_histories'), ({ request }) => {
          const type = new URL(request.url).searchParams.get('type');
          const rows = [
            { id: 4, type: 'Call', subject: 'Intro call', regarding: { id: 1, type: 'Parent' } },
            { id: 6, type: 'Email', subject: 'Welcome mail', regarding: { id: 1, type: 'Parent' } },
          ];
          return listReply(
            'contactHistories',
            rows.filter((row) => !type || row.type === type),
          );
        }),
      );
    const crmView = () => screen.getByRole('dialog', { name: 'CRM view: Pat Parent' });
    const selectedTab = () => within(crmView()).getByRole('tab', { selected: true });

    it('CRM-14, X-01: closing the CRM view takes the address back to where it was opened (no contacts.* left); Back then leaves the page, Forward shows the CRM view again as it was', async () => {
      histories();
      const user = setup({}, { url: '/parents', path: '/parents/:id?', extra: <HistoryButtons /> });
      await user.click(screen.getByRole('button', { name: 'Open Pat' }));
      await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
      await user.click(action('CRM view'));
      await user.click(within(crmView()).getByRole('tab', { name: 'Call' }));
      await waitFor(() => expect(currentLocation()).toBe('/parents/1?contacts.type=Call'));
      await user.click(within(crmView()).getByRole('tab', { name: 'Email' }));
      await waitFor(() => expect(currentLocation()).toBe('/parents/1?contacts.type=Email'));
      expect(await within(crmView()).findByText(/Welcome mail/)).toBeInTheDocument();
      // While it is open, Back walks through its tabs.
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(currentLocation()).toBe('/parents/1?contacts.type=Call'));
      expect(selectedTab()).toHaveTextContent('Call');
      await user.click(screen.getByRole('button', { name: 'Forward' }));
      await waitFor(() => expect(selectedTab()).toHaveTextContent('Email'));

      await user.click(within(crmView()).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(currentLocation()).toBe('/parents/1'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Back leaves the page, rather than walking through the tabs of a dialog no longer shown.
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(currentLocation()).toBe('/parents'));
      // Forward to where it was opened, then on into it: the CRM view as it was, whose Close goes back again.
      await user.click(screen.getByRole('button', { name: 'Forward' }));
      await waitFor(() => expect(currentLocation()).toBe('/parents/1'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Pat Parent' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Forward' }));
      await waitFor(() => expect(currentLocation()).toBe('/parents/1?contacts.type=Call'));
      expect(selectedTab()).toHaveTextContent('Call');
      await user.click(within(crmView()).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(currentLocation()).toBe('/parents/1'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("CRM-14, X-01: an address holding the CRM view's state (a reload while it was open) shows it as it was; closing removes exactly its params", async () => {
      histories();
      const user = setup({}, { url: '/parents/1?records.tab=notes&contacts.type=Call' });
      await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
      expect(await within(crmView()).findByText(/Intro call/)).toBeInTheDocument();
      expect(selectedTab()).toHaveTextContent('Call');
      await user.click(within(crmView()).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(currentLocation()).toBe('/parents/1?records.tab=notes'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Opened again, it starts on "All": nothing of the closed one is kept.
      await user.click(action('CRM view'));
      expect(selectedTab()).toHaveTextContent('All');
      expect(currentLocation()).toBe('/parents/1?records.tab=notes');
    });
  });

  it('CRM-31: the notes modal saves a note regarding the parent', async () => {
    server.use(
      http.post(apiUrl('notes'), () => HttpResponse.json({ note: { id: 8, body: 'Wants evening sessions' } })),
    );
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('Add note'));
    const dialog = screen.getByRole('dialog', { name: 'Add note' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Wants evening sessions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', 'notes')[0]!.body).toEqual({
      note: { regardingType: 'Parent', regardingId: 1, body: 'Wants evening sessions' },
    });
  });

  it('CRM-29: a message with no recipient is blocked with "Please select at least 1 recipient"', async () => {
    server.use(http.post(apiUrl('messages'), () => HttpResponse.json({ message: { id: 3 } })));
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('New message'));
    const dialog = screen.getByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(SELECT_ONE_RECIPIENT)).toBeInTheDocument();
    expect(requestsTo('POST', 'messages')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('Sam Parent'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requestsTo('POST', 'messages')).toHaveLength(1));
    expect(requestsTo('POST', 'messages')[0]!.body).toEqual({
      message: expect.objectContaining({
        regardingType: 'Parent',
        regardingId: 1,
        studentRecipientIds: [5],
        parentRecipientIds: [],
        employeeRecipientIds: [],
        messageType: 'email',
      }),
    });
  });

  it('CRM-32: "Add student" creates a student of this parent (names required) and opens it', async () => {
    server.use(
      http.post(apiUrl('students'), () =>
        HttpResponse.json({ student: { id: 42, firstName: 'Tia', lastName: 'Parent', parentId: 1 } }),
      ),
    );
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const dialog = screen.getByRole('dialog', { name: 'New student' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Tia');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill all required fields')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Last name/), 'Parent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation()).toBe('/students/42'));
    expect(requestsTo('POST', 'students')[0]!.body).toEqual({
      student: expect.objectContaining({ firstName: 'Tia', lastName: 'Parent', parentId: 1 }),
    });
  });

  it('CRM-31, issue 23.3: a saved note appears in the notes of the parent at once (the save invalidates the notes)', async () => {
    const notes = [
      { id: 3, body: 'Called about SAT prep', regarding: { id: 1, type: 'Parent' }, createdAt: '2026-01-02T15:00:00Z' },
    ];
    server.use(
      http.post(apiUrl('notes'), () => {
        const note = {
          id: 8,
          body: 'Wants evening sessions',
          regarding: { id: 1, type: 'Parent' },
          createdAt: '2026-01-03T15:00:00Z',
        };
        notes.push(note);
        return HttpResponse.json({ note });
      }),
    );
    const user = setup();
    server.use(http.get(apiUrl('notes'), () => listReply('notes', notes)));
    expect(await screen.findByText('Called about SAT prep')).toBeInTheDocument();
    await user.click(action('Add note'));
    const dialog = screen.getByRole('dialog', { name: 'Add note' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Wants evening sessions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Wants evening sessions')).toBeInTheDocument();
  });

  it('CRM-17, API-09, issue 23.3: a 500 on unlock shows the generic error toast and the login stays locked', async () => {
    server.use(http.put(apiUrl('users/100/unlock'), () => new HttpResponse(null, { status: 500 })));
    const user = setup({ lockedAt: '2026-01-01T10:00:00Z' });
    await user.click(await screen.findByRole('button', { name: 'Unlock login' }));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock login' })).toBeEnabled();
  });

  it('CRM-11, API-09, issue 23.3: a 500 on deactivate shows the generic error toast and the parent stays active', async () => {
    server.use(http.put(apiUrl('parents/1/deactivate'), () => new HttpResponse(null, { status: 500 })));
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('Deactivate'));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(action('Deactivate')).toBeEnabled();
  });

  it('CRM-15, CRM-16: a merged-away parent is gone: after OK the kept parent has the focus on its heading, and Back shows "does not exist" with no actions', async () => {
    let merged = false;
    server.use(
      http.get(apiUrl('parents'), () =>
        listReply('parents', [{ id: 2, firstName: 'Pat', lastName: 'Duplicate', email: 'dup@example.com' }]),
      ),
      http.post(apiUrl('parents/merge'), () => {
        merged = true;
        return HttpResponse.json({ parent: { ...parent, id: 2, lastName: 'Duplicate', fullName: 'Pat Duplicate' } });
      }),
      http.get(apiUrl('parents/2'), () =>
        HttpResponse.json({
          parent: { ...parent, id: 2, lastName: 'Duplicate', fullName: 'Pat Duplicate', email: 'dup@example.com' },
        }),
      ),
    );
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('parents/1'), () =>
        merged ? HttpResponse.json({ errors: ['Not found'] }, { status: 404 }) : HttpResponse.json({ parent }),
      ),
      http.get(apiUrl('notes'), () => listReply('notes', [])),
    );
    renderWithProviders(
      <>
        <ParentPage />
        <BackButton />
      </>,
      { url: '/parents/1', path: '/parents/:id' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    await user.click(action('Merge'));
    const dialog = screen.getByRole('dialog', { name: 'Merge parents' });
    await user.type(within(dialog).getByRole('combobox'), 'Dup');
    await user.click(await screen.findByRole('option', { name: /Pat Duplicate/ }));
    await user.click(within(dialog).getByLabelText(/Keep Pat Duplicate/));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(MERGE_COMPLETE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const kept = await screen.findByRole('heading', { level: 1, name: 'Pat Duplicate' });
    await waitFor(() => expect(kept).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/parents/1'));
    expect(screen.queryByRole('toolbar', { name: 'Parent actions' })).not.toBeInTheDocument();
    expect(await screen.findByText('This parent does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Parent actions' })).not.toBeInTheDocument();
  });

  it('CRM-11: an action on a parent merged elsewhere (404) shows that it does not exist, without its actions', async () => {
    const user = setup();
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    const gone = () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 });
    server.use(http.get(apiUrl('parents/1'), gone), http.put(apiUrl('parents/1/deactivate'), gone));
    await user.click(action('Deactivate'));
    expect(await screen.findByText('This parent does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Parent actions' })).not.toBeInTheDocument();
  });

  it('CRM-17: "Change password" is offered to admins only (the server refuses anyone else, 403)', async () => {
    server.use(
      http.get(apiUrl('parents/1'), () => HttpResponse.json({ parent })),
      http.get(apiUrl('notes'), () => listReply('notes', [])),
    );
    renderWithProviders(<ParentPage />, {
      url: '/parents/1',
      path: '/parents/:id',
      user: staffUser({ roles: ['crm'], permissions: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Pat Parent' });
    expect(within(toolbar()).queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(action('Edit')).toBeInTheDocument();
  });
});
