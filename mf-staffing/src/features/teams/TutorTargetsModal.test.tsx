import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { json, renderWithProviders, requests, server, setupMswServer } from '../../test/support';
import { TutorTargetsModal } from './components/TutorTargetsModal';

setupMswServer();

/** The api-server's 409 text (STALE_UPDATE). */
const STALE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

function setup() {
  server.use(
    http.get('*/api/v2/employees/7', () =>
      json({ employee: { id: 7, deliveryTarget: 10, availabilityTarget: 20 } }, 200),
    ),
  );
  const onSaved = jest.fn();
  renderWithProviders(
    <TutorTargetsModal
      open
      tutorId={7}
      tutorName="Tina Tutor"
      initial={{ deliveryTarget: null, availabilityTarget: null }}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return { onSaved };
}

describe('TutorTargetsModal on the contract schema (STF-22, issue 23, issue 20.6)', () => {
  it("STF-22: the tutor's loaded targets save unchanged", async () => {
    server.use(
      http.put('*/api/v2/employees/7', async ({ request }) =>
        json({ employee: { id: 7, ...((await request.json()) as { employee: object }).employee } }),
      ),
    );
    const { onSaved } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Tutor Targets: Tina Tutor' });
    expect(within(dialog).getByRole('spinbutton', { name: /Delivery target/ })).toHaveValue(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      employee: { deliveryTarget: 10, availabilityTarget: 20 },
    });
  });

  it("STF-22: the server's 422 naming the delivery target shows on that field", async () => {
    server.use(
      http.put('*/api/v2/employees/7', () => json({ errors: ['Delivery target is above the team limit'] }, 422)),
    );
    const { onSaved } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Tutor Targets: Tina Tutor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /Delivery target/ })).toHaveAccessibleDescription(
        'Delivery target is above the team limit',
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('issue 20.6: the save sends the version it was opened on; a 409 keeps the values and shows the message', async () => {
    server.use(
      http.get('*/api/v2/employees/7', () =>
        Response.json(
          { employee: { id: 7, deliveryTarget: 10, availabilityTarget: 20 } },
          { headers: { ETag: 'W/"e7"' } },
        ),
      ),
      http.put('*/api/v2/employees/7', () => json({ errors: [STALE] }, 409)),
    );
    const onSaved = jest.fn();
    renderWithProviders(
      <TutorTargetsModal
        open
        tutorId={7}
        tutorName="Tina Tutor"
        initial={{}}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tutor Targets: Tina Tutor' });
    const delivery = within(dialog).getByRole('spinbutton', { name: /Delivery target/ });
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PUT')?.headers.get('If-Match')).toBe('W/"e7"');
    expect(delivery).toHaveValue(15);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
