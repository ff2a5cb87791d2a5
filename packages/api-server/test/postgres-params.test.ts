import { toPostgresParam, withUtcOption } from '../src/db/adapter';

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
