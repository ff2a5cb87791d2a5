import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../../test/server';
import { INSTANTS_ON_ANOTHER_DAY, operationsAdmin, renderScreen } from '../../test/render';
import { LineItemAdjustmentPage } from './LineItemAdjustmentPage';

const server = createTestServer();

describe('line item adjustment', () => {
  it('PAY-31: reads GET line_items/{lineItemId}/adjustments/{id}', async () => {
    server.use(
      http.get(`${API}/line_items/11/adjustments/2`, () =>
        HttpResponse.json({ adjustment: { id: 2, lineItemId: 11, amount: -20, reason: 'Goodwill credit' } }),
      ),
    );
    renderScreen(<LineItemAdjustmentPage />, {
      route: '/payments/line_items/11/adjustments/2',
      path: '/payments/line_items/:lineItemId/adjustments/:id',
    });
    expect(await screen.findByText('Goodwill credit')).toBeInTheDocument();
    expect(screen.getByText('-$20.00')).toBeInTheDocument();
  });

  it.each(INSTANTS_ON_ANOTHER_DAY)(
    "X-09: Created falls on the signed-in user's day, not the browser's ($timeZone)",
    async ({ timeZone, at, day }) => {
      server.use(
        http.get(`${API}/line_items/11/adjustments/2`, () =>
          HttpResponse.json({
            adjustment: { id: 2, lineItemId: 11, amount: -20, reason: 'Goodwill credit', createdAt: at },
          }),
        ),
      );
      renderScreen(<LineItemAdjustmentPage />, {
        route: '/payments/line_items/11/adjustments/2',
        path: '/payments/line_items/:lineItemId/adjustments/:id',
        user: { ...operationsAdmin, timeZone },
      });
      expect((await screen.findByText('Created')).nextElementSibling).toHaveTextContent(day);
    },
  );

  it('PAY-31: a missing adjustment (404) says it does not exist, without Retry', async () => {
    server.use(
      http.get(`${API}/line_items/11/adjustments/3`, () =>
        HttpResponse.json({ errors: ['Adjustment 3 not found'] }, { status: 404 }),
      ),
    );
    renderScreen(<LineItemAdjustmentPage />, {
      route: '/payments/line_items/11/adjustments/3',
      path: '/payments/line_items/:lineItemId/adjustments/:id',
    });
    expect(await screen.findByText('This adjustment does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it.each(['11/adjustments/abc', '11/adjustments/0', '0/adjustments/2'])(
    'PAY-31: an address whose id cannot be an adjustment (%s) says it does not exist, without asking the server',
    async (ids) => {
      renderScreen(<LineItemAdjustmentPage />, {
        route: `/payments/line_items/${ids}`,
        path: '/payments/line_items/:lineItemId/adjustments/:id',
      });
      expect(await screen.findByText('This adjustment does not exist.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: /^Line item adjustment/ })).toBeInTheDocument();
    },
  );

  it('an adjustment that could not be loaded offers Retry, which asks again and shows it', async () => {
    let down = true;
    server.use(
      http.get(`${API}/line_items/11/adjustments/4`, () =>
        down
          ? HttpResponse.json({ errors: ['Database down'] }, { status: 500 })
          : HttpResponse.json({ adjustment: { id: 4, lineItemId: 11, amount: -5, reason: 'Late fee waived' } }),
      ),
    );
    renderScreen(<LineItemAdjustmentPage />, {
      route: '/payments/line_items/11/adjustments/4',
      path: '/payments/line_items/:lineItemId/adjustments/:id',
    });
    const failure = (await screen.findByText('We could not load this adjustment.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    down = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Late fee waived')).toBeInTheDocument();
    expect(screen.queryByText('We could not load this adjustment.')).not.toBeInTheDocument();
  });
});
