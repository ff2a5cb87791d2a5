import { toPostgresParam } from '../src/db/adapter';

describe('PostgreSQL parameters (same SQL on PGlite and PostgreSQL, DESIGN section 5)', () => {
  it('sends a list of objects as JSON, for jsonb columns', () => {
    expect(toPostgresParam([{ title: 'Story', body: 'From C to A.' }])).toBe('[{"title":"Story","body":"From C to A."}]');
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
