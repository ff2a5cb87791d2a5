/** Parents: Parents and leads, with URL-kept filters, sort and page. */
export function ParentsPage() {
  return (
    <section aria-labelledby="parents-heading">
      <h1 id="parents-heading">Parents</h1>
    </section>
  );
}
