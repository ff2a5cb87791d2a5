/** Wall-clock helpers for the session editor: a date and time typed in the user's zone <-> an ISO instant. */

const partsIn = (instant: number, timeZone: string): Record<string, number> => {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out: Record<string, number> = {};
  for (const p of fmt.formatToParts(new Date(instant))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
};

const offsetAt = (instant: number, timeZone: string): number => {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
};

const safeZone = (timeZone?: string | null): string => {
  if (!timeZone) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
};

/** `YYYY-MM-DD` + `HH:mm` on the wall clock of `timeZone` -> ISO instant (UTC, `Z`). Null when unreadable. */
export function zonedIso(isoDate: string, time: string, timeZone?: string | null): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const t = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const zone = safeZone(timeZone);
  const guess = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  let instant = guess - offsetAt(guess, zone);
  instant = guess - offsetAt(instant, zone);
  return new Date(instant).toISOString();
}

/** An instant -> `{date: 'YYYY-MM-DD', time: 'HH:mm'}` on the wall clock of `timeZone`. */
export function wallClock(value: string | null | undefined, timeZone?: string | null): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return { date: '', time: '' };
  const p = partsIn(instant, safeZone(timeZone));
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two((p.hour ?? 0) % 24)}:${two(p.minute)}` };
}
