/** OP-10: the customer-service phone as a tel: link; nothing while the setting is empty. */
export function CustomerServicePhone({ phone }: { phone: string | null | undefined }) {
  const text = (phone ?? '').trim();
  if (!text) return null;
  const tel = text.replace(/[^\d+]/g, '');
  return (
    <>
      {' '}
      <a href={`tel:${tel}`}>{text}</a>
    </>
  );
}
