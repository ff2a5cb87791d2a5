/** Prizes: Prizes and their shipments. */
export function PrizesPage() {
  return (
    <section aria-labelledby="prizes-heading">
      <h1 id="prizes-heading">Prizes</h1>
    </section>
  );
}
