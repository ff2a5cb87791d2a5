import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { DateText, RelativeDateTime, TimeText } from './DateTime';
import { DesignSystemProvider } from '../../theme/DesignSystemProvider';
import { render } from '@testing-library/react';

describe('DateText / TimeText / RelativeDateTime', () => {
  it('X-09, DS-22: shows dates as MM/DD/YYYY in the user time zone from the provider', () => {
    render(
      <DesignSystemProvider timeZone="America/Los_Angeles">
        <DateText value="2027-01-01T05:00:00Z" />
        <TimeText value="2027-01-01T05:00:00Z" />
      </DesignSystemProvider>,
    );
    // 05:00 UTC on Jan 1 is still Dec 31 in Los Angeles.
    expect(screen.getByText('12/31/2026')).toHaveAttribute('datetime', '2027-01-01T05:00:00Z');
    expect(screen.getByText('9:00pm')).toBeInTheDocument();
  });
  it('X-09: a timeZone prop wins over the provider', () => {
    render(
      <DesignSystemProvider timeZone="America/Los_Angeles">
        <DateText value="2027-01-01T05:00:00Z" timeZone="Europe/London" />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('01/01/2027')).toBeInTheDocument();
  });
  it('DS-21: relative wording for yesterday, today and tomorrow', () => {
    const now = '2027-03-10T12:00:00Z';
    renderWithTheme(
      <>
        <RelativeDateTime value="2027-03-09T15:05:00Z" now={now} timeZone="UTC" />
        <RelativeDateTime value="2027-03-10T15:05:00Z" now={now} timeZone="UTC" />
        <RelativeDateTime value="2027-03-11T00:00:00Z" now={now} timeZone="UTC" />
        <RelativeDateTime value="2027-03-20T15:05:00Z" now={now} timeZone="UTC" />
      </>,
    );
    expect(screen.getByText('yesterday at 3:05pm')).toBeInTheDocument();
    expect(screen.getByText('today at 3:05pm')).toBeInTheDocument();
    expect(screen.getByText('tomorrow at 12:00am')).toBeInTheDocument();
    expect(screen.getByText('03/20/2027')).toBeInTheDocument();
  });
  it('shows the fallback for an empty value', () => {
    renderWithTheme(<DateText value={null} fallback="—" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        <DateText value="2027-03-09" /> <TimeText value="2027-03-09T15:05:00Z" />
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
