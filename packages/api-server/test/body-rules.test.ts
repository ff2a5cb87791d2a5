import { resources } from '@tutoring/contract';
import { resourceBodies } from '@tutoring/contract/writes';
import type { z } from 'zod';
import type { Field } from '../src/resources/shared/fields';
import { ATTENDANCE_FIELDS } from '../src/resources/attendances/rules';
import { AVAILABILITY_FIELDS } from '../src/resources/availabilities/rules';
import { BRAND_FIELDS } from '../src/resources/brands/rules';
import { CONTACT_HISTORY_FIELDS } from '../src/resources/contact_histories/rules';
import { COURSE_TEMPLATE_FIELDS } from '../src/resources/course_templates/rules';
import { COURSE_FIELDS } from '../src/resources/courses/rules';
import { DEPARTMENT_FIELDS } from '../src/resources/departments/rules';
import { EMPLOYEE_FIELDS } from '../src/resources/employees/rules';
import { ENROLLMENT_FIELDS } from '../src/resources/enrollments/rules';
import { EVENT_FIELDS } from '../src/resources/events/rules';
import { INBOX_FIELDS } from '../src/resources/inbox_activities/rules';
import { INSTALLMENT_FIELDS } from '../src/resources/installments/rules';
import { leadSourceFields } from '../src/resources/lead_sources/rules';
import { MATERIAL_FIELDS } from '../src/resources/materials/rules';
import { MESSAGE_FIELDS } from '../src/resources/messages/rules';
import { NOTE_FIELDS } from '../src/resources/notes/rules';
import { NOTICE_FIELDS } from '../src/resources/notices/rules';
import { MERGE_BOTH_CARDS, PARENT_FIELDS } from '../src/resources/parents/rules';
import { PAYMENT_FIELDS } from '../src/resources/payments/rules';
import { PAYROLL_ITEM_FIELDS } from '../src/resources/payroll_items/rules';
import { PLACE_FIELDS } from '../src/resources/places/rules';
import { REFUND_REQUEST_FIELDS } from '../src/resources/refund_requests/rules';
import { REVIEW_FIELDS } from '../src/resources/reviews/rules';
import { SESSION_FIELDS } from '../src/resources/sessions/rules';
import { SHIPMENT_FIELDS } from '../src/resources/shipments/rules';
import { STUDENT_FIELDS } from '../src/resources/students/rules';
import { STUDY_AREA_FIELDS } from '../src/resources/study_areas/rules';
import { TARGET_HISTORY_FIELDS } from '../src/resources/target_histories/rules';
import { TEAM_FIELDS } from '../src/resources/teams/rules';
import { TEST_DATE_FIELDS } from '../src/resources/test_dates/rules';
import { TRANSCRIPT_FIELDS } from '../src/resources/tutor_package_transcripts/rules';
import { TUTOR_PACKAGE_FIELDS } from '../src/resources/tutor_packages/rules';
import { installTestApp } from './helpers';

/**
 * Issue 23.1: a body's rules are the contract's write schemas alone. The server's field maps only say where a field is
 * stored; every field it stores is one the contract's schema names (so no stored value passes unchecked through a
 * loose schema), and the rules that were only on the server now refuse a body from the contract, with the same words.
 */
const STORED: [keyof typeof resources, Record<string, Field>][] = [
  ['attendances', ATTENDANCE_FIELDS],
  ['availabilities', AVAILABILITY_FIELDS],
  ['brands', BRAND_FIELDS],
  ['contact_histories', CONTACT_HISTORY_FIELDS],
  ['course_templates', COURSE_TEMPLATE_FIELDS],
  ['courses', COURSE_FIELDS],
  ['departments', DEPARTMENT_FIELDS],
  ['employees', EMPLOYEE_FIELDS],
  ['tutors', EMPLOYEE_FIELDS],
  ['enrollments', ENROLLMENT_FIELDS],
  ['events', EVENT_FIELDS],
  ['inbox_activities', INBOX_FIELDS],
  ['installments', INSTALLMENT_FIELDS],
  ['lead_sources', leadSourceFields(false)],
  ['schools', leadSourceFields(true)],
  ['pending_schools', leadSourceFields(true)],
  ['materials', MATERIAL_FIELDS],
  ['messages', MESSAGE_FIELDS],
  ['notes', NOTE_FIELDS],
  ['notices', NOTICE_FIELDS],
  ['parents', PARENT_FIELDS],
  ['payments', PAYMENT_FIELDS],
  ['payroll_items', PAYROLL_ITEM_FIELDS],
  ['places', PLACE_FIELDS],
  ['refund_requests', REFUND_REQUEST_FIELDS],
  ['reviews', REVIEW_FIELDS],
  ['sessions', SESSION_FIELDS],
  ['shipments', SHIPMENT_FIELDS],
  ['students', STUDENT_FIELDS],
  ['study_areas', STUDY_AREA_FIELDS],
  ['target_histories', TARGET_HISTORY_FIELDS],
  ['teams', TEAM_FIELDS],
  ['test_dates', TEST_DATE_FIELDS],
  ['tutor_package_transcripts', TRANSCRIPT_FIELDS],
  ['tutor_packages', TUTOR_PACKAGE_FIELDS],
];

/** The member keys a body schema (`{<memberKey>: member}`) names. */
const namedKeys = (body: z.core.$ZodType | undefined, member: string): string[] => {
  const shape = (body as unknown as { shape?: Record<string, { shape?: Record<string, unknown> }> })?.shape;
  return Object.keys(shape?.[member]?.shape ?? {});
};

describe('every stored field is checked by the contract (issue 23.1)', () => {
  it.each(STORED)('%s: each field the server stores is named by its create and update schemas', (path, fields) => {
    const def = resources[path];
    // The bodies of the routes that store them (attendances are updated by their own actions, not these fields).
    const bodies = [
      def.routes.includes('create') ? resourceBodies[path].createBody : undefined,
      def.routes.includes('update') && path !== 'attendances' ? resourceBodies[path].updateBody : undefined,
    ];
    expect(bodies.some(Boolean)).toBe(true);
    for (const body of bodies.filter(Boolean)) {
      const named = namedKeys(body, def.memberKey);
      expect(Object.keys(fields).filter((k) => !named.includes(k))).toEqual([]);
    }
  });
});

const t = installTestApp();
const admin = t.as('admin@example.com');

const firstId = async (path: string, key: string): Promise<number> =>
  ((await admin.get(`/api/v2/${path}?per=1`)).body[key] as { id: number }[])[0]!.id;

describe('rules that were the server’s alone are the contract’s (issue 23.1)', () => {
  it('CRM-06: an e-mail is checked spaces aside (as the form trims it) and stored trimmed', async () => {
    const r = await admin.post('/api/v2/parents', {
      parent: { firstName: 'A', lastName: 'B', email: ' spaced@example.com ', timeZone: 'America/Chicago' },
    });
    expect(r.status).toBe(201);
    expect(r.body.parent.email).toBe('spaced@example.com');
    const bad = await admin.post('/api/v2/parents', {
      parent: { firstName: 'A', lastName: 'B', email: 'spaced@', timeZone: 'America/Chicago' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ email: ['Email is invalid'] });
  });

  it('CRM-32: a student’s time zone, when sent, is a time zone (null and empty refused)', async () => {
    const id = await firstId('students', 'students');
    const empty = await admin.put(`/api/v2/students/${id}`, { student: { timeZone: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({ timeZone: ['Time zone is not a valid time zone'] });
    const none = await admin.put(`/api/v2/students/${id}`, { student: { timeZone: null } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual(['Time zone is invalid']);
  });

  it('CRM-32: a student saved with an empty e-mail has none (stored null, never an empty text)', async () => {
    const parentId = await firstId('parents', 'parents');
    const r = await admin.post('/api/v2/students', {
      student: { firstName: 'No', lastName: 'Mail', email: '', parentId },
    });
    expect(r.status).toBe(201);
    expect(r.body.student.email).toBeNull();
  });

  it('a time zone PostgreSQL would not read is refused by the contract', async () => {
    const id = await firstId('parents', 'parents');
    const r = await admin.put(`/api/v2/parents/${id}`, { parent: { timeZone: 'America/New York' } });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({ timeZone: ['Time zone is not a valid time zone'] });
  });

  it('courses: pricing may be left out but not null', async () => {
    const id = await firstId('courses', 'courses');
    const r = await admin.put(`/api/v2/courses/${id}`, { course: { pricing: null } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Pricing is invalid']);
  });

  it('places, notices, tutor packages: a name or title is required ("… can’t be blank")', async () => {
    const place = await admin.post('/api/v2/places', { place: { formatted: 'x'.repeat(501) } });
    expect(place.status).toBe(422);
    expect(place.body.errors).toEqual(["Name can't be blank", 'Maximum 500 characters']);
    const notice = await admin.post('/api/v2/notices', { notice: { userId: 1 } });
    expect(notice.status).toBe(422);
    expect(notice.body.errors).toEqual(["Title can't be blank"]);
    const pkg = await admin.post('/api/v2/tutor_packages', { tutorPackage: { name: 'P', hours: -1 } });
    expect(pkg.status).toBe(422);
    expect(pkg.body.errors).toEqual(['Hours is invalid']);
  });

  it('CRM-30: a contact history’s type is one of the five kinds', async () => {
    const r = await admin.post('/api/v2/contact_histories', {
      contactHistory: { type: 'Fax', regardingType: 'Parent', regardingId: 1 },
    });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({ type: ['Type is not included in the list'] });
  });

  it('STF-07: an extension handle over 50 characters gets the form’s message; CRM points stay within their bounds', async () => {
    const employee = await firstId('employees', 'employees');
    const handle = await admin.put(`/api/v2/employees/${employee}/set_extension_handle`, {
      extensionHandle: 'x'.repeat(51),
    });
    expect(handle.status).toBe(422);
    expect(handle.body.errors).toEqual(['Maximum 50 characters']);
    const student = await firstId('students', 'students');
    const points = await admin.put(`/api/v2/students/${student}/increment_points`, { points: 100001 });
    expect(points.status).toBe(422);
    // The contract's own words for the range (OP-31l), as for the extension handle above.
    expect(points.body.errors).toEqual(['Must be between -100000 and 100000']);
    expect(points.body.fields.points).toEqual(['Must be between -100000 and 100000']);
  });

  it('SES-47: a tutoring of less than 15 minutes is refused by the registry’s create body', async () => {
    expect(resourceBodies.tutorings.createBody).toBeDefined();
    const r = await admin.post('/api/v2/tutorings', {
      tutoring: { startsAt: '2030-01-07T15:00:00Z', duration: 10, studentId: 1 },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Duration is invalid']);
  });
});

describe('SES-36 / DS-13: a shipment without an address stores NULL', () => {
  it('saved with null or with nothing filled, it reads back null and the column is NULL', async () => {
    for (const address of [null, {}, { street1: '', city: '' }]) {
      const r = await admin.post('/api/v2/shipments', { shipment: { recipient: 'No Address', address } });
      expect(r.status).toBe(201);
      expect(r.body.shipment.address).toBeNull();
      const [row] = await t.db.query<{ n: boolean }>('SELECT address IS NULL AS n FROM shipments WHERE id = $1', [
        r.body.shipment.id,
      ]);
      expect(row!.n).toBe(true);
    }
  });
});

describe('CRM-15: merging two parents who both have a saved card', () => {
  const newParent = async (email: string) =>
    (
      await admin.post('/api/v2/parents', {
        parent: { firstName: 'Card', lastName: email, email, timeZone: 'America/Chicago' },
      })
    ).body.parent.id as number;
  const addCard = (parentId: number) =>
    t.db.query(
      `INSERT INTO payment_profiles (parent_id, provider_profile_id, card_type, masked_card_number, expiration_date)
       VALUES ($1, $2, 'Visa', 'XXXX1111', '2030-12')`,
      [parentId, `local-${parentId}`],
    );

  it('is refused with a message that says why, and nothing moves', async () => {
    const current = await newParent('card-current@example.com');
    const transfer = await newParent('card-transfer@example.com');
    await addCard(current);
    await addCard(transfer);
    const r = await admin.post('/api/v2/parents/merge', { parent: { currentId: current, transferId: transfer } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([MERGE_BOTH_CARDS]);
    expect(MERGE_BOTH_CARDS).toBe('Both parents have a saved card; remove one before merging');
    expect((await admin.get(`/api/v2/parents/${transfer}`)).status).toBe(200);
  });

  it('with one card between them, the card moves to the kept parent', async () => {
    const current = await newParent('card-kept@example.com');
    const transfer = await newParent('card-moved@example.com');
    await addCard(transfer);
    const r = await admin.post('/api/v2/parents/merge', { parent: { currentId: current, transferId: transfer } });
    expect(r.status).toBe(200);
    const [row] = await t.db.query<{ c: number }>(
      'SELECT count(*)::int AS c FROM payment_profiles WHERE parent_id = $1',
      [current],
    );
    expect(row!.c).toBe(1);
  });
});

describe('action bodies are the contract’s too (issue 23.1)', () => {
  it('PAY-22, PAY-24: apply_coupon and cancel check their bodies with the contract’s coupon and cancel schemas; a refused one changes nothing', async () => {
    const id = await firstId('enrollments', 'enrollments');
    const before = (await admin.get(`/api/v2/enrollments/${id}`)).body.enrollment;
    const blank = await admin.put(`/api/v2/enrollments/${id}/apply_coupon`, { enrollment: { couponCode: ' ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ couponCode: ['Required'] });
    expect(blank.body.errors).toEqual(["Coupon code can't be blank"]);
    const unknown = await admin.put(`/api/v2/enrollments/${id}/cancel`, {
      enrollment: { cancellationReason: 'Bored' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({ cancellationReason: ['Reason is not included in the list'] });
    const none = await admin.put(`/api/v2/enrollments/${id}/cancel`, { enrollment: {} });
    expect(none.status).toBe(422);
    expect(none.body.fields).toEqual({ cancellationReason: ['Required'] });
    expect(none.body.errors).toEqual(["Cancellation reason can't be blank"]);
    expect((await admin.get(`/api/v2/enrollments/${id}`)).body.enrollment).toEqual(before);
  });
});
