/** Lead sources: Lead sources and schools. */
export function LeadSourcesPage() {
  return (
    <section aria-labelledby="lead-sources-heading">
      <h1 id="lead-sources-heading">Lead sources</h1>
    </section>
  );
}
