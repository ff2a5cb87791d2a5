/**
 * A note is about a record that exists (CRM-31): a note on a parent merged away in another tab, or on a made-up id or
 * type, was stored (201, "Note saved.") about nothing.
 */
import { installTestApp } from './helpers';

const t = installTestApp();
const crm = t.as('crm@example.com');

describe('notes are about a record that exists', () => {
  it('CRM-31: a note on a missing parent, a made-up id or type is refused (422) and nothing is stored; a real one is saved', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'))[0]!.n;
    const before = await count();
    for (const regarding of [
      { regardingType: 'Parent', regardingId: 999999 },
      { regardingType: 'Banana', regardingId: 1 },
    ]) {
      const r = await crm.post('/api/v2/notes', { note: { ...regarding, body: 'About nothing' } });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual(['The record this is about does not exist']);
    }
    expect(await count()).toBe(before);
    const ok = await crm.post('/api/v2/notes', {
      note: { regardingType: 'Parent', regardingId: 1, body: 'Called back' },
    });
    expect(ok.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});
