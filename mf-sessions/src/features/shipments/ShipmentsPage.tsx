/** Shipments: Shipments with CSV export. */
export function ShipmentsPage() {
  return (
    <section aria-labelledby="shipments-heading">
      <h1 id="shipments-heading">Shipments</h1>
    </section>
  );
}
