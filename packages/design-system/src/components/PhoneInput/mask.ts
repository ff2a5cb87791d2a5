/**
 * DS-15: the US input mask "+1 (XXX) XXX-XXXX", filled as the user types. A leading 1 (country code) is dropped
 * and at most 10 digits are kept.
 */
export function maskUsPhone(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  else if (text.trim().startsWith('+1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6);
  let out = `+1 (${area}`;
  if (digits.length >= 3) out += ')';
  if (prefix) out += ` ${prefix}`;
  if (line) out += `-${line}`;
  return out;
}
