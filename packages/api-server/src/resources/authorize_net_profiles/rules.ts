/** 422 of a `PUT authorize_net_profiles/{id}` naming another parent: a card belongs to its parent (one profile each). */
export const PROFILE_OTHER_PARENT = 'A payment profile cannot move to another parent.';

/** 422 of a body carrying raw card data (OP-61). */
export const RAW_CARD_DATA = 'Card number, name and CVC must never be sent.';

/** True when a body carries a raw card number or CVC key anywhere (OP-61). */
export const carriesCardData = (body: unknown): boolean =>
  /"(cardNumber|number|cvc|cvv|cardCode)"\s*:/.test(JSON.stringify(body ?? {}));

/** True when a token looks like a raw card number (12 to 19 digits, spaces and dashes ignored). */
export const looksLikeCardNumber = (value: string): boolean => /^\d{12,19}$/.test(value.replace(/[\s-]/g, ''));

/** "YYYY-MM", "MM/YY", "MM/YYYY" or "MMYY" -> "YYYY-MM" (DOM-38), or null. */
export function normaliseExpiry(v: string): string | null {
  const s = v.trim();
  let m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}` : null;
  m = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(s);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Whether a card expiring in `expirationDate` ("YYYY-MM") is still valid: its month has not ended (DOM-54). */
export function cardValid(expirationDate: unknown): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(String(expirationDate ?? ''));
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)).getTime() > Date.now() : false;
}
