/** Calendar: Week, day and month calendars. */
export function CalendarPage() {
  return (
    <section aria-labelledby="calendar-heading">
      <h1 id="calendar-heading">Calendar</h1>
    </section>
  );
}
