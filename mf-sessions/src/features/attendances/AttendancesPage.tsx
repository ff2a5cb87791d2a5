/** Attendances: Attendances with session filters. */
export function AttendancesPage() {
  return (
    <section aria-labelledby="attendances-heading">
      <h1 id="attendances-heading">Attendances</h1>
    </section>
  );
}
