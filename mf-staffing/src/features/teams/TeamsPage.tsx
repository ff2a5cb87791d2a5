/** Teams: Tutor and advisor teams, targets and performance. */
export function TeamsPage() {
  return (
    <section aria-labelledby="teams-heading">
      <h1 id="teams-heading">Teams</h1>
    </section>
  );
}
