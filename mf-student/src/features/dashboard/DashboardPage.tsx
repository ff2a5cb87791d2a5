/** Dashboard: Upcoming sessions, points, badges and prizes. */
export function DashboardPage() {
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">Dashboard</h1>
    </section>
  );
}
