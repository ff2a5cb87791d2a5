import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SCHOOL_MUST_BE_PENDING_TO_MERGE,
  SCHOOL_MUST_BE_PENDING_TO_PROMOTE,
  FIX_FORM_ERRORS,
  GENERIC_ERROR_TITLE,
} from '@tutoring/domain';
import { LeadSourcesPage } from './LeadSourcesPage';
import { HttpResponse, apiUrl, http, installServer, listReply, requestsTo, server } from '../../test/server';
import { currentLocation, renderWithProviders } from '../../test/render';

installServer();

const rows = [
  { id: 1, name: 'Managed Club', type: 'LeadSource', status: 'Managed', category: 'Business', employeeId: 7 },
  { id: 2, name: 'Pending High', type: 'PendingSchool', status: 'Target', category: 'High School', employeeId: null },
  { id: 3, name: 'Real School', type: 'School', status: 'Ended', category: 'High School', employeeId: 9 },
];

function setup(url = '/lead_sources') {
  server.use(http.get(apiUrl('lead_sources'), () => listReply('leadSources', rows)));
  renderWithProviders(<LeadSourcesPage />, { url, path: '/lead_sources' });
  return userEvent.setup();
}
const lastList = () => Object.fromEntries(requestsTo('GET', 'lead_sources').at(-1)!.url.searchParams.entries());
const optionsOf = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('LeadSourcesPage', () => {
  it('CRM-19, X-01: keeps filters, sort, page and per in the URL', async () => {
    const user = setup('/lead_sources?leadSources.type=School&leadSources.per=100');
    await screen.findByRole('button', { name: 'Managed Club' });
    expect(lastList()).toMatchObject({ type: 'School', per: '100', orderBy: 'name', orderSort: 'asc' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Target');
    await waitFor(() => expect(currentLocation()).toContain('leadSources.status=Target'));
    await waitFor(() => expect(lastList()).toMatchObject({ status: 'Target', type: 'School' }));
  });

  it('CRM-19, OP-40, X-08: the last-touch quick filter uses the 30-day window and own items only', async () => {
    const user = setup();
    await screen.findByRole('button', { name: 'Managed Club' });
    const quick = within(screen.getByRole('group', { name: /Quick filters/ }));
    expect(quick.getByRole('button', { name: 'Last touch' })).toHaveAttribute(
      'title',
      'Not touched in more than 30 days',
    );
    expect(quick.getByRole('button', { name: 'Last promotion' })).toHaveAttribute(
      'title',
      'No promotion in more than 30 days',
    );
    await user.click(quick.getByRole('button', { name: 'Last promotion' }));
    await waitFor(() => expect(lastList()).toMatchObject({ lastPromotion: 'true', employeeId: '7' }));
    expect(lastList().quickFilter).toBeUndefined();
  });

  it('CRM-21, DOM-02: the status dropdown of each row offers the choices of its saved status', async () => {
    setup();
    await screen.findByRole('button', { name: 'Managed Club' });
    expect(optionsOf(screen.getByLabelText('Status of Managed Club'))).toEqual(['Managed', 'Ended']);
    expect(optionsOf(screen.getByLabelText('Status of Pending High'))).toEqual([
      'Uncategorized',
      'Target',
      'Managed',
      'No Value',
      'Do Not Contact',
    ]);
    expect(optionsOf(screen.getByLabelText('Status of Real School'))).toEqual([
      'Target',
      'Managed',
      'Ended',
      'No Value',
      'Do Not Contact',
    ]);
  });

  it("CRM-21: a status picked in the table is saved with the row's Save", async () => {
    server.use(
      http.put(apiUrl('lead_sources/1'), () => HttpResponse.json({ leadSource: { ...rows[0], status: 'Ended' } })),
    );
    const user = setup();
    await screen.findByRole('button', { name: 'Managed Club' });
    expect(screen.getByRole('button', { name: 'Save status of Managed Club' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Status of Managed Club'), 'Ended');
    expect(requestsTo('PUT', 'lead_sources/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save status of Managed Club' }));
    await waitFor(() => expect(requestsTo('PUT', 'lead_sources/1')).toHaveLength(1));
    expect(requestsTo('PUT', 'lead_sources/1')[0]!.body).toEqual({ leadSource: { status: 'Ended' } });
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
  });

  it('CRM-21: arrow keys on a status select only pick; nothing is saved until Enter (keyboard)', async () => {
    server.use(
      http.put(apiUrl('lead_sources/1'), () => HttpResponse.json({ leadSource: { ...rows[0], status: 'Ended' } })),
    );
    const user = setup();
    await screen.findByRole('button', { name: 'Managed Club' });
    const select = screen.getByLabelText('Status of Managed Club');
    select.focus();
    // ArrowDown on a closed native select changes its value and fires "change" (jsdom does not move the selection).
    fireEvent.change(select, { target: { value: 'Ended' } });
    expect(select).toHaveValue('Ended');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save status of Managed Club' })).toHaveFocus();
    expect(requestsTo('PUT', 'lead_sources/1')).toHaveLength(0);
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requestsTo('PUT', 'lead_sources/1')).toHaveLength(1));
    expect(requestsTo('PUT', 'lead_sources/1')[0]!.body).toEqual({ leadSource: { status: 'Ended' } });
  });

  it("CRM-21, API-09: a refused status change shows the server's errors and the row shows the saved status again", async () => {
    server.use(
      http.put(apiUrl('lead_sources/2'), () =>
        HttpResponse.json({ errors: ['Status cannot change from Managed to Uncategorized'] }, { status: 422 }),
      ),
    );
    const user = setup();
    await screen.findByRole('button', { name: 'Managed Club' });
    const before = requestsTo('GET', 'lead_sources').length;
    await user.selectOptions(screen.getByLabelText('Status of Pending High'), 'Uncategorized');
    await user.click(screen.getByRole('button', { name: 'Save status of Pending High' }));
    expect(await screen.findByText('Status cannot change from Managed to Uncategorized')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_ERROR_TITLE)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET', 'lead_sources').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByLabelText('Status of Pending High')).toHaveValue('Target'));
    expect(screen.queryByText('Status saved')).not.toBeInTheDocument();
  });

  it('CRM-20, CRM-21: the form (lg) loads GET lead_sources/{id}, offers the saved-status choices and school categories', async () => {
    server.use(http.get(apiUrl('lead_sources/3'), () => HttpResponse.json({ leadSource: rows[2] })));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Real School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Real School' });
    expect(requestsTo('GET', 'lead_sources/3')).toHaveLength(1);
    expect(optionsOf(within(dialog).getByLabelText('Status'))).toEqual([
      'Target',
      'Managed',
      'Ended',
      'No Value',
      'Do Not Contact',
    ]);
    await within(dialog).findByRole('option', { name: 'High School' });
    expect(optionsOf(within(dialog).getByLabelText('Category'))).toEqual(['None', 'High School']);
    expect(optionsOf(within(dialog).getByLabelText('School type'))).toEqual([
      'None',
      'public',
      'private',
      'catholic',
      'charter',
      'boarding',
      'lutheran',
      'christian',
      'home',
    ]);
  });

  it('CRM-20, CRM-21: a new lead source uses the Uncategorized row, requires a name and is created', async () => {
    server.use(http.post(apiUrl('lead_sources'), () => HttpResponse.json({ leadSource: { id: 10, name: 'Library' } })));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'New lead source' }));
    const dialog = screen.getByRole('dialog', { name: 'New lead source' });
    expect(optionsOf(within(dialog).getByLabelText('Status'))).toEqual([
      'Uncategorized',
      'Target',
      'Managed',
      'No Value',
      'Do Not Contact',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'City Library');
    await within(dialog).findByRole('option', { name: 'Business' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Business');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('POST', 'lead_sources')).toHaveLength(1));
    expect(requestsTo('POST', 'lead_sources')[0]!.body).toEqual({
      leadSource: expect.objectContaining({
        name: 'City Library',
        status: 'Uncategorized',
        type: 'LeadSource',
        category: 'Business',
      }),
    });
  });

  it('CRM-20, CRM-09, DS-11: the lead source address is chosen from the maps suggestions; a partial one blocks the save', async () => {
    server.use(
      http.get('http://localhost/local/maps/autocomplete', () =>
        HttpResponse.json({
          predictions: [{ placeId: 'local-3', description: '350 5th Ave, New York, NY 10118, US' }],
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
          },
        }),
      ),
      http.post(apiUrl('lead_sources'), () => HttpResponse.json({ leadSource: { id: 11, name: 'Tower Club' } })),
    );
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'New lead source' }));
    const dialog = screen.getByRole('dialog', { name: 'New lead source' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Tower Club');
    await user.click(within(dialog).getByRole('button', { name: 'Enter the address manually' }));
    await user.type(within(dialog).getByLabelText(/^Street(?! 2)/), '1 Nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(requestsTo('POST', 'lead_sources')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Search for an address' }));
    await user.type(within(dialog).getByLabelText('Search address'), '350 5th');
    await user.click(await within(dialog).findByRole('option', { name: '350 5th Ave, New York, NY 10118, US' }));
    expect(await within(dialog).findByLabelText(/^City/)).toHaveValue('New York');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('POST', 'lead_sources')).toHaveLength(1));
    expect(requestsTo('POST', 'lead_sources')[0]!.body).toEqual({
      leadSource: expect.objectContaining({
        name: 'Tower Club',
        address: expect.objectContaining({
          street1: '350 5th Ave',
          city: 'New York',
          state: 'NY',
          zip: '10118',
          country: 'United States',
        }),
      }),
    });
  });

  it('CRM-22: reassigns with PUT lead_sources/{id}/reassign {lead_source: {employeeId}}', async () => {
    server.use(http.put(apiUrl('lead_sources/1/reassign'), () => HttpResponse.json({ leadSource: rows[0] })));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Reassign Managed Club' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Avery Advisor' });
    await user.selectOptions(within(dialog).getByLabelText('Owner'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(requestsTo('PUT', 'lead_sources/1/reassign')).toHaveLength(1));
    expect(requestsTo('PUT', 'lead_sources/1/reassign')[0]!.body).toEqual({ lead_source: { employeeId: 9 } });
  });

  it('CRM-23: merging a school that is not pending shows "School must be pending to merge" and calls nothing', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Merge Real School' }));
    expect(within(screen.getByRole('alertdialog')).getByText(SCHOOL_MUST_BE_PENDING_TO_MERGE)).toBeInTheDocument();
    expect(requestsTo('PUT', 'pending_schools/3/merge')).toHaveLength(0);
  });

  it('CRM-24: promoting a school that is not pending shows "School must be pending to promote" and calls nothing', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Promote Managed Club' }));
    expect(within(screen.getByRole('alertdialog')).getByText(SCHOOL_MUST_BE_PENDING_TO_PROMOTE)).toBeInTheDocument();
    expect(seenPendingCalls()).toBe(0);
  });

  it('CRM-23: merges a pending school into an actual school with PUT pending_schools/{id}/merge {actualSchoolId}', async () => {
    server.use(
      http.get(apiUrl('lead_sources'), ({ request }) =>
        new URL(request.url).searchParams.get('type') === 'School'
          ? listReply('leadSources', [rows[2]!])
          : listReply('leadSources', rows),
      ),
      http.put(apiUrl('pending_schools/2/merge'), () => HttpResponse.json({ school: rows[2] })),
    );
    renderWithProviders(<LeadSourcesPage />, { url: '/lead_sources', path: '/lead_sources' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Merge Pending High' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('combobox'), 'Real');
    await user.click(await screen.findByRole('option', { name: 'Real School' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(requestsTo('PUT', 'pending_schools/2/merge')).toHaveLength(1));
    expect(requestsTo('PUT', 'pending_schools/2/merge')[0]!.body).toEqual({ actualSchoolId: 3 });
  });

  it('CRM-24: promotes a pending school with PUT pending_schools/{id}/promote {school}', async () => {
    server.use(
      http.put(apiUrl('pending_schools/2/promote'), () =>
        HttpResponse.json({ school: { ...rows[1], type: 'School' } }),
      ),
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Promote Pending High' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('School type'), 'public');
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(requestsTo('PUT', 'pending_schools/2/promote')).toHaveLength(1));
    expect(requestsTo('PUT', 'pending_schools/2/promote')[0]!.body).toEqual({
      school: { name: 'Pending High', category: 'High School', schoolType: 'public' },
    });
  });

  it('CRM-20, issue 23.3: a saved lead source appears in the list at once (the save invalidates the lead sources)', async () => {
    const list: Array<Record<string, unknown>> = [...rows];
    server.use(
      http.post(apiUrl('lead_sources'), () => {
        const created = { id: 10, name: 'City Library', type: 'LeadSource', status: 'Uncategorized', employeeId: null };
        list.push(created);
        return HttpResponse.json({ leadSource: created });
      }),
    );
    const user = setup();
    server.use(http.get(apiUrl('lead_sources'), () => listReply('leadSources', list)));
    expect(await screen.findByRole('button', { name: 'Managed Club' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New lead source' }));
    const dialog = screen.getByRole('dialog', { name: 'New lead source' });
    await user.type(within(dialog).getByLabelText(/Name/), 'City Library');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'City Library' })).toBeInTheDocument();
  });
});

function seenPendingCalls() {
  return requestsTo('PUT', 'pending_schools/1/promote').length + requestsTo('PUT', 'pending_schools/1/merge').length;
}
