import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import {
  GENERIC_ERROR_TITLE,
  PRIZE_CANNOT_AFFORD,
  PRIZE_CONFIRM_TITLE,
  PRIZE_PURCHASED,
  PROCESSING_SHIPMENT,
  SERVER_ERROR,
  SERVER_ERROR_REVIEW,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';
import { DashboardPage } from '../dashboard/DashboardPage';
import { PrizesPage } from './PrizesPage';
import { shipmentText } from './components/shipmentText';
import { installServer, lastRequest, mockDashboard, on, renderUi, requestsTo, signIn } from '../../test/utils';

installServer();

const badges = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    badge: { id: 1, name: `Badge ${i + 1}`, imageUrl: `https://example.com/b${i + 1}.png` },
  }));
const prizes = [
  { id: 5, name: 'Sticker pack', imageUrl: 'https://example.com/sticker.png', badgeCount: 2 },
  { id: 6, name: 'Headphones', imageUrl: 'https://example.com/phones.png', badgeCount: 10 },
];

function renderShop() {
  return renderUi(
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/prizes" element={<PrizesPage />} />
    </Routes>,
  );
}

describe('gems and prize shop (STU-15..STU-18)', () => {
  beforeEach(() => {
    signIn();
    mockDashboard({ badges: badges(3), prizes });
  });

  it('STU-15, OP-76: prizes show name, image and price in gems; the balance is the count of unredeemed badges', async () => {
    renderShop();
    const list = await screen.findByRole('list', { name: 'Prizes' });
    expect(within(list).getByText('Sticker pack')).toBeInTheDocument();
    expect(within(list).getByText('2 gems')).toBeInTheDocument();
    expect(within(list).getByText('10 gems')).toBeInTheDocument();
    expect(list.querySelector('img[src="https://example.com/phones.png"]')).not.toBeNull();
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.'),
    ).toBeInTheDocument();
    expect(lastRequest('quests/prizes')).toBeDefined();
    expect(lastRequest('quests/student_badges')).toBeDefined();
  });

  it('STU-17: a prize above the balance shows "You cannot afford that prize yet." and sends no call', async () => {
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    await userEvent.click(screen.getByRole('button', { name: 'Trade for Headphones' }));
    expect(await screen.findByText(PRIZE_CANNOT_AFFORD)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE })).not.toBeInTheDocument();
    expect(requestsTo('quests/student_prizes', 'POST')).toHaveLength(0);
  });

  it('STU-16: "Nice choice!" confirm, processing with both buttons disabled, POST with prizeId, "Purchased!" and the prizes page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    on('post', 'quests/student_prizes', async () => {
      await gate;
      return HttpResponse.json(
        { studentPrize: { id: 9, prizeId: 5, prize: prizes[0], shipment: null } },
        { status: 201 },
      );
    });
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    await userEvent.click(screen.getByRole('button', { name: 'Trade for Sticker pack' }));
    const dialog = await screen.findByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE });
    expect(within(dialog).getByText('Trade 2 gems for Sticker pack?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Processing/ })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText(PRIZE_PURCHASED)).toBeInTheDocument();
    expect(lastRequest('quests/student_prizes', 'POST')?.body).toEqual({ studentPrize: { prizeId: 5 } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/prizes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prizes' })).toBeInTheDocument();
  });

  it('STU-16: a double click on Trade buys the prize once', async () => {
    on('post', 'quests/student_prizes', () =>
      HttpResponse.json({ studentPrize: { id: 9, prizeId: 5, prize: prizes[0], shipment: null } }, { status: 201 }),
    );
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    await userEvent.click(screen.getByRole('button', { name: 'Trade for Sticker pack' }));
    const dialog = await screen.findByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE });
    // Two clicks before React renders the processing state (a browser's double click can land so).
    const trade = within(dialog).getByRole('button', { name: 'Trade' });
    act(() => {
      trade.click();
      trade.click();
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/prizes'));
    expect(requestsTo('quests/student_prizes', 'POST')).toHaveLength(1);
  });

  it("STU-16: after a trade from the keyboard, the focus is on the prizes page's heading, not the body", async () => {
    on('post', 'quests/student_prizes', () =>
      HttpResponse.json({ studentPrize: { id: 9, prizeId: 5, prize: prizes[0], shipment: null } }, { status: 201 }),
    );
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    screen.getByRole('button', { name: 'Trade for Sticker pack' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE });
    within(dialog).getByRole('button', { name: 'Trade' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Prizes' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('STU-16: cancelling the confirmation is silent and sends nothing', async () => {
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    await userEvent.click(screen.getByRole('button', { name: 'Trade for Sticker pack' }));
    const dialog = await screen.findByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(requestsTo('quests/student_prizes', 'POST')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('STU-18: HTTP 500 shows the one-space server error and stays on the dashboard', async () => {
    on('post', 'quests/student_prizes', () => HttpResponse.json({ errors: ['x'] }, { status: 500 }));
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    await userEvent.click(screen.getByRole('button', { name: 'Trade for Sticker pack' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE })).getByRole('button', {
        name: 'Trade',
      }),
    );
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.textContent === SERVER_ERROR && el.children.length === 0),
    ).toBeInTheDocument();
    expect(
      screen.queryByText((_, el) => el?.textContent === SERVER_ERROR_REVIEW && el.children.length === 0),
    ).not.toBeInTheDocument();
    // One toast, from the query client's policy (meta.serverErrorMessage): not the generic one besides.
    expect(screen.queryByText(GENERIC_ERROR_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('STU-18: any other failure toasts "Hmm, something is not right" with the errors sentence', async () => {
    on('post', 'quests/student_prizes', () => HttpResponse.json({ errors: [PRIZE_CANNOT_AFFORD] }, { status: 422 }));
    renderShop();
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'You have 3 gems.');
    await userEvent.click(screen.getByRole('button', { name: 'Trade for Sticker pack' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: PRIZE_CONFIRM_TITLE })).getByRole('button', {
        name: 'Trade',
      }),
    );
    expect(await screen.findByText(GENERIC_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(PRIZE_CANNOT_AFFORD)).toBeInTheDocument();
    expect(screen.queryByText(SERVER_ERROR_TITLE)).not.toBeInTheDocument();
  });
});

describe('prizes page (STU-19)', () => {
  beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));

  it('STU-19: the dashboard\'s gems panel links to "Your prizes" from the keyboard, and the prizes page leads back', async () => {
    mockDashboard({
      badges: badges(3),
      prizes,
      studentPrizes: [
        { id: 1, prize: { id: 5, name: 'Sticker pack' }, createdAt: '2026-11-01T18:00:00Z', shipment: null },
      ],
    });
    renderShop();
    const panel = await screen.findByRole('region', { name: 'Trade your gems' });
    const link = within(panel).getByRole('link', { name: 'Your prizes' });
    expect(link).toHaveAttribute('href', '/prizes');
    // Reached with Tab like any link (not only by a pointer), and followed with Enter.
    for (let stops = 0; stops < 60 && document.activeElement !== link; stops += 1) await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/prizes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prizes' })).toBeInTheDocument();
    expect(await screen.findByText('Sticker pack')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('STU-19, OP-31h: sent date, else estimated delivery, else "Processing shipment"', async () => {
    mockDashboard({
      studentPrizes: [
        {
          id: 1,
          prize: { id: 5, name: 'Sticker pack' },
          createdAt: '2026-11-01T18:00:00Z',
          shipment: { id: 1, sentAt: '2026-11-03T18:00:00Z', estimatedDeliveryDate: '2026-11-09' },
        },
        {
          id: 2,
          prize: { id: 6, name: 'Headphones' },
          createdAt: '2026-11-02T18:00:00Z',
          shipment: { id: 2, sentAt: null, estimatedDeliveryDate: '2026-11-20' },
        },
        { id: 3, prize: { id: 7, name: 'Poster' }, createdAt: '2026-11-02T18:00:00Z', shipment: null },
      ],
    });
    renderUi(<PrizesPage />, { route: '/prizes' });
    await screen.findByText('Sticker pack');
    const rows = screen.getAllByRole('row');
    const text = rows.map((r) => r.textContent);
    expect(text.find((t) => t?.includes('Sticker pack'))).toContain('Sent 11/03/2026');
    expect(text.find((t) => t?.includes('Headphones'))).toContain('Estimated delivery 11/20/2026');
    expect(text.find((t) => t?.includes('Poster'))).toContain(PROCESSING_SHIPMENT);
  });

  it('STU-19, API-07: prizes that could not be loaded say so with Retry, never "You have not traded any gems for prizes yet."', async () => {
    const traded = [
      { id: 1, prize: { id: 5, name: 'Sticker pack' }, createdAt: '2026-11-01T18:00:00Z', shipment: null },
    ];
    mockDashboard({ studentPrizes: traded });
    on('get', 'quests/student_prizes', { errors: ['Internal Server Error'] }, 500);
    renderUi(<PrizesPage />, { route: '/prizes' });
    // The toast of the error policy is an alert too: this one stays in the table's place.
    const failure = (await screen.findByText('We could not load your prizes.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Please try again.');
    expect(screen.queryByText('You have not traded any gems for prizes yet.')).not.toBeInTheDocument();

    mockDashboard({ studentPrizes: traded });
    const asked = requestsTo('quests/student_prizes').length;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sticker pack')).toBeInTheDocument();
    expect(screen.queryByText('We could not load your prizes.')).not.toBeInTheDocument();
    expect(requestsTo('quests/student_prizes')).toHaveLength(asked + 1);
  });

  it('STU-19: the shipment text rules', () => {
    expect(shipmentText({ sentAt: '2026-01-05T12:00:00Z', estimatedDeliveryDate: '2026-01-10' }, 'UTC')).toBe(
      'Sent 01/05/2026',
    );
    expect(shipmentText({ sentAt: null, estimatedDeliveryDate: '2026-01-10' })).toBe('Estimated delivery 01/10/2026');
    expect(shipmentText({ sentAt: null, estimatedDeliveryDate: null })).toBe(PROCESSING_SHIPMENT);
    expect(shipmentText(undefined)).toBe(PROCESSING_SHIPMENT);
  });
});
