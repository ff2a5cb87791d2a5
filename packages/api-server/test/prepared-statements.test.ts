import { MAX_NAMED_STATEMENTS, StatementNames } from '../src/db/adapter';
import { openTestDatabase, type TestDb } from './helpers';

describe('prepared statements: which texts get a name (issue 26 point 4)', () => {
  it('names a text from its second run on, and keeps the name', () => {
    const names = new StatementNames();
    expect(names.nameOf('SELECT 1')).toBeUndefined();
    const name = names.nameOf('SELECT 1');
    expect(name).toEqual(expect.any(String));
    expect(names.nameOf('SELECT 1')).toBe(name);
    expect(names.nameOf('SELECT 2')).toBeUndefined();
    expect(names.nameOf('SELECT 2')).not.toBe(name);
  });

  it('names at most the configured number of texts; the rest run unnamed', () => {
    const names = new StatementNames(2);
    for (const text of ['a', 'b', 'c']) names.nameOf(text);
    expect(names.nameOf('a')).toBeDefined();
    expect(names.nameOf('b')).toBeDefined();
    expect(names.nameOf('c')).toBeUndefined();
    expect(MAX_NAMED_STATEMENTS).toBeGreaterThan(100);
  });

  it('gives every text a new name after a reset (the old plans are never used again)', () => {
    const names = new StatementNames();
    names.nameOf('SELECT 1');
    const before = names.nameOf('SELECT 1');
    names.reset();
    expect(names.nameOf('SELECT 1')).toBeUndefined();
    expect(names.nameOf('SELECT 1')).not.toBe(before);
  });
});

describe(`prepared statements on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (issue 26 point 4)`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDatabase();
    await t.db.exec('CREATE TABLE prepared_probe (id int PRIMARY KEY, name text)');
    await t.db.query('INSERT INTO prepared_probe (id, name) VALUES ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
  });
  afterAll(async () => t?.close());

  const probe = (id: number) => t.db.query('SELECT * FROM prepared_probe WHERE id >= $1 ORDER BY id', [id]);

  it('answers a statement run many times the same as the first time, parameters bound afresh', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect(await probe(1)).toEqual([
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
      ]);
      expect(await probe(2)).toEqual([{ id: 2, name: 'two' }]);
    }
    await t.db.transaction(async (tx) => {
      expect(await tx.query('SELECT * FROM prepared_probe WHERE id >= $1 ORDER BY id', [2])).toEqual([
        { id: 2, name: 'two' },
      ]);
    });
  });

  it('reads the new columns of a table changed after its statements were prepared (another process migrated)', async () => {
    for (let i = 0; i < 3; i += 1) await probe(1);
    await t.db.exec('ALTER TABLE prepared_probe ADD COLUMN note text');
    expect(await probe(2)).toEqual([{ id: 2, name: 'two', note: null }]);
    expect(await probe(1)).toHaveLength(2);
  });
});
