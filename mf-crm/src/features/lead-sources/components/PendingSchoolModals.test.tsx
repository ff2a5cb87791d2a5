import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, FILL_REQUIRED_FIELDS, FIX_FORM_ERRORS } from '@tutoring/domain';
import type { LeadSource } from '@tutoring/contract';
import { MergeSchoolModal, PromoteSchoolModal } from './PendingSchoolModals';
import { apiUrl, http, installServer, listReply, requestsTo, server } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';
import { formCases } from '@tutoring/build-config/test-kit';

installServer();

const pending = { id: 4, name: 'Oak Academy', type: 'PendingSchool' } as LeadSource;

describe('PromoteSchoolModal on the contract schema (CRM-24, issue 23)', () => {
  formCases({
    server,
    resource: 'pending_schools',
    dialog: 'Promote Oak Academy',
    submitLabel: 'Promote',
    render: ({ onSaved, onClose }) =>
      renderWithProviders(<PromoteSchoolModal school={pending} onClose={onClose} onPromoted={onSaved} />),
    emptyOptional: {
      title: 'CRM-24: the name alone (category and school type empty) promotes',
      action: 'pending_schools/:id/promote',
      method: 'PUT',
      id: 4,
      reply: { school: { ...pending } },
      fill: {},
      sent: { school: { name: 'Oak Academy', category: null, schoolType: null } },
    },
    serverInvalid: {
      title: "CRM-24: the server's 422 on the name shows on the School name field",
      action: 'pending_schools/:id/promote',
      method: 'PUT',
      id: 4,
      fill: {},
      message: 'School name has already been taken',
      field: 'School name',
    },
    dismiss: { fill: { 'School name': 'Oak School' } },
  });

  it('CRM-24, DS-03: a cleared name says DS-03\'s sentence in the banner, "Required" on the field, and sends nothing', async () => {
    renderWithProviders(<PromoteSchoolModal school={pending} onClose={jest.fn()} onPromoted={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Promote Oak Academy' });
    await userEvent.clear(within(dialog).getByLabelText(/School name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(within(dialog).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/School name/)).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(requestsTo('PUT', 'pending_schools/4/promote')).toHaveLength(0);
  });
});

describe('MergeSchoolModal on the contract schema (CRM-23, issue 23)', () => {
  beforeEach(() =>
    server.use(
      http.get(apiUrl('lead_sources'), () => listReply('leadSources', [{ id: 8, name: 'Oak High', type: 'School' }])),
    ),
  );
  const actual = { 'Actual school': { type: 'Oak', pick: 'Oak High' } };

  formCases({
    server,
    resource: 'pending_schools',
    dialog: 'Merge Oak Academy into a school',
    submitLabel: 'Merge',
    render: ({ onSaved, onClose }) =>
      renderWithProviders(<MergeSchoolModal school={pending} onClose={onClose} onMerged={onSaved} />),
    emptyOptional: {
      title: 'CRM-23: the chosen actual school (the only field) merges',
      action: 'pending_schools/:id/merge',
      method: 'PUT',
      id: 4,
      reply: { school: { id: 8, name: 'Oak High' } },
      fill: actual,
      sent: { actualSchoolId: 8 },
      refs: { actualSchoolId: 'schools' },
    },
    serverInvalid: {
      title: "CRM-23: the server's 422 on the actual school shows on the field",
      action: 'pending_schools/:id/merge',
      method: 'PUT',
      id: 4,
      fill: actual,
      message: 'Actual school is closed',
      field: 'Actual school',
    },
    dismiss: { fill: actual },
  });

  it('CRM-23, DS-03: none chosen says DS-03\'s sentence in the banner, "Required" on the field, and sends nothing', async () => {
    renderWithProviders(<MergeSchoolModal school={pending} onClose={jest.fn()} onMerged={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Merge Oak Academy into a school' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(within(dialog).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Actual school/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(requestsTo('PUT', 'pending_schools/4/merge')).toHaveLength(0);
  });
});
