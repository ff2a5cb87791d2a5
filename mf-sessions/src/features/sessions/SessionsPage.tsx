/** Sessions: Sessions with API filters and quick filters. */
export function SessionsPage() {
  return (
    <section aria-labelledby="sessions-heading">
      <h1 id="sessions-heading">Sessions</h1>
    </section>
  );
}
