/** Materials: Materials and their status. */
export function MaterialsPage() {
  return (
    <section aria-labelledby="materials-heading">
      <h1 id="materials-heading">Materials</h1>
    </section>
  );
}
