import { act, renderHook } from '@testing-library/react';
import { ApiError, clearRecordVersions, readErrors, recordVersion, useOpenedVersion } from '../src';
import * as api from '../endpoints';
import { answer, installServer, last, toasts } from './support/server';

installServer();
beforeEach(() => clearRecordVersions());

const STALE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

const TRANSCRIPT = {
  id: 3,
  examId: 1,
  studentName: 'Sam',
  takenOn: '2026-11-01',
  answers: [],
  sectionScores: [],
  total: 0,
  maxTotal: 9,
  status: 'scored',
};

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

  it("remembers an exams-host transcript's version the same way, under its host (issue 20.6, EXM-03)", async () => {
    answer({ json: { transcript: TRANSCRIPT }, headers: { ETag: '"t1"' } });
    await api.exams.transcripts.get(3);
    expect(recordVersion('transcripts', 3, 'exams')).toBe('"t1"');
    // Another host's record of the same path and id is another record.
    expect(recordVersion('transcripts', 3)).toBeUndefined();
    answer({ json: { transcript: TRANSCRIPT }, headers: { ETag: '"t2"' } });
    await api.exams.transcripts.update(
      3,
      { studentName: 'Sam' },
      { ifMatch: recordVersion('transcripts', 3, 'exams') },
    );
    expect(last().headers.get('if-match')).toBe('"t1"');
    expect(recordVersion('transcripts', 3, 'exams')).toBe('"t2"');
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

describe('useOpenedVersion: the version a form was opened on (issue 20.6)', () => {
  it('keeps the version of the record it was opened on, not the one of a later load, until told to keep another', async () => {
    answer({ json: { parent: { id: 7, firstName: 'Ann' } }, headers: { ETag: '"v1"' } });
    await api.parents.get(7);
    const { result } = renderHook(() => useOpenedVersion('parents', 7));
    expect(result.current[0]).toBe('"v1"');
    answer({ json: { parent: { id: 7, firstName: 'Bo' } }, headers: { ETag: '"v2"' } });
    await api.parents.get(7);
    expect(result.current[0]).toBe('"v1"');
    act(() => result.current[1]({ id: 7 }));
    expect(result.current[0]).toBe('"v2"');
  });

  it('has no version for a new record, then the one of the record an edit form is filled from', async () => {
    const { result } = renderHook(() => useOpenedVersion('parents', null));
    expect(result.current[0]).toBeUndefined();
    answer({ json: { parent: { id: 8, firstName: 'Cy' } }, headers: { ETag: '"w1"' } });
    const loaded = await api.parents.get(8);
    act(() => result.current[1](loaded));
    expect(result.current[0]).toBe('"w1"');
  });

  it("reads an exams-host record's version under its host", async () => {
    answer({ json: { transcript: TRANSCRIPT }, headers: { ETag: '"t1"' } });
    await api.exams.transcripts.get(3);
    expect(renderHook(() => useOpenedVersion('transcripts', 3, 'exams')).result.current[0]).toBe('"t1"');
    expect(renderHook(() => useOpenedVersion('transcripts', 3)).result.current[0]).toBeUndefined();
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
