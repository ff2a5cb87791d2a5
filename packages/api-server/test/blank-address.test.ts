import { ADDRESS_INCOMPLETE } from '@tutoring/contract/writes';
import { installTestApp } from './helpers';

// DS-13 holds for every caller of the API, not only for the forms (which send `null`): a body reaches its handler as
// the contract's schema parsed it, so an address with nothing filled is stored as no address (SQL NULL in the column,
// on every resource alike) and read back null, on every resource that takes an optional address.

const t = installTestApp();
const admin = t.as('admin@example.com');

const FULL = { street1: '1 Elm St', city: 'Austin', state: 'TX', zip: '73301', country: 'United States' };
/** No address as the forms send it, and addresses with nothing filled as another client may (a country alone counts as nothing). */
const BLANKS = [
  null,
  {},
  { street1: '', city: '', state: '', zip: '', country: 'United States' },
  { street1: '  ', zip: '' },
];

const unique = () => Math.random().toString(36).slice(2);

interface Resource {
  path: string;
  table: string;
  /** The body's envelope key, also the reply's. */
  key: string;
  valid: () => Record<string, unknown>;
}
const RESOURCES: Resource[] = [
  {
    path: 'parents',
    table: 'parents',
    key: 'parent',
    valid: () => ({ firstName: 'Blank', lastName: 'Address', email: `blank${unique()}@example.com`, timeZone: 'UTC' }),
  },
  {
    // A lead (CRM-13) is a parent who is not a customer yet.
    path: 'parents',
    table: 'parents',
    key: 'parent',
    valid: () => ({
      firstName: 'Blank',
      lastName: 'Lead',
      email: `lead${unique()}@example.com`,
      timeZone: 'UTC',
      customer: false,
    }),
  },
  {
    path: 'lead_sources',
    table: 'lead_sources',
    key: 'leadSource',
    valid: () => ({ name: `Club ${unique()}`, status: 'Target', type: 'LeadSource', category: 'Club/Organization' }),
  },
  {
    path: 'schools',
    table: 'lead_sources',
    key: 'school',
    valid: () => ({ name: `School ${unique()}`, category: 'High School', schoolType: 'public' }),
  },
  {
    path: 'shipments',
    table: 'shipments',
    key: 'shipment',
    valid: () => ({ recipient: `Blank ${unique()}` }),
  },
];

/** No address in the column: SQL NULL (never JSON null or the blank object). */
async function storedNone({ table }: Resource, id: number): Promise<boolean> {
  const [row] = await t.db.query<{ n: boolean }>(`SELECT address IS NULL AS n FROM ${table} WHERE id = $1`, [id]);
  return row!.n;
}

describe.each(RESOURCES)('DS-13: a blank address sent straight to /api/v2/$path', (resource) => {
  const { path, key, valid } = resource;
  it('DS-13: created with a blank address, it is stored and read back as no address (null)', async () => {
    for (const address of BLANKS) {
      const created = await admin.post(`/api/v2/${path}`, { [key]: { ...valid(), address } });
      expect(created.status).toBe(201);
      expect(created.body[key].address).toBeNull();
      const id = created.body[key].id as number;
      expect(await storedNone(resource, id)).toBe(true);
      expect((await admin.get(`/api/v2/${path}/${id}`)).body[key].address).toBeNull();
    }
  });

  it('DS-13: a stored address updated to a blank one is cleared (null)', async () => {
    const created = await admin.post(`/api/v2/${path}`, { [key]: { ...valid(), address: FULL } });
    expect(created.status).toBe(201);
    expect(created.body[key].address).toMatchObject(FULL);
    const id = created.body[key].id as number;
    for (const address of BLANKS) {
      expect((await admin.put(`/api/v2/${path}/${id}`, { [key]: { address: FULL } })).status).toBe(200);
      const cleared = await admin.put(`/api/v2/${path}/${id}`, { [key]: { address } });
      expect(cleared.status).toBe(200);
      expect(cleared.body[key].address).toBeNull();
      expect(await storedNone(resource, id)).toBe(true);
    }
  });

  it('DS-13: a partly filled address is still refused, "Required" on each missing part', async () => {
    const r = await admin.post(`/api/v2/${path}`, {
      [key]: { ...valid(), address: { street1: '1 Elm St', country: 'United States' } },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([ADDRESS_INCOMPLETE]);
    expect(r.body.fields).toEqual({
      'address.city': ['Required'],
      'address.state': ['Required'],
      'address.zip': ['Required'],
    });
  });
});
