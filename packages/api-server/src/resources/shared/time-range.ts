/** 422 of a time range (session, availability, event) whose end is not after its start. */
export const ENDS_AFTER_STARTS = 'Ends at must be after starts at';

/**
 * The error of a time range as a body leaves it: its start and end as given, or as stored (`existing`) when the body
 * does not change them. Empty when either is missing or the end is after the start (`emptyAllowed`: or at it, an
 * event saved with a date and no times, SES-30).
 */
export function timeRangeErrors(
  d: { startsAt?: string | null; endsAt?: string | null },
  existing: { startsAt?: string | null; endsAt?: string | null } | null,
  options: { emptyAllowed?: boolean } = {},
): string[] {
  const startsAt = d.startsAt ?? existing?.startsAt;
  const endsAt = d.endsAt ?? existing?.endsAt;
  if (!startsAt || !endsAt) return [];
  const length = Date.parse(endsAt) - Date.parse(startsAt);
  return length < 0 || (length === 0 && !options.emptyAllowed) ? [ENDS_AFTER_STARTS] : [];
}
