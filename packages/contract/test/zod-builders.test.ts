import { MeetingSchema, z } from '../src';

describe('z: the zod builders offered to the remotes (issue 13)', () => {
  it('builds a form schema whose messages reach the caller', () => {
    const schema = z
      .object({ password: z.string().check(z.minLength(8, 'Too short')), confirmation: z.string() })
      .check(z.refine((v) => v.password === v.confirmation, { message: 'No match', path: ['confirmation'] }));
    expect(schema.safeParse({ password: 'short', confirmation: 'short' }).error?.issues.map((i) => i.message)).toEqual([
      'Too short',
    ]);
    expect(
      schema.safeParse({ password: 'long enough', confirmation: 'other' }).error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['confirmation']);
    expect(schema.parse({ password: 'long enough', confirmation: 'long enough' })).toEqual({
      password: 'long enough',
      confirmation: 'long enough',
    });
  });

  it('composes with the contract schemas (one copy of zod)', () => {
    const reply = z.looseObject({ meetings: z.optional(z.array(MeetingSchema)) });
    expect(reply.safeParse({ meetings: [{}] }).success).toBe(MeetingSchema.safeParse({}).success);
    expect(reply.parse({ other: 1 })).toEqual({ other: 1 });
    expect(z.record(z.string(), z.number()).safeParse({ a: 'x' }).success).toBe(false);
  });
});
