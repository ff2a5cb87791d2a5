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

installServer();

const pending = { id: 4, name: 'Oak Academy', type: 'PendingSchool' } as LeadSource;

describe('PromoteSchoolModal on the contract schema (CRM-24, issue 23)', () => {
  const setup = () => {
    const onPromoted = jest.fn();
    renderWithProviders(<PromoteSchoolModal school={pending} onClose={jest.fn()} onPromoted={onPromoted} />);
    return { onPromoted, dialog: screen.getByRole('dialog', { name: 'Promote Oak Academy' }) };
  };

  it('CRM-24: the name alone (category and school type empty) promotes', async () => {
    server.use(http.put(apiUrl('pending_schools/4/promote'), () => HttpResponse.json({ school: { ...pending } })));
    const { dialog, onPromoted } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(onPromoted).toHaveBeenCalled());
    expect(requestsTo('PUT', 'pending_schools/4/promote')[0]!.body).toEqual({
      school: { name: 'Oak Academy', category: null, schoolType: null },
    });
  });

  it("CRM-24: the server's 422 on the name shows on the School name field", async () => {
    server.use(
      http.put(apiUrl('pending_schools/4/promote'), () => unprocessable('School name has already been taken')),
    );
    const { dialog, onPromoted } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^School name/)).toHaveAccessibleDescription(
        'School name has already been taken',
      ),
    );
    expect(onPromoted).not.toHaveBeenCalled();
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
