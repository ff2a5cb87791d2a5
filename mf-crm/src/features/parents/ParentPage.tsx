/** Parent: The parent detail screen (admin.parent). */
export function ParentPage() {
  return (
    <section aria-labelledby="parents-heading">
      <h1 id="parents-heading">Parent</h1>
    </section>
  );
}
