/** Availability: Availability management. */
export function AvailabilityPage() {
  return (
    <section aria-labelledby="availability-heading">
      <h1 id="availability-heading">Availability</h1>
    </section>
  );
}
