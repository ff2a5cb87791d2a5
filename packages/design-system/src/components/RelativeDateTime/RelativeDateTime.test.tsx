import { Profiler } from 'react';
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

  describe('one minute timer for all instances (issue 26)', () => {
    const midnight = '2027-03-10T23:59:30Z';
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => (
        <RelativeDateTime key={i} value={`2027-03-10T15:0${i}:00Z`} timeZone="UTC" />
      ));
    afterEach(() => jest.useRealTimers());

    it('three instances run one timer, and each text turns "yesterday" after midnight', () => {
      jest.useFakeTimers({ now: new Date(midnight) });
      renderWithTheme(<>{rows(3)}</>);
      expect(jest.getTimerCount()).toBe(1);
      expect(screen.getByText('today at 3:02pm')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getAllByText(/^yesterday at 3:0[012]pm$/)).toHaveLength(3);
    });

    it('a tick that changes no text re-renders nothing', () => {
      jest.useFakeTimers({ now: new Date('2027-03-10T12:00:00Z') });
      const onRender = jest.fn();
      renderWithTheme(
        <Profiler id="dates" onRender={onRender}>
          {rows(3)}
        </Profiler>,
      );
      onRender.mockClear();
      act(() => jest.advanceTimersByTime(5 * 60_000));
      expect(onRender).not.toHaveBeenCalled();
      expect(screen.getAllByText(/^today at 3:0[012]pm$/)).toHaveLength(3);
    });

    it('an instance mounted between two ticks compares with the present, not the last tick', () => {
      jest.useFakeTimers({ now: new Date('2027-03-10T23:59:00Z') });
      const { rerender } = renderWithTheme(<>{rows(1)}</>);
      act(() => jest.advanceTimersByTime(45_000)); // 23:59:45, no tick yet
      jest.setSystemTime(new Date('2027-03-11T00:00:10Z'));
      rerender(<>{rows(2)}</>);
      expect(screen.getByText('yesterday at 3:01pm')).toBeInTheDocument();
    });

    it('the timer stops when the last instance unmounts, and none runs for instances given `now`', () => {
      jest.useFakeTimers({ now: new Date(midnight) });
      const { rerender, unmount } = renderWithTheme(<>{rows(3)}</>);
      rerender(<>{rows(1)}</>);
      expect(jest.getTimerCount()).toBe(1);
      unmount();
      expect(jest.getTimerCount()).toBe(0);
      renderWithTheme(<RelativeDateTime value="2027-03-10T15:05:00Z" now={midnight} timeZone="UTC" />);
      expect(jest.getTimerCount()).toBe(0);
    });
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
