import { GENERIC_ERROR_TITLE, REQUEST_ERROR, SERVER_ERROR, SERVER_ERROR_TITLE, STATUS_TOASTS } from '@tutoring/domain';
import { ApiContractError, ApiError, configureApiClient, handleApiError, joinAsSentence, recordMissing } from '../src';
import { installServer, toasts } from './support/server';

installServer();

describe('joinAsSentence (API-10, OP-25)', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
    [
      ['Email is taken.', 'Name is blank.', 'Zip is invalid.', 'Phone is invalid.'],
      'Email is taken., Name is blank., Zip is invalid. and Phone is invalid.',
    ],
  ])('API-10: joins %j as %j', (errors, sentence) => {
    expect(joinAsSentence(errors)).toBe(sentence);
  });

  it('API-10: flattens an object of field -> messages in order', () => {
    const error = new ApiError({
      status: 422,
      data: { errors: { email: ['is taken', 'is invalid'], name: ['is blank'] } },
    });
    expect(error.errors).toEqual(['is taken', 'is invalid', 'is blank']);
    expect(error.fieldErrors).toEqual({ email: ['is taken', 'is invalid'], name: ['is blank'] });
    expect(error.message).toBe('is taken, is invalid and is blank');
  });
});

describe('handleApiError (API-09)', () => {
  it('API-09 step 1: a reply with showAlert shows nothing more', () => {
    expect(handleApiError(new ApiError({ status: 422, data: { errors: ['x'], showAlert: true } }))).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('API-09 step 2: a reply with errors shows one toast "Hmm, something is not right" with the sentence', () => {
    handleApiError(new ApiError({ status: 500, data: { errors: ['First problem', 'second problem', 'third'] } }));
    expect(toasts).toEqual([
      { kind: 'error', title: GENERIC_ERROR_TITLE, message: 'First problem, second problem and third' },
    ]);
    expect(GENERIC_ERROR_TITLE).toBe('Hmm, something is not right');
  });

  it.each([
    [401, STATUS_TOASTS[401]],
    [403, STATUS_TOASTS[403]],
    [404, STATUS_TOASTS[404]],
    [422, STATUS_TOASTS[422]],
    [500, STATUS_TOASTS.default],
    [503, STATUS_TOASTS.default],
    [-1, STATUS_TOASTS.default],
  ])('API-09 step 3: status %i without data shows its status toast', (status, expected) => {
    handleApiError(new ApiError({ status }));
    expect(toasts).toEqual([{ kind: 'error', title: expected.title, message: expected.message }]);
  });

  it('API-09 step 3: the default toast is "Sorry, there has been a problem" / REQUEST_ERROR (OP-08)', () => {
    handleApiError(new ApiError({ status: 500, data: { errors: [] } }));
    expect(toasts).toEqual([{ kind: 'error', title: 'Sorry, there has been a problem', message: REQUEST_ERROR }]);
  });

  it('API-09 step 3: titles and messages go through translate with the English fallbacks', () => {
    const keys: string[] = [];
    configureApiClient({
      translate: (key, fallback) => (keys.push(key), key.endsWith('title') ? `T:${fallback}` : `M:${fallback}`),
    });
    handleApiError(new ApiError({ status: 403 }));
    expect(keys).toEqual(['apiErrors.status403.title', 'apiErrors.status403.message']);
    expect(toasts[0]).toEqual({
      kind: 'error',
      title: `T:${STATUS_TOASTS[403].title}`,
      message: `M:${STATUS_TOASTS[403].message}`,
    });
  });

  it('API-09: per-call overrides replace a status toast', () => {
    handleApiError(new ApiError({ status: 404 }), { 404: { message: 'That parent is gone.' } });
    expect(toasts).toEqual([{ kind: 'error', title: STATUS_TOASTS[404].title, message: 'That parent is gone.' }]);
  });

  it('a contract failure shows its UI-safe message, never the details', () => {
    handleApiError(new ApiContractError({ issues: [{ path: ['parents', 0, 'id'] }] }));
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: SERVER_ERROR }]);
  });

  it('an unknown error shows the default toast', () => {
    handleApiError(new Error('boom'));
    expect(toasts).toEqual([
      { kind: 'error', title: STATUS_TOASTS.default.title, message: STATUS_TOASTS.default.message },
    ]);
  });
});

describe('recordMissing (a record page whose record does not exist)', () => {
  it('an id in the address that cannot be a record: not digits, 0, too large, NaN or absent', () => {
    for (const id of ['abc', '0', '-1', '1e3', '12abc', '99999999999999999999', '', undefined, Number.NaN, 0, -4, 1.5])
      expect([id, recordMissing(id, null)]).toEqual([id, true]);
  });

  it('a valid id is missing only when the server answered 404; other failures are not', () => {
    expect(recordMissing('12', null)).toBe(false);
    expect(recordMissing(12, null)).toBe(false);
    expect(recordMissing(12, new ApiError({ status: 404 }))).toBe(true);
    for (const status of [-1, 403, 422, 500]) expect(recordMissing(12, new ApiError({ status }))).toBe(false);
    expect(recordMissing(12, new Error('network'))).toBe(false);
  });
});
