import { GENERIC_ERROR_TITLE } from '@tutoring/domain';
import { ApiContractError, ApiError, listIndices, listQueryFailed, resource, type ListResult } from '../src';
import { answer, inQuery, installServer, seen, toasts } from './support/server';

installServer();

const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, firstName: `P${from + i}` }));

describe('generic list (API-05..API-08)', () => {
  it('API-05: exposes results, totalCount, totalPages, pageSize, page, startIndex, endIndex and the raw meta', async () => {
    const meta = { totalCount: 23, totalPages: 3, pageNumber: 2, pageSize: 10, extra: 'kept' };
    answer({ json: { parents: rows(10, 11), meta } });
    const result = await resource('parents').list({ page: 2 });
    expect(result).toMatchObject({
      totalCount: 23,
      totalPages: 3,
      pageSize: 10,
      page: 2,
      startIndex: 11,
      endIndex: 20,
      meta,
    });
    expect(result.results).toHaveLength(10);
    expect(result.results[0]).toEqual({ id: 11, firstName: 'P11' });
  });

  it('OP-47: the last partial page ends at totalCount; an empty list has indices 0', () => {
    expect(listIndices(3, 10, 23)).toEqual({ startIndex: 21, endIndex: 23 });
    expect(listIndices(1, 25, 0)).toEqual({ startIndex: 0, endIndex: 0 });
    expect(listIndices(1, 25, 1)).toEqual({ startIndex: 1, endIndex: 1 });
  });

  it('API-06: sends per=10 when the caller gives none, and page 1', async () => {
    answer({ json: { parents: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 10 } } });
    await resource('parents').list();
    expect(new URL(seen[0]!.url).searchParams.get('per')).toBe('10');
    expect(new URL(seen[0]!.url).searchParams.get('page')).toBe('1');
  });

  it('API-08: a page past the last loads the last page again', async () => {
    answer((req) => {
      const page = Number(req.url.searchParams.get('page'));
      return {
        json: {
          parents: page > 3 ? [] : rows(page === 3 ? 3 : 10),
          meta: { totalCount: 23, totalPages: 3, pageNumber: page, pageSize: 10 },
        },
      };
    });
    const result = await resource('parents').list({ page: 7 });
    expect(seen.map((r) => r.url.searchParams.get('page'))).toEqual(['7', '3']);
    expect(result).toMatchObject({ page: 3, totalPages: 3, startIndex: 21, endIndex: 23 });
    expect(result.results).toHaveLength(3);
  });

  it('API-08: no reload when the list is empty (totalPages 0)', async () => {
    answer({ json: { parents: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 4, pageSize: 10 } } });
    const result = await resource('parents').list({ page: 4 });
    expect(seen).toHaveLength(1);
    expect(result).toMatchObject({ totalCount: 0, startIndex: 0, endIndex: 0 });
  });

  it('API-07: a failed list resolves to an empty page 1 instead of throwing', async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    const result = (await inQuery(() => resource('parents').list({ page: 3, per: 25 }))) as ListResult<unknown>;
    expect(result).toMatchObject({
      results: [],
      totalCount: 0,
      totalPages: 0,
      page: 1,
      startIndex: 0,
      endIndex: 0,
      pageSize: 25,
    });
    expect(result.error).toBeInstanceOf(ApiError);
    // The query that asked for it still shows the 500 through the generic handler (API-11).
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Database down' }]);
  });

  it('API-07: listQueryFailed tells a failed list (thrown, or its empty page 1 with the error) from an empty one', async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    const failed = await inQuery(() => resource('parents').list({}));
    answer({ json: { parents: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 25 } } });
    const empty = await inQuery(() => resource('parents').list({}));
    expect(listQueryFailed({ isError: false, data: failed })).toBe(true);
    expect(listQueryFailed({ isError: true, data: undefined })).toBe(true);
    expect(listQueryFailed({ isError: false, data: empty })).toBe(false);
    expect(listQueryFailed({ isError: false, data: undefined })).toBe(false);
  });

  it('API-07: a list reply that breaks the contract also resolves to an empty page 1', async () => {
    answer({ json: { parents: [{ id: 'x' }] } });
    const result = await resource('parents').list({}, { handleErrors: false });
    expect(result.results).toEqual([]);
    expect(result.error).toBeInstanceOf(ApiContractError);
  });

  it('a reply without meta derives it from the rows', async () => {
    answer({ json: { events: [{ id: 1 }, { id: 2 }] } });
    const result = await resource('events').list({ noPagination: true });
    expect(result).toMatchObject({ totalCount: 2, totalPages: 1, page: 1, startIndex: 1, endIndex: 2 });
  });
});
