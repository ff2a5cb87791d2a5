import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMAIL_TAKEN,
  FILL_REQUIRED_FIELDS,
  FIX_FORM_ERRORS,
  PARENT_EMAIL_SAME_AS_STUDENT,
  PARENT_STATUSES_ACTIVE_LEAD,
  PARENT_STATUSES_CUSTOMER,
  PARENT_STATUSES_INACTIVE_LEAD,
  PARENT_STATUSES_LEAD,
  GENERIC_ERROR_TITLE,
} from '@tutoring/domain';
import type { Parent } from '@tutoring/contract';
import { ParentFormModal } from './ParentFormModal';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { HttpResponse, apiUrl, http, installServer, requestsTo, server, unprocessable } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

const saved: Parent = {
  id: 1,
  firstName: 'Pat',
  lastName: 'Parent',
  email: 'pat@example.com',
  timeZone: 'America/New_York',
  status: 'Active',
  customer: true,
  active: true,
  employeeId: 7,
  userId: 100,
  students: [{ id: 5, firstName: 'Sam', lastName: 'Parent', email: 'Sam@Example.com' }],
} as Parent;

function setup(parent: Parent | null = saved, props: { addressRequired?: boolean; kind?: 'parent' | 'lead' } = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ParentFormModal
      open
      parent={parent}
      kind={props.kind ?? 'parent'}
      addressRequired={props.addressRequired}
      onSaved={onSaved}
      onClose={onClose}
    />,
  );
  return { onSaved, onClose, user: userEvent.setup() };
}
const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByLabelText(name, { exact: false });
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: 'Save' }));
const freeEmails = () => server.use(http.get(apiUrl('emails.json'), () => HttpResponse.json({ emails: [] })));

describe('ParentFormModal', () => {
  it('CRM-06: blocks saving without first name, last name, e-mail or time zone', async () => {
    const { user, onSaved } = setup({ ...saved, timeZone: null, timezone: null } as Parent);
    await user.clear(field('First name'));
    await save(user);
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('CRM-06, DS-03: with every required field filled, an e-mail that is not one asks to fix the errors, not to fill fields', async () => {
    freeEmails();
    const { user } = setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    await save(user);
    expect(await within(dialog()).findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(within(dialog()).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
  });

  it('CRM-06: a missing time zone alone blocks the save', async () => {
    const { user } = setup({ ...saved, timeZone: null, timezone: null } as Parent);
    await save(user);
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
  });

  it('CRM-07: refuses a parent e-mail equal to a student e-mail, ignoring case and spaces', async () => {
    const { user } = setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), ' sam@example.COM');
    await save(user);
    // One banner, and the message on the Email field.
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(PARENT_EMAIL_SAME_AS_STUDENT);
    expect(field('Email')).toHaveAccessibleDescription(PARENT_EMAIL_SAME_AS_STUDENT);
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
  });

  it('CRM-08: a taken e-mail (non-empty GET emails.json) blocks the save with "This email is already taken."', async () => {
    server.use(http.get(apiUrl('emails.json'), () => HttpResponse.json({ emails: ['taken@example.com'] })));
    const { user } = setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await save(user);
    expect((await within(dialog()).findAllByText(EMAIL_TAKEN)).length).toBeGreaterThan(0);
    expect(requestsTo('GET', 'emails.json').at(-1)!.url.searchParams.get('email')).toBe('taken@example.com');
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
  });

  it("CRM-08, OP-62: the parent's own saved e-mail is exempt and saves without a lookup", async () => {
    server.use(http.put(apiUrl('parents/1'), () => HttpResponse.json({ parent: saved })));
    const { user, onSaved } = setup();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo('GET', 'emails.json')).toHaveLength(0);
  });

  it('CRM-09: a partly filled address blocks the save; a complete one is sent', async () => {
    freeEmails();
    server.use(http.put(apiUrl('parents/1'), () => HttpResponse.json({ parent: saved })));
    const { user, onSaved } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Enter the address manually' }));
    await user.type(within(dialog()).getByLabelText(/^Street(?! 2)/), '1 Main St');
    await save(user);
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
    await user.type(field('City'), 'Albany');
    await user.selectOptions(field('State'), 'NY');
    await user.type(field('Zip'), '12207');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = requestsTo('PUT', 'parents/1')[0]!.body as { parent: { address: Record<string, string> } };
    expect(body.parent.address).toMatchObject({ street1: '1 Main St', city: 'Albany', state: 'NY', zip: '12207' });
  });

  it('CRM-09, DS-11: typing an address offers the maps suggestions and choosing one fills the fields', async () => {
    freeEmails();
    server.use(
      http.get('http://localhost/local/maps/autocomplete', ({ request }) =>
        HttpResponse.json({
          predictions:
            new URL(request.url).searchParams.get('q') === '350 5th'
              ? [{ placeId: 'local-3', description: '350 5th Ave, New York, NY 10118, US' }]
              : [],
        }),
      ),
      http.get('http://localhost/local/maps/places/local-3', () =>
        HttpResponse.json({
          place: {
            placeId: 'local-3',
            street1: '350 5th Ave',
            street2: '',
            city: 'New York',
            state: 'NY',
            zip: '10118',
            country: 'US',
            formatted: '350 5th Ave, New York, NY 10118, US',
          },
        }),
      ),
      http.put(apiUrl('parents/1'), () => HttpResponse.json({ parent: saved })),
    );
    const { user, onSaved } = setup();
    await user.type(field('Search address'), '350 5th');
    await user.click(await within(dialog()).findByRole('option', { name: '350 5th Ave, New York, NY 10118, US' }));
    expect(await within(dialog()).findByLabelText(/^Street(?! 2)/)).toHaveValue('350 5th Ave');
    expect(field('City')).toHaveValue('New York');
    expect(field('State')).toHaveValue('NY');
    expect(field('Zip')).toHaveValue('10118');
    expect(field('Country')).toHaveValue('United States');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = requestsTo('PUT', 'parents/1')[0]!.body as { parent: { address: Record<string, string> } };
    expect(body.parent.address).toMatchObject({
      street1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      country: 'United States',
    });
  });

  it('CRM-09: with addressRequired an empty address blocks the save', async () => {
    const { user } = setup(saved, { addressRequired: true });
    await save(user);
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(requestsTo('PUT', 'parents/1')).toHaveLength(0);
  });

  it.each([
    ['a customer (DOM-04)', { customer: true, active: true }, PARENT_STATUSES_CUSTOMER],
    ['an active lead (DOM-05)', { customer: false, active: true }, PARENT_STATUSES_ACTIVE_LEAD],
    ['an inactive lead (DOM-06)', { customer: false, active: false }, PARENT_STATUSES_INACTIVE_LEAD],
    ['a lead of unknown activity (DOM-07)', { customer: false, active: null }, PARENT_STATUSES_LEAD],
  ])('CRM-10: offers the status options of %s', (_name, flags, expected) => {
    setup({ ...saved, status: null, ...flags } as Parent);
    const options = within(field('Status') as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((t) => t !== 'Choose a status');
    expect(options).toEqual([...expected]);
  });

  it('CRM-05: sends the edited fields, owner and referral data keyed by parent', async () => {
    freeEmails();
    server.use(http.put(apiUrl('parents/1'), () => HttpResponse.json({ parent: saved })));
    const { user, onSaved } = setup();
    await screen.findByRole('option', { name: 'Friend' });
    await user.selectOptions(field('Referral source'), 'Friend');
    await user.selectOptions(field('Time zone'), 'America/Los_Angeles');
    await user.selectOptions(field('Status'), 'No sales/service only');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
    expect(requestsTo('PUT', 'parents/1')[0]!.body).toEqual({
      parent: expect.objectContaining({
        firstName: 'Pat',
        lastName: 'Parent',
        email: 'pat@example.com',
        timeZone: 'America/Los_Angeles',
        status: 'No sales/service only',
        employeeId: 7,
        referralSource: 'Friend',
      }),
    });
  });

  it('keeps the typed values and shows the server errors when the save fails', async () => {
    freeEmails();
    server.use(http.put(apiUrl('parents/1'), () => unprocessable('Last name is too long')));
    const { user, onSaved } = setup();
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Newname');
    await save(user);
    expect(await within(dialog()).findByText('Last name is too long')).toBeInTheDocument();
    expect(field('Last name')).toHaveValue('Newname');
    expect(onSaved).not.toHaveBeenCalled();
    expect(await screen.findByText(GENERIC_ERROR_TITLE)).toBeInTheDocument();
  });

  it('CRM-13: the lead form creates a parent record that is a lead', async () => {
    freeEmails();
    server.use(http.post(apiUrl('parents'), () => HttpResponse.json({ parent: { ...saved, id: 9, customer: false } })));
    const { user, onSaved } = setup(null, { kind: 'lead' });
    expect(screen.getByRole('dialog', { name: 'New lead' })).toBeInTheDocument();
    await user.type(field('First name'), 'Lee');
    await user.type(field('Last name'), 'Lead');
    await user.type(field('Email'), 'lee@example.com');
    await user.selectOptions(field('Time zone'), 'America/New_York');
    await user.selectOptions(field('Status'), 'In Conversation');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(requestsTo('POST', 'parents')[0]!.body).toEqual({
      parent: expect.objectContaining({
        firstName: 'Lee',
        lastName: 'Lead',
        email: 'lee@example.com',
        status: 'In Conversation',
        customer: false,
      }),
    });
  });
});

describe('ParentFormModal on the contract schema (issue 23)', () => {
  const minimal = { id: 2, firstName: 'Min', lastName: 'Imal', email: 'min@example.com', timeZone: 'America/New_York' };
  const form =
    (parent: Parent | null, kind: 'parent' | 'lead' = 'parent') =>
    (props: FormCallbacks) =>
      renderWithProviders(<ParentFormModal open parent={parent} kind={kind} {...props} />);
  beforeEach(freeEmails);

  formCases({
    server,
    resource: 'parents',
    dialog: 'New lead',
    render: form(null, 'lead'),
    emptyOptional: [
      {
        title: 'CRM-09, DS-13: every optional field empty saves; the empty address is sent as null',
        id: 2,
        render: form(minimal as Parent),
        dialog: 'Edit parent',
        fill: {},
        sent: expect.objectContaining({ address: null, employeeId: null, sourceLink: null, status: null }),
      },
      {
        title: 'CRM-13, DS-13: a new lead with only the required fields saves',
        fill: {
          'First name': 'Lee',
          'Last name': 'Lead',
          Email: 'lee@example.com',
          'Time zone': { select: 'America/New_York' },
        },
        createdId: 10,
        sent: expect.objectContaining({ address: null }),
      },
    ],
    serverInvalid: {
      title: "CRM-08: the server's 422 for a taken e-mail shows on the Email field and keeps the values",
      id: 1,
      render: form(saved),
      dialog: 'Edit parent',
      fill: { Email: 'other@example.com' },
      message: EMAIL_TAKEN,
      field: 'Email',
    },
    dismiss: {
      fill: { 'First name': 'Lee' },
    },
    // docs/one-way.md "Failed saves": 500, 503 with no body, no reply.
    outage: {
      id: 1,
      render: form(saved),
      dialog: 'Edit parent',
      fill: { 'First name': 'Kept' },
    },
  });

  it('DS-13: a partial address shows "Required" on the missing address fields and sends nothing', async () => {
    const { user } = setup(minimal as Parent);
    await user.click(within(dialog()).getByRole('button', { name: 'Enter the address manually' }));
    await user.type(within(dialog()).getByLabelText(/^Street(?! 2)/), '1 Main St');
    await save(user);
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    for (const name of ['City', 'Zip']) expect(field(name)).toHaveAccessibleDescription('Required');
    expect(requestsTo('PUT', 'parents/2')).toHaveLength(0);
  });
});
