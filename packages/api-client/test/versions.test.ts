import { act, renderHook } from '@testing-library/react';
import {
  ApiError,
  clearRecordVersions,
  createQueryClient,
  queryKeys,
  readErrors,
  recordVersion,
  useOpenedVersion,
} from '../src';
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

const GRADING_ITEM = {
  id: 9,
  transcriptId: 3,
  prompt: 'Why?',
  body: 'Because.',
  status: 'pending',
  grader: null,
  rubricScore: null,
  comment: null,
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

  it("remembers an essay's version the same way and sends it back with its grade (issue 20.6, EXM-06)", async () => {
    answer({ json: { gradingItem: GRADING_ITEM }, headers: { ETag: '"e1"' } });
    await api.exams.grading.get(9);
    expect(recordVersion('essay/grading', 9, 'exams')).toBe('"e1"');
    answer({ json: { gradingItem: { ...GRADING_ITEM, status: 'graded', rubricScore: 4 } }, headers: { ETag: '"e2"' } });
    await api.exams.grading.grade(
      9,
      { rubricScore: 4, comment: null },
      { ifMatch: recordVersion('essay/grading', 9, 'exams') },
    );
    expect(last().headers.get('if-match')).toBe('"e1"');
    expect(recordVersion('essay/grading', 9, 'exams')).toBe('"e2"');
    answer({ json: { gradingItem: GRADING_ITEM } });
    await api.exams.grading.grade(9, { rubricScore: 4, comment: null });
    expect(last().headers.get('if-match')).toBeNull();
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

describe('after a stale save, the page reloads that resource (issue 20.6)', () => {
  it("a 409 to an If-Match save makes the record's queries stale, so its form opens again on the other person's values and version", async () => {
    const client = createQueryClient();
    answer({ json: { parent: { id: 7, firstName: 'Ann' } }, headers: { ETag: '"v1"' } });
    const key = queryKeys.detail('parents', 7);
    await client.fetchQuery({ queryKey: key, queryFn: () => api.parents.get(7), staleTime: Infinity });
    const other = queryKeys.detail('students', 7);
    await client.fetchQuery({ queryKey: other, queryFn: () => Promise.resolve({ id: 7 }), staleTime: Infinity });
    answer({ status: 409, json: { errors: [STALE] } });
    await api.parents.update(7, { firstName: 'Bo' }, { ifMatch: '"v1"', handleErrors: false }).catch(() => undefined);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
    // A 409 without If-Match (another conflict) does not.
    answer({ json: { parent: { id: 7, firstName: 'Cy' } }, headers: { ETag: '"v3"' } });
    await client.refetchQueries({ queryKey: key });
    answer({ status: 409, json: { errors: ['Taken'] } });
    await api.parents.update(7, { firstName: 'Bo' }, { handleErrors: false }).catch(() => undefined);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
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
