import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { UnavailableDatesPopup } from './UnavailableDatesPopup';

const dates = ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01', '2027-02-08', '2027-02-15'];

describe('UnavailableDatesPopup', () => {
  it('DS-26: lists at most 5 dates, then "and N other times"', async () => {
    renderWithTheme(<UnavailableDatesPopup dates={dates} />);
    const trigger = screen.getByRole('button', { name: 'Unavailable dates (7)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '01/04/2027',
      '01/11/2027',
      '01/18/2027',
      '01/25/2027',
      '02/01/2027',
    ]);
    expect(screen.getByText('and 2 other times')).toBeInTheDocument();
  });
  it('DS-26: omits the line when nothing is left over', async () => {
    renderWithTheme(<UnavailableDatesPopup dates={dates.slice(0, 5)} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText(/other times/)).not.toBeInTheDocument();
  });
  it('Escape closes it and focus returns to the button', async () => {
    renderWithTheme(<UnavailableDatesPopup dates={dates} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveFocus();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<UnavailableDatesPopup dates={dates} />);
    await userEvent.click(screen.getByRole('button'));
    expect(await axe(container)).toHaveNoViolations();
  });
  it('DS-26: a bare count as trigger is named for screen readers and the open list is a labelled group', async () => {
    renderWithTheme(
      <UnavailableDatesPopup
        dates={['12/01/2026 3:00pm']}
        label={1}
        aria-label="1 unavailable dates for Tom"
        listLabel="Unavailable dates for Tom"
        renderDate={String}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '1 unavailable dates for Tom' }));
    expect(screen.getByRole('group', { name: 'Unavailable dates for Tom' })).toHaveTextContent('12/01/2026 3:00pm');
  });
});
