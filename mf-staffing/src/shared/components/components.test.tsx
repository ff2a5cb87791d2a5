import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@tutoring/design-system';
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
});
