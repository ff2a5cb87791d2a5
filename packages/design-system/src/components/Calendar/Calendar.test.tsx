import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Calendar, type CalendarItem, type CalendarMove, type CalendarSlot } from './Calendar';

const session: CalendarItem = {
  id: 's1',
  title: 'Algebra with Ann',
  start: '2027-03-10T15:00:00Z',
  end: '2027-03-10T16:00:00Z',
};
/** A phone's screen: the design system's narrow media query matches (NARROW_CALENDAR_MEDIA). */
const onAPhone = () =>
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: query === '(max-width: 639px)', media: query }) as unknown as MediaQueryList,
    );
const firstSlot = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.fc-timegrid-slot[data-time]')?.dataset.time;
const eventEl = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-event-id="s1"]');

function Movable({ onMove }: { onMove: (item: CalendarItem, move: CalendarMove) => void }) {
  const [items, setItems] = useState([session]);
  return (
    <Calendar
      events={items}
      initialDate="2027-03-10"
      timeZone="UTC"
      onEventMove={(item, move) => {
        onMove(item, move);
        setItems([{ ...item, start: move.start, end: move.end }]);
      }}
    />
  );
}

describe('Calendar', () => {
  it('DS-19: offers week, day and month views with labelled buttons', async () => {
    const onViewChange = jest.fn();
    const { container } = renderWithTheme(
      <Calendar initialDate="2027-03-10" timeZone="UTC" onViewChange={onViewChange} />,
    );
    expect(container.querySelector('.fc-timeGridWeek-view')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('title', 'Day view');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(container.querySelector('.fc-dayGridMonth-view')).not.toBeNull();
    expect(onViewChange).toHaveBeenLastCalledWith('month');
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(onViewChange).toHaveBeenLastCalledWith('day');
    expect(screen.getByRole('button', { name: 'Week' })).toBeInTheDocument();
  });

  it('DS-19: on a narrow screen (a phone) it opens on a day, and the person can still switch to the week', async () => {
    const phone = (query: string) =>
      ({ matches: query === '(max-width: 639px)', media: query }) as unknown as MediaQueryList;
    const narrow = jest.spyOn(window, 'matchMedia').mockImplementation(phone);
    try {
      const onViewChange = jest.fn();
      const { container } = renderWithTheme(
        <Calendar label="Schedule" initialDate="2027-03-10" timeZone="UTC" onViewChange={onViewChange} />,
      );
      expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAttribute('data-view', 'day');
      expect(screen.getByRole('heading', { name: '03/10/2027' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Week' }));
      expect(container.querySelector('.fc-timeGridWeek-view')).not.toBeNull();
      expect(onViewChange).toHaveBeenLastCalledWith('week');
      // A page that names its view keeps it on a phone too.
      renderWithTheme(<Calendar label="Month of Tina" defaultView="month" initialDate="2027-03-10" timeZone="UTC" />);
      expect(screen.getByRole('group', { name: 'Month of Tina' })).toHaveAttribute('data-view', 'month');
    } finally {
      narrow.mockRestore();
    }
  });

  it('DS-20: the first visible hour is 05:00', () => {
    const { container } = renderWithTheme(<Calendar events={[session]} initialDate="2027-03-10" timeZone="UTC" />);
    expect(firstSlot(container)).toBe('05:00:00');
  });

  it('DS-20: widens to 00:00 when an item starts before 05:00 in the user zone', () => {
    // 11:00 UTC is 04:00 in Los Angeles (PDT).
    const early = { ...session, start: '2027-06-10T11:00:00Z', end: '2027-06-10T12:00:00Z' };
    const { container } = renderWithTheme(
      <Calendar events={[early]} initialDate="2027-06-10" timeZone="America/Los_Angeles" />,
    );
    expect(firstSlot(container)).toBe('00:00:00');
  });

  it('DS-20: widens to 00:00 when an item from the evening before runs into the first day of the week', () => {
    // Saturday 11:30pm to Sunday 00:30am in UTC: in the week of Sunday 2027-03-07 only its first half hour is there.
    const late = { ...session, start: '2027-03-06T23:30:00Z', end: '2027-03-07T00:30:00Z' };
    const { container } = renderWithTheme(<Calendar events={[late]} initialDate="2027-03-10" timeZone="UTC" />);
    expect(firstSlot(container)).toBe('00:00:00');
  });

  it('DS-20: widens to 00:00 when 24-hour view is forced', () => {
    const { container } = renderWithTheme(<Calendar force24h initialDate="2027-03-10" timeZone="UTC" />);
    expect(firstSlot(container)).toBe('00:00:00');
  });

  it('opens an event with Enter from the keyboard and with a click', async () => {
    const onEventClick = jest.fn();
    const { container } = renderWithTheme(
      <Calendar events={[session]} initialDate="2027-03-10" timeZone="UTC" onEventClick={onEventClick} />,
    );
    const el = eventEl(container)!;
    expect(el).toHaveTextContent('Algebra with Ann');
    el.focus();
    expect(el).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEventClick).toHaveBeenCalledWith(session);
    await userEvent.click(el);
    expect(onEventClick).toHaveBeenCalledTimes(2);
  });

  it('moves a focused event with the arrow keys (the keyboard path of dragging)', async () => {
    const onMove = jest.fn();
    const { container } = renderWithTheme(<Movable onMove={onMove} />);
    eventEl(container)!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 's1' }), {
      start: '2027-03-10T15:30:00.000Z',
      end: '2027-03-10T16:30:00.000Z',
      via: 'keyboard',
    });
    await waitFor(() => expect(eventEl(container)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ start: '2027-03-11T15:30:00.000Z' }),
    );
    expect(await screen.findByText(/Algebra with Ann moved to 03\/11\/2027 3:30pm/)).toBeInTheDocument();
  });

  it('DS-19: in the month view a toned item is a box in its tone (its white text on the tone), not a dot and bare text on the day', () => {
    const { container } = renderWithTheme(
      <Calendar
        events={[{ ...session, tone: 'success' }]}
        defaultView="month"
        initialDate="2027-03-10"
        timeZone="UTC"
      />,
    );
    const item = eventEl(container)!;
    expect(item).toHaveClass('ds-tone-success');
    expect(item).toHaveClass('fc-daygrid-block-event');
    expect(item).not.toHaveClass('fc-daygrid-dot-event');
  });

  it('DS-19: the month view shows on its day that the tutor is available and when, as text; week and day keep the tint behind the hours', async () => {
    // 14:00-17:00 UTC is 9:00am-12:00pm in New York (EST until 03/14/2027).
    const morning: CalendarItem = {
      id: 'a1',
      title: 'Available',
      start: '2027-03-10T14:00:00Z',
      end: '2027-03-10T17:00:00Z',
    };
    const evening: CalendarItem = { ...morning, id: 'a2', start: '2027-03-12T22:00:00Z', end: '2027-03-13T00:30:00Z' };
    const onEventClick = jest.fn();
    const { container } = renderWithTheme(
      <Calendar
        label="Schedule"
        events={[session]}
        availabilities={[morning, evening]}
        defaultView="month"
        initialDate="2027-03-10"
        timeZone="America/New_York"
        onEventClick={onEventClick}
      />,
    );
    await act(async () => undefined);
    const dayCell = (date: string) => container.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${date}"]`)!;
    expect(dayCell('2027-03-10')).toHaveTextContent('9:00am - 12:00pm Available');
    expect(dayCell('2027-03-12')).toHaveTextContent('5:00pm - 7:30pm Available');
    expect(dayCell('2027-03-11')).not.toHaveTextContent('Available');
    // Read as text beside the day's session (a button, it opens), not a button itself; a click opens nothing.
    expect(
      within(dayCell('2027-03-10')).getByRole('button', { name: '10:00am - 11:00am Algebra with Ann' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Available/ })).not.toBeInTheDocument();
    await userEvent.click(within(dayCell('2027-03-10')).getByText('Available'));
    expect(onEventClick).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();

    // The week and day views are as before: the availability is the tint behind its hours, captioned by its title.
    for (const view of ['Week', 'Day']) {
      await userEvent.click(screen.getByRole('button', { name: view }));
      const tint = container.querySelector('td.fc-timegrid-col[data-date="2027-03-10"] .fc-bg-event');
      expect(tint).toHaveTextContent(/^Available$/);
      expect(container.querySelector('.fc-daygrid-event.ds-calendar-availability')).toBeNull();
    }
    // And back in the month, the day says so again.
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(dayCell('2027-03-10')).toHaveTextContent('9:00am - 12:00pm Available');
  }, 30_000);

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <Calendar events={[session]} initialDate="2027-03-10" timeZone="UTC" onEventClick={() => undefined} />,
    );
    await act(async () => undefined);
    expect(await axe(container)).toHaveNoViolations();
    // axe walks every cell of the week grid: slow on a busy machine.
  }, 30_000);

  it("DS-19: the month view names each day once, by its link, and keeps other months' days in the grid", async () => {
    const { container } = renderWithTheme(
      <Calendar defaultView="month" events={[session]} initialDate="2027-03-10" timeZone="UTC" />,
    );
    await act(async () => undefined);
    const cells = container.querySelectorAll('td.fc-daygrid-day');
    expect(cells.length).toBeGreaterThanOrEqual(28);
    cells.forEach((cell) => expect(cell).not.toHaveAttribute('aria-labelledby'));
    expect(container.querySelector('.fc-daygrid-day-number[aria-label="March 10, 2027"]')).toHaveTextContent('10');
    expect(
      await axe(container, { runOnly: ['label-content-name-mismatch', 'aria-allowed-attr', 'aria-required-children'] }),
    ).toHaveNoViolations();
  }, 30_000);

  it('DS-19: titles the range in the product date format and follows a controlled date', async () => {
    const onDateChange = jest.fn();
    const { rerender } = renderWithTheme(
      <Calendar date="2026-11-23" onDateChange={onDateChange} timeZone="UTC" label="Calendar of Tina" />,
    );
    expect(screen.getByRole('heading', { name: '11/22/2026 – 11/28/2026' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Calendar of Tina' })).toHaveAttribute('data-view', 'week');
    await userEvent.click(screen.getByRole('button', { name: 'Next Week' }));
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-29');
    rerender(<Calendar date="2026-12-01" view="day" onDateChange={onDateChange} timeZone="UTC" />);
    expect(await screen.findByRole('heading', { name: '12/01/2026' })).toBeInTheDocument();
    rerender(<Calendar date="2026-12-01" view="month" onDateChange={onDateChange} timeZone="UTC" />);
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
  });

  it('names each event by its times in the zone and title, as a button when it opens', () => {
    renderWithTheme(
      <Calendar
        events={[{ ...session, tone: 'success' }]}
        initialDate="2027-03-10"
        timeZone="America/New_York"
        onEventClick={() => undefined}
      />,
    );
    const button = screen.getByRole('button', { name: '10:00am - 11:00am Algebra with Ann' });
    expect(button).toHaveClass('ds-tone-success');
  });

  it('shows an event that neither opens nor moves as its text, not as a button on the Tab path', async () => {
    const { container } = renderWithTheme(<Calendar events={[session]} initialDate="2027-03-10" timeZone="UTC" />);
    expect(await screen.findByText('Algebra with Ann')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Algebra with Ann/ })).not.toBeInTheDocument();
    expect(eventEl(container)).not.toHaveAttribute('tabindex');
    // Tab through the toolbar's six buttons and past them: the focus never lands on the event.
    const focused: (Element | null)[] = [];
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      focused.push(document.activeElement);
    }
    expect(new Set(focused.filter((el) => el?.tagName === 'BUTTON')).size).toBe(6);
    expect(focused.some((el) => el && eventEl(container)?.contains(el))).toBe(false);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('with onEventClick, an item marked interactive: false is text: no button, no Tab stop, a click calls nothing; the others open', async () => {
    const onEventClick = jest.fn();
    const event: CalendarItem = { ...session, id: 'e1', title: 'Staff meeting', interactive: false };
    const { container } = renderWithTheme(
      <Calendar events={[session, event]} initialDate="2027-03-10" timeZone="UTC" onEventClick={onEventClick} />,
    );
    const meeting = container.querySelector<HTMLElement>('[data-event-id="e1"]')!;
    expect(meeting).toHaveTextContent('Staff meeting');
    expect(meeting).not.toHaveAttribute('role');
    expect(meeting).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button', { name: /Staff meeting/ })).not.toBeInTheDocument();
    await userEvent.click(meeting);
    expect(onEventClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Algebra with Ann/ }));
    expect(onEventClick).toHaveBeenCalledWith(session);
  });

  it('draws bands behind the items on their day, with their caption', () => {
    const { container } = renderWithTheme(
      <Calendar
        bands={[{ id: 'p', title: 'Prime hours 3pm–6pm', start: '2027-03-10T15:00:00Z', end: '2027-03-10T18:00:00Z' }]}
        initialDate="2027-03-10"
        timeZone="UTC"
      />,
    );
    const caption = screen.getByText('Prime hours 3pm–6pm');
    expect(caption.closest('.fc-bg-event')).toHaveClass('ds-calendar-band');
    expect(caption.closest('td.fc-timegrid-col')).toHaveAttribute('data-date', '2027-03-10');
    expect(container.querySelector('[data-start-hour]')).toHaveAttribute('data-start-hour', '5');
  });

  it('makes every shown hour a button with onSlotClick: keyboard and pointer', async () => {
    const onSlotClick = jest.fn<void, [CalendarSlot]>();
    renderWithTheme(
      <Calendar
        initialDate="2026-11-23"
        timeZone="America/Los_Angeles"
        onSlotClick={onSlotClick}
        slotLabel={(slot) => `Add availability ${slot.label}`}
      />,
    );
    const slot = screen.getByRole('button', { name: 'Add availability Tue 11/24 3pm' });
    slot.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSlotClick).toHaveBeenLastCalledWith({
      date: '2026-11-24',
      hour: 15,
      start: '2026-11-24T15:00:00.000-08:00',
      label: 'Tue 11/24 3pm',
    });
    expect(screen.queryByRole('button', { name: 'Add availability Tue 11/24 4am' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add availability Sun 11/22 11pm' }));
    expect(onSlotClick).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2026-11-22', hour: 23 }));
  });

  it('has no axe violations with bands and hour buttons', async () => {
    const { container } = renderWithTheme(
      <Calendar
        label="Availability calendar"
        events={[session]}
        bands={[{ id: 'p', title: 'Prime hours 3pm–6pm', start: '2027-03-10T15:00:00Z', end: '2027-03-10T18:00:00Z' }]}
        initialDate="2027-03-10"
        timeZone="UTC"
        view="day"
        onEventClick={() => undefined}
        onSlotClick={() => undefined}
      />,
    );
    await act(async () => undefined);
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);

  describe('the month on a phone (390 px)', () => {
    const availability: CalendarItem = {
      id: 'a1',
      title: 'Available',
      start: '2027-03-10T14:00:00Z',
      end: '2027-03-10T17:00:00Z',
    };
    const meeting: CalendarItem = {
      id: 'e1',
      title: 'Staff meeting',
      start: '2027-03-12T22:00:00Z',
      // 5:00pm to 1:00am in New York: on two days.
      end: '2027-03-13T06:00:00Z',
      tone: 'info',
      interactive: false,
    };
    const longSession: CalendarItem = { ...session, id: 's2', title: 'Chemistry with Bo' };
    const renderMonth = (onEventClick = jest.fn()) =>
      renderWithTheme(
        <Calendar
          label="Calendar of Tina Tutor"
          events={[longSession, session, meeting]}
          availabilities={[availability]}
          defaultView="month"
          initialDate="2027-03-10"
          timeZone="America/New_York"
          onEventClick={onEventClick}
        />,
      );
    let phone: jest.SpyInstance;
    beforeEach(() => {
      phone = onAPhone();
    });
    afterEach(() => phone.mockRestore());

    it('DS-19: a day shows a dot per item, and every item is listed below the grid with its whole time range and title', async () => {
      const { container } = renderMonth();
      await act(async () => undefined);
      const day = container.querySelector<HTMLElement>('td.fc-daygrid-day[data-date="2027-03-10"]')!;
      // No clipped text in the 50 px day ("10:00a"): a dot per item, in its tone.
      expect(day.querySelectorAll('.fc-daygrid-event')).toHaveLength(0);
      expect(day.querySelectorAll('.ds-calendar-dot')).toHaveLength(3);
      expect(day.querySelector('.ds-calendar-dots')).toHaveAttribute('aria-hidden', 'true');
      const list = screen.getByRole('list', { name: 'March 2027, by day' });
      const tenth = within(list).getByRole('list', { name: 'Wed 03/10/2027' });
      expect(
        within(tenth)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '9:00am - 12:00pm Available',
        // At the same time, in the page's order.
        '10:00am - 11:00am Chemistry with Bo',
        '10:00am - 11:00am Algebra with Ann',
      ]);
      // An item that runs past midnight is on both its days.
      expect(within(list).getByRole('list', { name: 'Fri 03/12/2027' })).toHaveTextContent(
        '5:00pm - 1:00am Staff meeting',
      );
      expect(within(list).getByRole('list', { name: 'Sat 03/13/2027' })).toHaveTextContent('Staff meeting');
      expect(await axe(container)).toHaveNoViolations();
    }, 30_000);

    it('DS-19: each item that opens is a button named by its time range and title: Tab reaches it, Enter, Space and a tap open it', async () => {
      const onEventClick = jest.fn();
      renderMonth(onEventClick);
      const algebra = await screen.findByRole('button', { name: '10:00am - 11:00am Algebra with Ann' });
      expect(screen.getByRole('button', { name: '10:00am - 11:00am Chemistry with Bo' })).toBeInTheDocument();
      // What opens nothing in the other views (an availability, an item marked interactive: false) is text here too.
      expect(screen.queryByRole('button', { name: /Available|Staff meeting/ })).not.toBeInTheDocument();
      for (let i = 0; i < 12 && document.activeElement !== algebra; i++) await userEvent.tab();
      expect(algebra).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onEventClick).toHaveBeenLastCalledWith(session);
      await userEvent.keyboard(' ');
      expect(onEventClick).toHaveBeenCalledTimes(2);
      await userEvent.click(algebra);
      expect(onEventClick).toHaveBeenCalledTimes(3);
      expect(onEventClick).toHaveBeenLastCalledWith(session);
    });

    it("DS-19: a tap on a day takes the person to that day's items in the list", async () => {
      const { container } = renderMonth();
      await screen.findByRole('list', { name: 'March 2027, by day' });
      await userEvent.click(container.querySelector<HTMLElement>('td.fc-daygrid-day[data-date="2027-03-12"]')!);
      expect(screen.getByText('Fri 03/12/2027')).toHaveFocus();
    });

    it('DS-19: a phone turned sideways (640 px and wider) draws the items in the month grid again', async () => {
      phone.mockRestore();
      let wide = false;
      const listeners = new Set<() => void>();
      phone = jest.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            get matches() {
              return !wide && query === '(max-width: 639px)';
            },
            media: query,
            addEventListener: (_: string, listener: () => void) => listeners.add(listener),
            removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
          }) as unknown as MediaQueryList,
      );
      const { container } = renderMonth();
      await screen.findByRole('list', { name: 'March 2027, by day' });
      expect(container.querySelector('.fc-daygrid-event')).toBeNull();
      wide = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.queryByRole('list', { name: 'March 2027, by day' })).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: '10:00am - 11:00am Algebra with Ann' })).toHaveClass(
        'fc-daygrid-event',
      );
    });

    it('DS-19: the week and day views on a phone keep their items in the grid', async () => {
      const { container } = renderMonth();
      await userEvent.click(screen.getByRole('button', { name: 'Day' }));
      expect(screen.queryByRole('list', { name: /by day/ })).not.toBeInTheDocument();
      expect(container.querySelector('[data-event-id="s1"]')).toHaveAttribute('role', 'button');
    });
  });
});
