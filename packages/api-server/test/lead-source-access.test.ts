/**
 * Lead sources are the CRM's (API-30, SRV-17, CRM-19..CRM-22): their status, owner and notes are internal, and no
 * student or parent screen reads them (nor schools or pending schools, rows of the same table). Only staff read them.
 */
import { idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const callers = {
  student: t.as('student@example.com'),
  parent: t.as('parent@example.com'),
  tutor: t.as('tutor@example.com'),
};

describe('lead sources are read by staff only', () => {
  it('API-30, SRV-17: a student, a parent or a tutor gets 403 on the lists and records of lead sources, schools and pending schools; staff still read them', async () => {
    const school = await idOf(t.db, "SELECT id FROM lead_sources WHERE type = 'School' ORDER BY id LIMIT 1");
    const paths = [
      '/api/v2/lead_sources',
      `/api/v2/lead_sources/${school}`,
      '/api/v2/schools',
      `/api/v2/schools/${school}`,
      '/api/v2/pending_schools',
    ];
    for (const [who, client] of Object.entries(callers))
      for (const path of paths) {
        const r = await client.get(path);
        expect({ who, path, status: r.status, leak: JSON.stringify(r.body ?? {}).includes('"status"') }).toEqual({
          who,
          path,
          status: 403,
          leak: false,
        });
      }
    const staff = await admin.get(`/api/v2/lead_sources/${school}`);
    expect(staff.status).toBe(200);
    expect(staff.body.leadSource).toMatchObject({ id: school, type: 'School', status: expect.any(String) });
    expect((await admin.get('/api/v2/schools')).body.schools.length).toBeGreaterThan(0);
  });
});
