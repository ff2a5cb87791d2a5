/** 422 of a time range (session, availability, event) whose end is not after its start. */
export const ENDS_AFTER_STARTS = 'Ends at must be after starts at';

/**
 * The error of a time range as a body leaves it: its start and end as given, or as stored (`existing`) when the body
 * does not change them. Empty when either is missing or the end is after the start.
 */
export function timeRangeErrors(
  d: { startsAt?: string | null; endsAt?: string | null },
  existing: { startsAt?: string | null; endsAt?: string | null } | null,
): string[] {
  const startsAt = d.startsAt ?? existing?.startsAt;
  const endsAt = d.endsAt ?? existing?.endsAt;
  return startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt) ? [ENDS_AFTER_STARTS] : [];
}
