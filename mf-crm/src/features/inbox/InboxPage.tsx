/** Inbox: Inbox activities and contact histories. */
export function InboxPage() {
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
    </section>
  );
}
