import {
  CONNECTION_LOST,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';
import {
  defaultSaveErrorText,
  describeSaveError,
  failedSaveBanner,
  joinAsSentence,
  shouldShowSaveError,
} from './errors';

describe('describeSaveError', () => {
  it('DS-04: a 500 gives the server error title and message (one space)', () => {
    expect(describeSaveError({ status: 500, errors: ['boom'] })).toEqual({
      title: SERVER_ERROR_TITLE,
      message: SERVER_ERROR,
    });
    expect(describeSaveError({ response: { status: 500 } })).toEqual({
      title: SERVER_ERROR_TITLE,
      message: SERVER_ERROR,
    });
  });
  it('DS-04, API-10: other failures join the errors as a sentence', () => {
    expect(describeSaveError({ status: 422, errors: ['a'] })).toEqual({ title: GENERIC_ERROR_TITLE, message: 'a' });
    expect(describeSaveError({ status: 422, errors: ['a', 'b'] }).message).toBe('a and b');
    expect(describeSaveError({ status: 422, errors: { name: ['a'], email: ['b', 'c'] } }).message).toBe('a, b and c');
  });
  it('DS-04: an HTTP failure without errors says REQUEST_ERROR, never its developer message', () => {
    expect(describeSaveError({ status: 503, errors: [], message: 'Request failed with status 503' }).message).toBe(
      'There was an error processing your request.',
    );
  });
  it('API-11 (decision): a save that got no reply (status -1) says "No connection", not a request error', () => {
    expect(describeSaveError({ status: -1, errors: [], message: 'Failed to fetch' })).toEqual(CONNECTION_LOST);
  });
  it('API-09: a reply flagged showAlert shows nothing more', () => {
    expect(shouldShowSaveError({ status: 422, errors: ['a'], showAlert: true })).toBe(false);
    expect(defaultSaveErrorText({ status: 422, errors: ['a'], showAlert: true })).toBeNull();
    expect(shouldShowSaveError({ status: 422, errors: ['a'] })).toBe(true);
  });
  it('SHL-05, X-06: a 401 shows nothing (the login page says the session ended)', () => {
    expect(shouldShowSaveError({ status: 401, errors: ['You need to sign in before continuing.'] })).toBe(false);
    expect(defaultSaveErrorText({ status: 401, errors: [] })).toBeNull();
  });
  it('OP-25: joins without an Oxford comma', () => {
    expect(joinAsSentence([])).toBe('');
    expect(joinAsSentence(['x', 'y', 'z', 'w'])).toBe('x, y, z and w');
  });
});

describe('failedSaveBanner', () => {
  it("X-06, DS-03, DS-04: a 500, a 503 without messages and no reply say the toast's title and message", () => {
    expect(failedSaveBanner({ status: 500, errors: ['boom'] })).toEqual([`${SERVER_ERROR_TITLE}: ${SERVER_ERROR}`]);
    expect(failedSaveBanner({ status: 503, errors: [] })).toEqual([`${GENERIC_ERROR_TITLE}: ${REQUEST_ERROR}`]);
    expect(failedSaveBanner({ status: -1, errors: [] })).toEqual([
      `${CONNECTION_LOST.title}: ${CONNECTION_LOST.message}`,
    ]);
  });
  it("DS-03: a refusal's messages that went on no field are the banner; all on fields, none", () => {
    const onField = (m: string) => m.startsWith('Zip');
    expect(failedSaveBanner({ status: 422, errors: ['Zip is invalid', 'Card declined'] }, onField)).toEqual([
      'Card declined',
    ]);
    expect(failedSaveBanner({ status: 422, errors: ['Zip is invalid'] }, onField)).toBeNull();
  });
  it('SHL-05, API-09: a 401 or a showAlert reply is told elsewhere; a failure that is no call says its own messages only', () => {
    expect(failedSaveBanner({ status: 401, errors: ['Signed out'] })).toBeNull();
    expect(failedSaveBanner({ status: 422, errors: ['x'], showAlert: true })).toBeNull();
    expect(
      failedSaveBanner(Object.assign(new Error('No enrollment'), { errors: ['No enrollment to transfer.'] })),
    ).toEqual(['No enrollment to transfer.']);
    expect(failedSaveBanner(new Error('boom'))).toBeNull();
  });
});
