import * as C from '../src';
import * as W from '../writes';

const parent = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', timeZone: 'America/New_York' };
const full = { street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'United States' };

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('write bodies carry the spec rules (issue 23.1)', () => {
  it('CRM-06: a parent needs first and last name, e-mail and time zone; each missing one says "Required"', () => {
    expect(issues(W.ParentCreateSchema.safeParse({}))).toEqual([
      'firstName: Required',
      'lastName: Required',
      'email: Required',
      'timeZone: Required',
    ]);
    expect(issues(W.ParentCreateSchema.safeParse({ ...parent, firstName: '  ' }))).toEqual(['firstName: Required']);
    expect(W.ParentCreateSchema.safeParse(parent).success).toBe(true);
  });

  it('CRM-09, DS-13: an optional address may be null, absent, all empty or complete', () => {
    for (const address of [undefined, null, {}, { country: 'United States' }, { street1: '', city: '' }, full])
      expect(W.ParentCreateSchema.safeParse({ ...parent, address }).success).toBe(true);
  });

  it('DS-13: a partial address puts "Required" on each missing part of the address', () => {
    expect(
      issues(W.ParentUpdateSchema.safeParse({ address: { street1: '1 Main St', country: 'United States' } })),
    ).toEqual(['address.city: Required', 'address.state: Required', 'address.zip: Required']);
  });

  it('DS-13: a required address also needs the country', () => {
    expect(W.RequiredAddressSchema.safeParse(full).success).toBe(true);
    expect(issues(W.RequiredAddressSchema.safeParse({ ...full, country: '' }))).toEqual(['country: Required']);
    expect(W.isBlankAddress({ country: 'United States' })).toBe(true);
    expect(W.isBlankAddress(full)).toBe(false);
  });

  it('OP-31l: lengths say "Maximum n characters"; an unknown time zone or e-mail is refused', () => {
    expect(issues(W.ParentUpdateSchema.safeParse({ firstName: 'x'.repeat(101) }))).toEqual([
      'firstName: Maximum 100 characters',
    ]);
    expect(issues(W.ParentUpdateSchema.safeParse({ timeZone: 'Mars/Base' }))).toEqual([
      'timeZone: Time zone is not a valid time zone',
    ]);
    expect(issues(W.ParentUpdateSchema.safeParse({ email: 'nope' }))).toEqual(['email: Email is invalid']);
  });

  it('CRM-20: a lead source needs a name; its status comes from the status table', () => {
    expect(issues(W.LeadSourceCreateSchema.safeParse({}))).toEqual(['name: Required']);
    expect(issues(W.LeadSourceCreateSchema.safeParse({ name: 'A', status: 'Bogus' }))).toEqual([
      'status: Status is not included in the list',
    ]);
  });

  it('the registry validates with these bodies (the api-server checks requests with them)', () => {
    expect(W.resourceBodies.parents.createBody).toBe(W.ParentCreateBodySchema);
    expect(W.resourceBodies.parents.updateBody).toBe(W.ParentUpdateBodySchema);
    expect(W.resourceBodies.lead_sources.updateBody).toBe(W.LeadSourceUpdateBodySchema);
    expect(W.resourceBodies.students.createBody!.safeParse({ student: { firstName: 'A' } }).success).toBe(false);
    expect(W.resourceBodies.events.createBody!.safeParse({ event: { name: 'x' } }).success).toBe(false);
  });
});

describe('whole numbers in a range say so in the spec words (OP-31l)', () => {
  it('CRM-32: a student grade out of -1..16 or text is "Must be between -1 and 16" (zod\'s own text before), a fraction "Must be a whole number between -1 and 16"', () => {
    const student = (grade: unknown) => ({ firstName: 'Kid', lastName: 'Lee', grade });
    for (const grade of [-5, 40, 'ten'])
      expect(issues(W.StudentCreateSchema.safeParse(student(grade)))).toEqual(['grade: Must be between -1 and 16']);
    expect(issues(W.StudentCreateSchema.safeParse(student(2.5)))).toEqual([
      'grade: Must be a whole number between -1 and 16',
    ]);
    for (const grade of [-1, 0, 16, null, undefined])
      expect(W.StudentCreateSchema.safeParse(student(grade)).success).toBe(true);
  });
});

describe("a tutor's targets say what is wrong (DOM-39, OP-31k)", () => {
  it('DOM-39, OP-31k: a target is a whole number from 0 to 80: a fraction says so, out of range or text "Must be between 0 and 80", nothing "Required"', () => {
    const targets = (deliveryTarget: unknown) => ({ deliveryTarget, availabilityTarget: 20 });
    expect(issues(W.TutorTargetsSchema.safeParse(targets(20.5)))).toEqual([
      'deliveryTarget: Must be a whole number between 0 and 80',
    ]);
    for (const value of [-1, 81, 'ten'])
      expect(issues(W.TutorTargetsSchema.safeParse(targets(value)))).toEqual([
        'deliveryTarget: Must be between 0 and 80',
      ]);
    // A number field left empty gives NaN (react-hook-form's valueAsNumber).
    for (const value of [undefined, null, '', NaN])
      expect(issues(W.TutorTargetsSchema.safeParse(targets(value)))).toEqual(['deliveryTarget: Required']);
    for (const value of [0, 40, 80]) expect(W.TutorTargetsSchema.safeParse(targets(value)).success).toBe(true);
    // The server's writes of targets say the same.
    expect(issues(W.EmployeeUpdateSchema.safeParse({ availabilityTarget: 20.5 }))).toEqual([
      'availabilityTarget: Must be a whole number between 0 and 80',
    ]);
  });
});

describe('increment points says the range in the spec words (OP-31l)', () => {
  it('CRM-34: points out of -100000..100000, a fraction or text are "Must be between -100000 and 100000" (zod\'s "Too big: expected number to be <=100000" before)', () => {
    for (const points of [100001, -100001, 2.5, 'ten'])
      expect(issues(C.IncrementPointsBodySchema.safeParse({ points }))).toEqual([
        'points: Must be between -100000 and 100000',
      ]);
    expect(C.IncrementPointsBodySchema.safeParse({ points: -5 }).success).toBe(true);
  });
});
