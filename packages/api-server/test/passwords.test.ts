/**
 * Password hashes (ADR 0008, issue 26 point 2): new digests are argon2id; a bcrypt digest made before still signs in
 * and is replaced by an argon2id one at that login; a wrong password fails; an unknown e-mail runs one argon2id
 * verification too, against a digest of the server's own parameters (no timing assertions: the calls and the digests
 * are checked).
 */
import type * as Argon2 from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { TEST_PASSWORD_PARAMS } from '../src/auth';
import { startServer } from '../src/server';
import { Client, installTestApp } from './helpers';

/** The module object the server's code calls into (a namespace import would be a copy that a spy cannot reach). */
const argon2 = jest.requireActual<typeof Argon2>('@node-rs/argon2');

const t = installTestApp();
afterEach(() => {
  jest.restoreAllMocks();
});

const login = (url: string, email: string, password: string) =>
  new Client(url).call('POST', '/api/login.json', { user: { email, password } });
const digestOf = async (email: string) =>
  (await t.db.query<{ d: string }>('SELECT password_digest AS d FROM users WHERE email = $1', [email]))[0]!.d;
const setDigest = (email: string, digest: string) =>
  t.db.query('UPDATE users SET password_digest = $2 WHERE email = $1', [email, digest]);
const forgetFailures = (email: string) => t.db.query('DELETE FROM login_attempts WHERE key LIKE $1', [`${email}|%`]);
/** The PHC prefix of an argon2id digest with the given parameters. */
const argon2idPrefix = (p: { memoryCost: number; timeCost: number; parallelism: number }) =>
  `$argon2id$v=19$m=${p.memoryCost},t=${p.timeCost},p=${p.parallelism}$`;

describe('password hashes (ADR 0008)', () => {
  it('the seeded users have argon2id digests of the server parameters', async () => {
    expect((await digestOf('advisor@example.com')).startsWith(argon2idPrefix(TEST_PASSWORD_PARAMS))).toBe(true);
    expect((await login(t.url, 'advisor@example.com', 'password123')).status).toBe(200);
  });

  it('a user with a bcrypt digest signs in, and the digest becomes argon2id at that login', async () => {
    const bcryptDigest = await bcrypt.hash('an-old-secret', 4);
    await setDigest('crm@example.com', bcryptDigest);
    // a wrong password against the bcrypt digest fails and leaves it as it is
    const wrong = await login(t.url, 'crm@example.com', 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: ['Invalid email or password.'] });
    expect(await digestOf('crm@example.com')).toBe(bcryptDigest);

    expect((await login(t.url, 'crm@example.com', 'an-old-secret')).status).toBe(200);
    const upgraded = await digestOf('crm@example.com');
    expect(upgraded.startsWith(argon2idPrefix(TEST_PASSWORD_PARAMS))).toBe(true);
    expect(await argon2.verify(upgraded, 'an-old-secret')).toBe(true);
    // the new digest signs in, without being replaced again
    expect((await login(t.url, 'crm@example.com', 'an-old-secret')).status).toBe(200);
    expect(await digestOf('crm@example.com')).toBe(upgraded);
    await forgetFailures('crm@example.com');
  });

  it('a wrong password fails against an argon2id digest', async () => {
    const before = await digestOf('director@example.com');
    const r = await login(t.url, 'director@example.com', 'password124');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: ['Invalid email or password.'] });
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(await digestOf('director@example.com')).toBe(before);
    await forgetFailures('director@example.com');
  });

  it('an argon2id digest of cheaper parameters is replaced by one of the server parameters at the next login', async () => {
    const stronger = { memoryCost: 128, timeCost: 2, parallelism: 1 };
    const s = await startServer({ db: t.db, port: 0, passwordParams: stronger });
    try {
      expect((await login(s.url, 'tutor@example.com', 'password123')).status).toBe(200);
    } finally {
      await s.close();
    }
    expect((await digestOf('tutor@example.com')).startsWith(argon2idPrefix(stronger))).toBe(true);
    // a server of cheaper parameters keeps the stronger digest
    expect((await login(t.url, 'tutor@example.com', 'password123')).status).toBe(200);
    expect((await digestOf('tutor@example.com')).startsWith(argon2idPrefix(stronger))).toBe(true);
  });

  it('an unknown e-mail runs one argon2id verification, like a known one with a wrong password', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    expect((await login(t.url, 'student@example.com', 'wrong-password')).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    const known = verify.mock.calls[0]!;
    verify.mockClear();

    const unknown = await login(t.url, 'nobody-at-all@example.com', 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ errors: ['Invalid email or password.'] });
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy, password] = verify.mock.calls[0]!;
    expect(password).toBe('wrong-password');
    // the dummy digest has the same algorithm and parameters as the stored one, so the work is the same
    expect(String(dummy).startsWith(argon2idPrefix(TEST_PASSWORD_PARAMS))).toBe(true);
    expect(String(known[0]).startsWith(argon2idPrefix(TEST_PASSWORD_PARAMS))).toBe(true);
    await forgetFailures('student@example.com');
    await forgetFailures('nobody-at-all@example.com');
  });
});
