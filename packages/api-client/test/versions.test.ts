import { ApiError, clearRecordVersions, readErrors, recordVersion } from '../src';
import * as api from '../endpoints';
import { answer, installServer, last, toasts } from './support/server';

installServer();
beforeEach(() => clearRecordVersions());

const STALE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

describe('no lost updates, client side (issue 20.6)', () => {
  it('remembers the ETag of a loaded record and sends it back as If-Match with the update', async () => {
    answer({ json: { parent: { id: 7, firstName: 'Ann' } }, headers: { ETag: '"v1"' } });
    await api.parents.get(7);
    expect(recordVersion('parents', 7)).toBe('"v1"');
    answer({ json: { parent: { id: 7, firstName: 'Bo' } }, headers: { ETag: '"v2"' } });
    await api.parents.update(7, { firstName: 'Bo' }, { ifMatch: recordVersion('parents', 7) });
    expect(last().headers.get('if-match')).toBe('"v1"');
    expect(recordVersion('parents', 7)).toBe('"v2"');
  });

  it('an update without a version sends no If-Match', async () => {
    answer({ json: { parent: { id: 7 } } });
    await api.parents.update(7, { firstName: 'Bo' });
    expect(last().headers.get('if-match')).toBeNull();
  });

  it('a stale save rejects with 409 and the server message, without a toast when the form handles it', async () => {
    answer({ status: 409, json: { errors: [STALE] } });
    const error = (await api.parents
      .update(7, { firstName: 'Bo' }, { ifMatch: '"v1"', handleErrors: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.errors).toEqual([STALE]);
    expect(toasts).toEqual([]);
  });
});

describe('field errors of a 422 (issue 23.2)', () => {
  it('reads the server `fields` map next to the `errors` list', () => {
    expect(
      readErrors({
        errors: ["First name can't be blank"],
        fields: { firstName: ['Required'], 'address.city': ['Required'] },
      }),
    ).toEqual({
      errors: ["First name can't be blank"],
      fieldErrors: { firstName: ['Required'], 'address.city': ['Required'] },
    });
  });
});
