import { toIso, toPostgresParam, withUtcOption } from '../src/db/adapter';

describe('PostgreSQL parameters (same SQL on PGlite and PostgreSQL, DESIGN section 5)', () => {
  it('sends a list of objects as JSON, for jsonb columns', () => {
    expect(toPostgresParam([{ title: 'Story', body: 'From C to A.' }])).toBe(
      '[{"title":"Story","body":"From C to A."}]',
    );
  });

  it('keeps lists of scalars as PostgreSQL arrays, for text[] and integer[] columns and = ANY($n)', () => {
    expect(toPostgresParam(['admin', 'OPERATIONS'])).toEqual(['admin', 'OPERATIONS']);
    expect(toPostgresParam([1, 2, 3])).toEqual([1, 2, 3]);
    expect(toPostgresParam([])).toEqual([]);
  });

  it('leaves other values to node-postgres', () => {
    const date = new Date('2026-11-21T00:00:00Z');
    expect(toPostgresParam(date)).toBe(date);
    expect(toPostgresParam('text')).toBe('text');
    expect(toPostgresParam(null)).toBeNull();
  });
});

describe('PostgreSQL connections start in UTC (same timestamps as PGlite)', () => {
  const optionsOf = (url: string) => new URL(url).searchParams.get('options');

  it('adds -c TimeZone=UTC to a URL without options, keeping the rest of it', () => {
    const url = withUtcOption('postgres://user:pw@127.0.0.1:5432/tutoring?sslmode=disable');
    expect(optionsOf(url)).toBe('-c TimeZone=UTC');
    expect(new URL(url).searchParams.get('sslmode')).toBe('disable');
    expect(url.startsWith('postgres://user:pw@127.0.0.1:5432/tutoring?')).toBe(true);
  });

  it('keeps options already in the URL (a test schema as search_path)', () => {
    const url = withUtcOption(
      `postgres://postgres@127.0.0.1:54399/t?options=${encodeURIComponent('-c search_path=t_abc')}`,
    );
    expect(optionsOf(url)).toBe('-c search_path=t_abc -c TimeZone=UTC');
  });

  it('leaves a string that is not a URL to node-postgres', () => {
    expect(withUtcOption('/var/run/postgresql tutoring')).toBe('/var/run/postgresql tutoring');
  });
});

describe('timestamps are read as ISO with milliseconds (ADR 0001), as Date#toISOString writes them', () => {
  const byDate = (v: string) => new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

  it('rewrites UTC text with 0 to 6 decimals, cutting decimals past the third', () => {
    expect(toIso('2026-11-25 12:34:56+00')).toBe('2026-11-25T12:34:56.000Z');
    expect(toIso('2026-11-25 12:34:56.1+00')).toBe('2026-11-25T12:34:56.100Z');
    expect(toIso('2026-11-25 12:34:56.12+00')).toBe('2026-11-25T12:34:56.120Z');
    expect(toIso('2026-11-25 12:34:56.123+00')).toBe('2026-11-25T12:34:56.123Z');
    expect(toIso('2026-11-25 12:34:56.999999+00')).toBe('2026-11-25T12:34:56.999Z');
    expect(toIso(null)).toBeNull();
  });

  it('gives what Date gives for any UTC text, and reads other offsets through Date', () => {
    for (let i = 0; i < 2000; i += 1) {
      const iso = new Date(
        Date.UTC(1900 + (i % 200), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60),
      ).toISOString();
      const text = `${iso.slice(0, 19).replace('T', ' ')}${
        i % 7
          ? `.${String(i * 7919)
              .padStart(6, '0')
              .slice(0, i % 7)}`
          : ''
      }+00`;
      expect(toIso(text)).toBe(byDate(text));
    }
    expect(toIso('2026-11-25 12:34:56.5+05')).toBe('2026-11-25T07:34:56.500Z');
    expect(toIso('2026-11-25 12:34:56-03')).toBe('2026-11-25T15:34:56.000Z');
  });
});
