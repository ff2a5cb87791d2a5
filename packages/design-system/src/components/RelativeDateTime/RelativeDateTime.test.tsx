import { act, render, screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { DesignSystemProvider } from '../../theme/DesignSystemProvider';
import { RelativeDateTime } from './RelativeDateTime';

describe('RelativeDateTime', () => {
  it('DS-21: relative wording for yesterday, today and tomorrow, else MM/DD/YYYY', () => {
    const now = '2027-03-10T12:00:00Z';
    renderWithTheme(
      <>
        <RelativeDateTime value="2027-03-09T15:05:00Z" now={now} timeZone="UTC" />
        <RelativeDateTime value="2027-03-10T15:05:00Z" now={now} timeZone="UTC" />
        <RelativeDateTime value="2027-03-11T00:00:00Z" now={now} timeZone="UTC" />
        <RelativeDateTime value="2027-03-20T15:05:00Z" now={now} timeZone="UTC" />
      </>,
    );
    expect(screen.getByText('yesterday at 3:05pm')).toHaveAttribute('datetime', '2027-03-09T15:05:00Z');
    expect(screen.getByText('today at 3:05pm')).toBeInTheDocument();
    expect(screen.getByText('tomorrow at 12:00am')).toBeInTheDocument();
    expect(screen.getByText('03/20/2027')).toBeInTheDocument();
  });

  it('X-09: reads the user time zone from the provider; a timeZone prop wins', () => {
    const now = '2027-01-01T06:00:00Z';
    render(
      <DesignSystemProvider timeZone="America/Los_Angeles">
        <RelativeDateTime value="2027-01-01T05:00:00Z" now={now} />
        <RelativeDateTime value="2027-01-01T05:00:00Z" now={now} timeZone="Europe/London" />
      </DesignSystemProvider>,
    );
    // 05:00 UTC on Jan 1 is 9pm on Dec 31 in Los Angeles, where "now" is 10pm the same evening.
    expect(screen.getByText('today at 9:00pm')).toBeInTheDocument();
    expect(screen.getByText('today at 5:00am')).toBeInTheDocument();
  });

  it('DS-21: without `now`, "today" becomes "yesterday" when midnight passes', () => {
    jest.useFakeTimers({ now: new Date('2027-03-10T23:59:30Z') });
    try {
      renderWithTheme(<RelativeDateTime value="2027-03-10T15:05:00Z" timeZone="UTC" />);
      expect(screen.getByText('today at 3:05pm')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('yesterday at 3:05pm')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the fallback for an empty value', () => {
    renderWithTheme(<RelativeDateTime value={null} fallback="—" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        <RelativeDateTime value="2027-03-09T15:05:00Z" now="2027-03-10T12:00:00Z" />
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
