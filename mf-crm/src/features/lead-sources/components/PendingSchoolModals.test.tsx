import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain';
import type { LeadSource } from '@tutoring/contract';
import { MergeSchoolModal, PromoteSchoolModal } from './PendingSchoolModals';
import {
  HttpResponse,
  apiUrl,
  http,
  installServer,
  listReply,
  requestsTo,
  server,
  unprocessable,
} from '../../../test/server';
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
});

describe('MergeSchoolModal on the contract schema (CRM-23, issue 23)', () => {
  const setup = () => {
    const onMerged = jest.fn();
    renderWithProviders(<MergeSchoolModal school={pending} onClose={jest.fn()} onMerged={onMerged} />);
    return { onMerged, dialog: screen.getByRole('dialog', { name: 'Merge Oak Academy into a school' }) };
  };

  it('CRM-23: the chosen actual school merges; none chosen says "Please fill all required fields"', async () => {
    server.use(
      http.get(apiUrl('lead_sources'), () => listReply('leadSources', [{ id: 8, name: 'Oak High', type: 'School' }])),
      http.put(apiUrl('pending_schools/4/merge'), () => HttpResponse.json({ school: { id: 8, name: 'Oak High' } })),
    );
    const { dialog, onMerged } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FILL_REQUIRED_FIELDS);
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Actual school/ }), 'Oak');
    await userEvent.click(await screen.findByRole('option', { name: /Oak High/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onMerged).toHaveBeenCalled());
    expect(requestsTo('PUT', 'pending_schools/4/merge')[0]!.body).toEqual({ actualSchoolId: 8 });
  });

  it("CRM-23: the server's 422 on the actual school shows on the field", async () => {
    server.use(
      http.get(apiUrl('lead_sources'), () => listReply('leadSources', [{ id: 8, name: 'Oak High', type: 'School' }])),
      http.put(apiUrl('pending_schools/4/merge'), () => unprocessable('Actual school is closed')),
    );
    const { dialog, onMerged } = setup();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Actual school/ }), 'Oak');
    await userEvent.click(await screen.findByRole('option', { name: /Oak High/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Actual school/ })).toHaveAccessibleDescription(
        'Actual school is closed',
      ),
    );
    expect(onMerged).not.toHaveBeenCalled();
  });
});
