/** Refund requests: Refund requests. */
export function RefundRequestsPage() {
  return (
    <section aria-labelledby="refund-requests-heading">
      <h1 id="refund-requests-heading">Refund requests</h1>
    </section>
  );
}
