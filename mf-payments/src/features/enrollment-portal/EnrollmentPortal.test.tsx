import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { DISCARD_CHANGES_TITLE, askBeforeLeaving } from '@tutoring/design-system';
import {
  CONNECTION_LOST,
  EMAIL_TAKEN,
  FIELD_REQUIRED,
  FILL_REQUIRED_FIELDS,
  INVALID_PHONE,
  PARENT_EMAIL_SAME_AS_STUDENT,
  PASSWORDS_DO_NOT_MATCH,
  SERVER_ERROR,
  fieldMaxLength,
} from '@tutoring/domain';
import { PublicEnrollmentBodySchema } from '@tutoring/contract';
import { API, createTestServer } from '../../test/server';
import { jsonBody, parentUser, renderScreen } from '../../test/render';
import { currentLocation, formCases, leavingThePage } from '@tutoring/build-config/test-kit';
import { EnrollmentPortal } from './EnrollmentPortal';
import { FAMILY_MAX_LENGTHS } from './components/FamilyForm';

const server = createTestServer();
// What the portal keeps for the tab (a reload brings it back) must not reach the next test.
beforeEach(() => sessionStorage.clear());
const TOKENIZE = 'http://localhost/local/accept/tokenize';

const courses = {
  courses: [
    {
      id: 4,
      title: 'SAT Prep Fall',
      brandName: 'Test Prep',
      departmentName: 'Test Prep',
      sessions: [{ id: 40, title: 'SAT Prep Fall', startsAt: '2031-01-07T17:00:00Z', endsAt: '2031-01-07T18:00:00Z' }],
    },
  ],
};

function mockApi(enroll: (body: unknown) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${API}/public/courses`, () => HttpResponse.json(courses)),
    http.post(TOKENIZE, () =>
      HttpResponse.json({
        opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' },
        messages: { resultCode: 'Ok', message: [] },
      }),
    ),
    http.post(`${API}/public/enrollments`, async ({ request }) => {
      const body = await jsonBody(request);
      sent.push(body);
      return enroll(body);
    }),
  );
  return sent;
}

/**
 * The api-server's 201 to the portal's enrollment: the family's records and the parent's login (a new family's by
 * default; a signed-in parent's own family keeps its parent and login).
 */
const enrolled = ({ studentId = 8, login = 'paula@example.com' } = {}) =>
  HttpResponse.json(
    {
      enrollment: { id: 9, courseId: 4, studentId },
      parent: { id: 7 },
      student: { id: studentId },
      login,
    },
    { status: 201 },
  );

async function fillFamily(
  user: ReturnType<typeof userEvent.setup>,
  over: { confirmation?: string; lastName?: string } = {},
) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Paula');
  const lastName = over.lastName ?? 'Portal';
  if (lastName) await user.type(screen.getByRole('textbox', { name: 'Last name' }), lastName);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'paula@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Student first name' }), 'Sam');
  await user.type(screen.getByRole('textbox', { name: 'Student last name' }), 'Portal');
  await user.type(screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }), 'secret123');
  await user.type(screen.getByLabelText('Confirm password', { exact: false }), over.confirmation ?? 'secret123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function onCardStep() {
  expect(await screen.findByRole('heading', { level: 2, name: 'Payment card' })).toBeInTheDocument();
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Paula Portal');
  await user.type(screen.getByRole('textbox', { name: 'Expiration (MM/YY)' }), '11/30');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '90012');
  await user.click(screen.getByRole('button', { name: 'Enroll' }));
}

describe('the family and card steps on their table (SHL-07, issue 23.2)', () => {
  // A wizard on a public route: `render` chooses the course, the table fills the family step's required fields and
  // the case's `steps` continue to the card step and type the card; the card step's Save enrolls (signed out).
  formCases({
    server,
    resource: 'enrollments',
    dialog: { role: 'region', name: 'Enroll' },
    submitLabel: 'Enroll',
    render: async () => {
      server.use(
        http.get(`${API}/public/courses`, () => HttpResponse.json(courses)),
        http.post(TOKENIZE, () =>
          HttpResponse.json({
            opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' },
            messages: { resultCode: 'Ok', message: [] },
          }),
        ),
      );
      renderScreen(<EnrollmentPortal />, { user: null });
      await userEvent.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    },
    emptyOptional: {
      title:
        'SHL-07, DS-14: the family step with its optional fields empty (parent phone, student e-mail and grade) enrolls after the card step',
      action: 'public/enrollments',
      fill: {
        'First name': 'Paula',
        'Last name': 'Portal',
        Email: 'paula.portal@example.com',
        'Student first name': 'Sam',
        'Student last name': 'Portal',
        Password: 'secret123',
        'Confirm password': 'secret123',
      },
      steps: async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await onCardStep();
        await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
        await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Paula Portal');
        await user.type(screen.getByRole('textbox', { name: 'Expiration (MM/YY)' }), '11/30');
        await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
        await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '90012');
      },
      reply: {
        enrollment: { id: 9, courseId: 4, studentId: 8 },
        parent: { id: 7 },
        student: { id: 8 },
        login: 'paula.portal@example.com',
      },
      saved: () => screen.findByRole('heading', { level: 2, name: 'You are enrolled' }),
      // Replayed signed out, on a course the public list offers, with a fresh nonce from the card tokeniser.
      as: 'signed-out',
      nonces: ['enrollment.authorizeNet.dataValue'],
      refs: { 'enrollment.courseId': { list: '/api/v2/public/courses', key: 'courses' } },
    },
  });
});

describe('EnrollmentPortal (SHL-07, issue 25)', () => {
  it('SHL-07, DOM-46: before they submit, the family reads the course, the student and what they will pay (the trial, then the recurring price), and the button says Enroll', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => enrolled());
    server.use(
      http.get(`${API}/public/courses`, () =>
        HttpResponse.json({
          courses: [
            {
              ...courses.courses[0]!,
              pricing: {
                type: 'recurring',
                price: 199,
                intervalUnit: 'month',
                intervalLength: 1,
                trialPrice: 0,
                trialIntervalLength: 14,
                trialIntervalUnit: 'day',
              },
            },
          ],
        }),
      ),
    );
    renderScreen(<EnrollmentPortal />, { user: null });
    const card = (await screen.findByRole('heading', { level: 3, name: 'SAT Prep Fall' })).closest('li')!;
    expect(within(card).getByText('Price: Free for the first 14 days, then $199.00 every month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose SAT Prep Fall' }));
    await fillFamily(user);
    await onCardStep();
    const summary = screen.getByLabelText('Your enrollment');
    const facts = [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Course', 'SAT Prep Fall'],
      ['Student', 'Sam Portal'],
      ['Price', 'Free for the first 14 days, then $199.00 every month'],
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await fillCard(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'You are enrolled' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('SHL-07: a signed-in parent enrolls another child: their details come from their account, only the student is asked, and the student joins their family', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => enrolled({ studentId: 12, login: 'parent@example.com' }));
    renderScreen(<EnrollmentPortal />, { user: { ...parentUser, timeZone: 'America/Chicago' } });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    const form = screen.getByRole('form', { name: 'Parent and student' });
    const parent = within(form).getByLabelText('Parent');
    expect(within(parent).getByText('Test User')).toBeInTheDocument();
    expect(within(parent).getByText('parent@example.com')).toBeInTheDocument();
    // Nothing the account already knows is asked again: no parent fields, no password.
    expect(within(form).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(form.querySelector('input[type="password"]')).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Student first name' }), 'Sam');
    await user.type(within(form).getByRole('textbox', { name: 'Student last name' }), 'Second');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await onCardStep();
    await fillCard(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'You are enrolled' })).toBeInTheDocument();
    expect(
      screen.getByText('Sam Second is enrolled in SAT Prep Fall. The enrollment is in your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your enrollments' })).toHaveAttribute('href', '/enrollments');
    expect(screen.queryByRole('link', { name: 'Sign in to the parent portal' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        enrollment: expect.objectContaining({
          courseId: 4,
          parent: {
            firstName: 'Test',
            lastName: 'User',
            email: 'parent@example.com',
            timeZone: 'America/Chicago',
            phone: null,
          },
          student: expect.objectContaining({ firstName: 'Sam', lastName: 'Second', email: null }),
          password: '',
          passwordConfirmation: '',
        }),
      },
    ]);
  });

  it("SHL-07: a signed-in parent's student may not use the parent's e-mail, and a student e-mail already taken is marked on that field", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() =>
      HttpResponse.json({ errors: [EMAIL_TAKEN], fields: { 'student.email': [EMAIL_TAKEN] } }, { status: 422 }),
    );
    renderScreen(<EnrollmentPortal />, { user: parentUser });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.type(screen.getByRole('textbox', { name: 'Student first name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Student last name' }), 'Second');
    const email = screen.getByRole('textbox', { name: 'Student email' });
    await user.type(email, 'PARENT@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARENT_EMAIL_SAME_AS_STUDENT);
    await user.clear(email);
    await user.type(email, 'sam.taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await onCardStep();
    await fillCard(user);
    const refused = await screen.findByRole('textbox', { name: 'Student email' });
    expect(refused).toHaveAccessibleDescription(EMAIL_TAKEN);
    expect(refused).toHaveFocus();
    expect(sent).toHaveLength(1);
  });

  it('DOM-46: a fixed price reads as paid once, a trial that costs names its price, a longer interval its length', async () => {
    const base = { ...courses.courses[0]! };
    server.use(
      http.get(`${API}/public/courses`, () =>
        HttpResponse.json({
          courses: [
            { ...base, id: 4, title: 'SAT Prep Intensive', pricing: { type: 'fixed', price: 1200 } },
            {
              ...base,
              id: 5,
              title: 'Reading Club',
              pricing: {
                type: 'recurring',
                price: 450,
                intervalUnit: 'months',
                intervalLength: 3,
                trialPrice: 25,
                trialIntervalLength: 2,
                trialIntervalUnit: 'weeks',
              },
            },
            { ...base, id: 6, title: 'Algebra Group' },
          ],
        }),
      ),
    );
    renderScreen(<EnrollmentPortal />, { user: null });
    const cardOf = async (title: string) =>
      (await screen.findByRole('heading', { level: 3, name: title })).closest('li')!;
    expect(within(await cardOf('SAT Prep Intensive')).getByText('Price: $1,200.00, paid once')).toBeInTheDocument();
    expect(
      within(await cardOf('Reading Club')).getByText(
        'Price: $25.00 for the first 2 weeks, then $450.00 every 3 months',
      ),
    ).toBeInTheDocument();
    // A course without pricing promises nothing.
    expect(within(await cardOf('Algebra Group')).queryByText(/^Price:/)).not.toBeInTheDocument();
  });

  it('courses that could not be loaded say so with Retry, which asks again and lists them', async () => {
    let down = true;
    server.use(
      http.get(`${API}/public/courses`, () =>
        down ? HttpResponse.json({ errors: ['Down'] }, { status: 500 }) : HttpResponse.json(courses),
      ),
    );
    renderScreen(<EnrollmentPortal />, { user: null });
    const failure = (await screen.findByText('We could not load the courses.')).closest<HTMLElement>('[role="alert"]')!;
    down = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'SAT Prep Fall' })).toBeInTheDocument();
  });

  it('SHL-07, X-09: each course card names the time zone its session times are in (the browser zone at first)', async () => {
    mockApi(() => enrolled());
    renderScreen(<EnrollmentPortal />, { user: null });
    const card = (await screen.findByRole('heading', { level: 3, name: 'SAT Prep Fall' })).closest('li')!;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(card).getByText(`Upcoming sessions (times in ${zone})`)).toBeInTheDocument();
  });

  it('SHL-07: signed out, a family chooses a course, enters their details and a card, and is enrolled with a login', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => enrolled());
    renderScreen(<EnrollmentPortal />, { user: null });
    expect(await screen.findByRole('heading', { level: 3, name: 'SAT Prep Fall' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose SAT Prep Fall' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Parent and student' })).toBeInTheDocument();
    await fillFamily(user);
    await onCardStep();
    await fillCard(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'You are enrolled' })).toBeInTheDocument();
    expect(
      screen.getByText(/Sam Portal is enrolled in SAT Prep Fall\. Sign in with paula@example\.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to the parent portal' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([
      {
        enrollment: expect.objectContaining({
          courseId: 4,
          parent: expect.objectContaining({ firstName: 'Paula', email: 'paula@example.com' }),
          student: expect.objectContaining({ firstName: 'Sam', lastName: 'Portal' }),
          password: 'secret123',
          authorizeNet: {
            dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
            dataValue: 'nonce-1',
            expirationDate: '2030-11',
          },
        }),
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('4111111111111111');
  });

  it('SHL-07, CRM-06, STU-05: the CRM and password rules stop the details step with their messages', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => HttpResponse.json({}, { status: 500 }));
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FILL_REQUIRED_FIELDS);
    await fillFamily(user, { confirmation: 'different' });
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Parent and student' })).toBeInTheDocument();
  });

  it('CRM-06, CRM-32, DS-30: Continue with required fields empty marks each one "Required" and takes the focus to the first', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => enrolled());
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Paula');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FILL_REQUIRED_FIELDS);
    for (const name of ['Last name', 'Email', 'Student first name', 'Student last name']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(FIELD_REQUIRED);
    }
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Student email' })).not.toHaveAttribute('aria-invalid');
    // The first field to fill has the focus (at 390 px the form's sentence is far above the Continue button).
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('DS-30: a rule over several fields (the same e-mail for parent and student) takes the focus to its message', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.type(screen.getByRole('textbox', { name: 'Student email' }), 'paula@example.com');
    await fillFamily(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PARENT_EMAIL_SAME_AS_STUDENT);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('DS-02: what the family typed is kept when they go Back to the courses, and leaving the page before enrolling asks first', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => HttpResponse.json({}, { status: 500 }));
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    expect(leavingThePage()).toBe('left');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Paula');
    expect(leavingThePage()).toBe('asked');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Paula');
    expect(leavingThePage()).toBe('asked');

    // Cleared again and kept by Back: nothing typed is left, nothing is asked.
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'Choose SAT Prep Fall' });
    expect(leavingThePage()).toBe('left');
  });

  it('DS-14, DS-15, DS-17: the optional parent phone is checked like every phone input and sent normalised', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => enrolled());
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '555');
    await fillFamily(user);
    expect(await screen.findByText(INVALID_PHONE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Parent and student' })).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '5555550100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await onCardStep();
    await fillCard(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'You are enrolled' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      enrollment: expect.objectContaining({ parent: expect.objectContaining({ phone: '+15555550100' }) }),
    });
  });

  it('SHL-07: a name longer than the contract allows (108 characters) is refused on its field at the family step, before the card', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => enrolled());
    let tokenised = 0;
    server.use(
      http.post(TOKENIZE, () => {
        tokenised += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.click(lastName);
    await user.paste('P'.repeat(108));
    await fillFamily(user, { lastName: '' });
    await waitFor(() => expect(lastName).toHaveAccessibleDescription(fieldMaxLength(100)));
    expect(screen.getByRole('heading', { level: 2, name: 'Parent and student' })).toBeInTheDocument();
    // At the limit it goes on.
    await user.clear(lastName);
    await user.click(lastName);
    await user.paste('P'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await onCardStep();
    expect(tokenised).toBe(0);
    expect(sent).toEqual([]);
  });

  it("SHL-07: the family step's limits are the contract's (a value at each limit is a valid enrollment, one more is refused)", () => {
    const body = (over: Record<string, string>) => {
      const v = {
        parentFirstName: 'Paula',
        parentLastName: 'Portal',
        parentEmail: 'paula@example.com',
        parentPhone: '+15555550100',
        timeZone: 'UTC',
        studentFirstName: 'Sam',
        studentLastName: 'Portal',
        studentEmail: 'sam@example.com',
        password: 'secret123',
        passwordConfirmation: 'secret123',
        ...over,
      };
      return {
        enrollment: {
          courseId: 4,
          parent: {
            firstName: v.parentFirstName,
            lastName: v.parentLastName,
            email: v.parentEmail,
            timeZone: v.timeZone,
            phone: v.parentPhone,
          },
          student: { firstName: v.studentFirstName, lastName: v.studentLastName, email: v.studentEmail, grade: null },
          password: v.password,
          passwordConfirmation: v.passwordConfirmation,
          zip: '90012',
          authorizeNet: {
            dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
            dataValue: 'nonce',
            expirationDate: '2030-11',
          },
        },
      };
    };
    for (const [field, max] of Object.entries(FAMILY_MAX_LENGTHS)) {
      expect(PublicEnrollmentBodySchema.safeParse(body({ [field]: 'a'.repeat(max) })).success).toBe(true);
      expect(PublicEnrollmentBodySchema.safeParse(body({ [field]: 'a'.repeat(max + 1) })).success).toBe(false);
    }
  });

  it('SHL-07, API-11: an enrollment that gets no reply (connection dropped) says so, not "Our server has experienced an error"', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() => HttpResponse.error());
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await fillFamily(user);
    await onCardStep();
    await fillCard(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(CONNECTION_LOST.message)).toBeInTheDocument();
    expect(screen.queryByText(SERVER_ERROR)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment card' })).toBeInTheDocument();
  });

  it('SHL-07: an e-mail already used sends the family back to their details with the sentence on the e-mail, and their card is still there when they come back', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockApi(() =>
      sent.length === 1 ? HttpResponse.json({ errors: [EMAIL_TAKEN] }, { status: 422 }) : enrolled(),
    );
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await fillFamily(user);
    await onCardStep();
    await fillCard(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Parent and student' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
    expect(email).toHaveFocus();
    // Nothing else is blamed: the student's e-mail was left empty.
    expect(screen.getByRole('textbox', { name: 'Student email' })).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    await user.type(email, 'paula.second@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await onCardStep();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111111111111111');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Paula Portal');
    expect(screen.getByRole('textbox', { name: 'Expiration (MM/YY)' })).toHaveValue('11/30');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('90012');
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You are enrolled' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      enrollment: expect.objectContaining({ parent: expect.objectContaining({ email: 'paula.second@example.com' }) }),
    });
  });

  it("SHL-07: a refusal that names the student's e-mail marks that field, not the parent's", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() =>
      HttpResponse.json({ errors: [EMAIL_TAKEN], fields: { 'student.email': [EMAIL_TAKEN] } }, { status: 422 }),
    );
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.type(await screen.findByRole('textbox', { name: 'Student email' }), 'sam@example.com');
    await fillFamily(user);
    await onCardStep();
    await fillCard(user);
    const studentEmail = await screen.findByRole('textbox', { name: 'Student email' });
    await waitFor(() => expect(studentEmail).toHaveAttribute('aria-invalid', 'true'));
    expect(studentEmail).toHaveAccessibleDescription(EMAIL_TAKEN);
    expect(studentEmail).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('SHL-07: a card typed and left with Cancel is still there when the family comes back to the card step', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    renderScreen(<EnrollmentPortal />, { user: null });
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await fillFamily(user);
    await onCardStep();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Paula Portal');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Parent and student' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await onCardStep();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111111111111111');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Paula Portal');
  });
});

/** The browser's Back and Forward, as the memory router has them. */
function BrowserHistory() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

/** The portal with the browser's history buttons beside it, at `route`. */
const renderPortal = (route = '/') =>
  renderScreen(
    <>
      <EnrollmentPortal />
      <BrowserHistory />
    </>,
    { user: null, route },
  );

/** A reload: the page goes and comes back at the address it had, with the tab's storage and a fresh cache. */
function reload(page: { unmount: () => void }) {
  const address = currentLocation();
  page.unmount();
  return renderPortal(address);
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' });

describe('EnrollmentPortal: Back, Forward and reload (SHL-07, DS-02)', () => {
  it('each step is a place in the history: Back goes to the previous step and Forward to the next one reached, with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await stepHeading('Parent and student');
    expect(currentLocation()).toBe('/?step=family');
    await fillFamily(user);
    await onCardStep();
    expect(currentLocation()).toBe('/?step=card');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await stepHeading('Parent and student');
    expect(currentLocation()).toBe('/?step=family');
    expect(field('First name')).toHaveValue('Paula');
    expect(passwordField()).toHaveValue('secret123');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await stepHeading('Choose a course');
    expect(currentLocation()).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await stepHeading('Parent and student');
    expect(field('Student first name')).toHaveValue('Sam');
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await onCardStep();
  });

  it("the page's own Back returns to the entry it came from, so the browser's Forward still leads on", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await fillFamily(user);
    await onCardStep();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await stepHeading('Parent and student');
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await onCardStep();
  });

  it('a reload keeps the step and what was typed, except the passwords, which are never stored', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    let page = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.type(field('First name'), 'Paula');
    await user.type(field('Student first name'), 'Sam');
    await user.type(passwordField(), 'secret123');

    page = reload(page);
    await stepHeading('Parent and student');
    expect(await screen.findByText('SAT Prep Fall')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Paula');
    expect(field('Student first name')).toHaveValue('Sam');
    expect(passwordField()).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret123');
    // What came back is still something to lose: leaving asks.
    expect(leavingThePage()).toBe('asked');

    // On the card step a reload has the details but not the password: the first step missing it is shown.
    await fillFamily(user);
    await onCardStep();
    page = reload(page);
    await waitFor(() => expect(currentLocation()).toBe('/?step=family'));
    await stepHeading('Parent and student');
    expect(await screen.findByRole('textbox', { name: 'Last name' })).toHaveValue('Portal');
    expect(passwordField()).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret123');
    page.unmount();
  });

  it('a step that needs earlier data it does not have falls back to the first one missing', async () => {
    mockApi(() => enrolled());
    renderPortal('/?step=card');
    await stepHeading('Choose a course');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Choose SAT Prep Fall' })).toBeInTheDocument();
  });

  it('once the family is enrolled what was kept is forgotten, and Back leads to an empty first step', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await fillFamily(user);
    await onCardStep();
    expect(sessionStorage.length).toBeGreaterThan(0);
    await fillCard(user);
    await stepHeading('You are enrolled');
    expect(currentLocation()).toBe('/?step=done');
    expect(sessionStorage.length).toBe(0);
    expect(leavingThePage()).toBe('left');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await stepHeading('Choose a course');
    await user.click(screen.getByRole('button', { name: 'Choose SAT Prep Fall' }));
    expect(field('First name')).toHaveValue('');
  });

  it('Back and Forward between steps ask nothing; leaving the portal asks "Discard your changes?", and Discard forgets what was kept', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => enrolled());
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Choose SAT Prep Fall' }));
    await user.type(field('First name'), 'Paula');
    await user.tab();
    // The shell asks while the browser's address is already the one moved to (single-spa holds the page's routing).
    const browserAt = (address: string) => window.history.replaceState(null, '', address);
    try {
      browserAt('/');
      let move: Promise<boolean> | null = null;
      act(() => {
        move = askBeforeLeaving();
      });
      await expect(move).resolves.toBe(true);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      browserAt('/parents');
      let leave: Promise<boolean> | null = null;
      act(() => {
        leave = askBeforeLeaving();
      });
      await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
      await user.click(screen.getByRole('button', { name: 'Keep editing' }));
      await expect(leave).resolves.toBe(false);
      expect(sessionStorage.length).toBe(1);

      act(() => {
        leave = askBeforeLeaving();
      });
      await user.click(await screen.findByRole('button', { name: 'Discard' }));
      await expect(leave).resolves.toBe(true);
      expect(sessionStorage.length).toBe(0);
    } finally {
      browserAt('/');
    }
  });
});
