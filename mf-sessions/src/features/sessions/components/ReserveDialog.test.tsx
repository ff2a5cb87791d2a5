import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIX_FORM_ERRORS, RESERVATION_END_NOT_BEFORE_TODAY, RESERVATION_END_REQUIRED } from '@tutoring/domain';
import * as api from '@tutoring/api-client/endpoints';
import { HttpResponse, formCases, quietFederationLogs, remoteDown } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { SAM_OPTION, crmUp, studentSearch } from '../../../test/students';
import { ReserveDialog } from './ReserveDialog';

installServer();
quietFederationLogs();

const now = new Date('2027-05-04T18:00:00Z');

beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));

// The failing-remote cases run first: a loaded exposed component stays cached for the page, as in the product.
describe('ReserveDialog with mf-crm down', () => {
  let manifests: string[] = [];
  beforeEach(() => {
    manifests = remoteDown(server, 'mf_crm');
  });

  it('SES-29, OP-31j: the end date is required and may not be before today; nothing is sent', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<ReserveDialog open courseId={5} onClose={() => undefined} now={now} />);
    await screen.findByLabelText(/^Student/);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(screen.getByText(RESERVATION_END_REQUIRED)).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Reservation end date/), '05/03/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESERVATION_END_NOT_BEFORE_TODAY)).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('SES-29, CRM-35: with mf-crm unavailable the local student autocomplete (same call, 400 ms) takes its place and reserving still works', async () => {
    studentSearch();
    on('put', 'courses/5', { course: { id: 5, reservedForId: 11 } });
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    const { container } = renderUi(<ReserveDialog open courseId={5} onClose={onClose} now={now} />);
    const input = await screen.findByLabelText(/^Student/);
    await waitFor(() => expect(manifests.length).toBeGreaterThan(0));
    expect(container.ownerDocument.querySelector('[data-student-autocomplete="local"]')).not.toBeNull();
    await u.type(input, 'Sam');
    await u.click(await screen.findByRole('option', { name: SAM_OPTION.local }));
    expect(lastRequest('students.json')!.query.get('include')).toBe('school');
    expect(lastRequest('students.json')!.query.get('query')).toBe('Sam');
    await u.type(screen.getByLabelText(/^Reservation end date/), '05/04/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastRequest('courses/5', 'PUT')!.body).toEqual({
        course: { reservedForId: 11, reservedUntil: '2027-05-04' },
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  // emptyOptional and serverInvalid need a student picked from the autocomplete, which the kit's fill cannot do:
  // the hand-written cases above and below cover them.
  formCases({
    server,
    resource: 'courses',
    dialog: 'Reserve',
    render: (props) => renderUi(<ReserveDialog open courseId={5} now={now} {...props} />),
    dismiss: {
      title:
        'SES-29, DS-02: Cancel and Escape close the reserve dialog silently, after "Discard your changes?" once it has changes',
      fill: { 'Reservation end date': '05/04/2027' },
    },
  });
});

describe('ReserveDialog with mf-crm up', () => {
  beforeAll(crmUp);

  it("SES-29, CRM-35, OP-43: the student comes from mf-crm's StudentAutocomplete; a student and today as end date save reservedForId and reservedUntil", async () => {
    studentSearch();
    on('put', 'courses/5', { course: { id: 5, reservedForId: 11 } });
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    const { container } = renderUi(<ReserveDialog open courseId={5} onClose={onClose} now={now} />);
    const input = await screen.findByLabelText(/^Student/);
    expect(container.ownerDocument.querySelector('[data-exposed="mf_crm/StudentAutocomplete"]')).not.toBeNull();
    expect(container.ownerDocument.querySelector('[data-student-autocomplete="local"]')).toBeNull();
    await u.type(input, 'Sam');
    await u.click(await screen.findByRole('option', { name: SAM_OPTION.crm }));
    expect(lastRequest('students.json')!.query.get('query')).toBe('Sam');
    await u.type(screen.getByLabelText(/^Reservation end date/), '05/04/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastRequest('courses/5', 'PUT')!.body).toEqual({
        course: { reservedForId: 11, reservedUntil: '2027-05-04' },
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('SES-29: saving without a student is blocked with Required on the student field', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<ReserveDialog open courseId={5} onClose={() => undefined} now={now} />);
    await screen.findByLabelText(/^Student/);
    await u.type(screen.getByLabelText(/^Reservation end date/), '05/04/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("SES-29: the server's 422 on the end date shows on the Reservation end date field; the dialog stays", async () => {
    studentSearch();
    on('put', 'courses/5', { errors: ['Reserved until is after the course ends'] }, 422);
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<ReserveDialog open courseId={5} onClose={onClose} now={now} />);
    await u.type(await screen.findByLabelText(/^Student/), 'Sam');
    await u.click(await screen.findByRole('option', { name: SAM_OPTION.crm }));
    await u.type(screen.getByLabelText(/^Reservation end date/), '05/04/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Reservation end date/)).toHaveAccessibleDescription(
        'Reserved until is after the course ends',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('issue 20.6: the reservation is saved on the course version the dialog was opened on; a 409 keeps the values', async () => {
    const STALE =
      'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
    studentSearch();
    on('get', 'courses/5', () =>
      HttpResponse.json({ course: { id: 5, title: 'Algebra I' } }, { headers: { ETag: '"v9"' } }),
    );
    on('put', 'courses/5', { errors: [STALE] }, 409);
    // The course modal loaded the course (its version) before opening the dialog.
    await api.courses.get(5);
    const u = userEvent.setup({ delay: null });
    renderUi(<ReserveDialog open courseId={5} onClose={() => undefined} now={now} />);
    await u.type(await screen.findByLabelText(/^Student/), 'Sam');
    await u.click(await screen.findByRole('option', { name: SAM_OPTION.crm }));
    await u.type(screen.getByLabelText(/^Reservation end date/), '05/04/2027');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserve' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE);
    expect(lastRequest('courses/5', 'PUT')!.headers.get('If-Match')).toBe('"v9"');
    expect(screen.getByLabelText(/^Reservation end date/)).toHaveValue('05/04/2027');
  });
});
