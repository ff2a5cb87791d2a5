/** Payments: Payment profiles and payments. */
export function PaymentsPage() {
  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading">Payments</h1>
    </section>
  );
}
