import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@tutoring/design-system';
import { SessionTable } from './SessionTable';
import { UnavailableDates } from './UnavailableDates';

const wrap = (ui: React.ReactElement) =>
  render(<DesignSystemProvider withGlobalStyle={false}>{ui}</DesignSystemProvider>);

describe('remote-local components', () => {
  it('STF-18, DS-26: shows at most 5 dates, then "and N other times"', async () => {
    const dates = Array.from({ length: 8 }, (_, i) => `12/0${i + 1}/2026 3:00pm`);
    wrap(<UnavailableDates name="Tom Teacher" dates={dates} />);
    await userEvent.click(screen.getByRole('button', { name: '8 unavailable dates for Tom Teacher' }));
    const popup = screen.getByRole('group', { name: 'Unavailable dates for Tom Teacher' });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(5);
    expect(within(popup).getByText('and 3 other times')).toBeInTheDocument();
  });

  it('DS-26: omits the line when nothing is left over', async () => {
    wrap(<UnavailableDates name="Tom" dates={['12/01/2026 3:00pm']} />);
    await userEvent.click(screen.getByRole('button', { name: '1 unavailable dates for Tom' }));
    expect(screen.queryByText(/other times/)).not.toBeInTheDocument();
  });

  it('STF-10: two sessions at the same time have checkboxes of different names (their titles)', () => {
    const at = { startsAt: '2026-11-30T23:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    wrap(
      <SessionTable
        caption="Sessions to staff"
        sessions={[
          { id: 1, title: 'Algebra Group', course: { id: 9, title: 'Algebra' }, ...at },
          { id: 2, title: 'SAT Prep', course: { id: 10, title: 'SAT' }, ...at },
          // Same title and time as the first: told apart by the session's number.
          { id: 3, title: 'Algebra Group', course: { id: 9, title: 'Algebra' }, ...at },
        ]}
        selectedIds={[]}
        onSelectionChange={() => undefined}
        timeZone="America/New_York"
      />,
    );
    const table = screen.getByRole('table', { name: 'Sessions to staff' });
    const names = within(table)
      .getAllByRole('checkbox')
      .slice(1)
      .map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual([
      'Select Algebra Group Monday 11/30/2026 6:00pm - 7:00pm (session 1)',
      'Select SAT Prep Monday 11/30/2026 6:00pm - 7:00pm',
      'Select Algebra Group Monday 11/30/2026 6:00pm - 7:00pm (session 3)',
    ]);
  });
});
