/**
 * Hostile walk, round 4: what a caller sees when it sends what the forms never send. Fastify's own refusals answer in
 * the product's words and `errors` body, a value of the wrong type says what the field takes (not that it is blank,
 * never zod's English), an unknown `include` is refused like an unknown `orderBy` or `fields` name (while every include
 * the remotes send still answers), and the avatar upload's limits speak in sentences.
 */
import { request } from 'node:http';
import { type Client, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

/** Any of zod's own English (its default messages) or Fastify's error body anywhere in a reply. */
const RAW = /Invalid input|expected|received|Too big|Too small|statusCode|FST_/;

/** A request with any method and headers (fetch refuses some methods), answered as status and parsed body. */
function raw(
  c: Client,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: unknown; text: string }> {
  const cookie = Object.entries(c.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}${path}`,
      { method, headers: { cookie, 'x-csrf-token': c.csrf, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe("Fastify's own refusals answer with the product's errors body", () => {
  it('SRV-08: a Content-Type that is not a media type is a 415 with the errors body', async () => {
    for (const type of [';', 'application/json,', 'application/json, text/plain', 'a/b/c', 'text', 'application/xml']) {
      const r = await raw(admin, 'PUT', '/api/v2/parents/1', { 'content-type': type }, '{"parent":{}}');
      expect({ type, status: r.status, body: r.body }).toEqual({
        type,
        status: 415,
        body: { errors: ['The request body is not of a supported type.'] },
      });
    }
  });

  it("SRV-08: QUERY without a Content-Type (as the shell's proxy words it), and a path parameter over the limit, are refused in our words", async () => {
    const query = await raw(admin, 'QUERY', '/api/v2/roles', {});
    expect({ status: query.status, body: query.body }).toEqual({
      status: 400,
      body: { errors: ['The request needs a Content-Type header.'] },
    });
    const long = await raw(admin, 'GET', `/api/v2/parents/${'9'.repeat(600)}`, {});
    expect({ status: long.status, body: long.body }).toEqual({
      status: 414,
      body: { errors: ['The request URL is too long.'] },
    });
  });
});

describe('a value of the wrong type says what the field takes', () => {
  it('SRV-14: a first name that is a number, Infinity, a list, an object or true is "First name must be text", not "Please fill all required fields"', async () => {
    for (const value of ['5', '1e309', '[]', '{}', 'true']) {
      const r = await raw(
        admin,
        'PUT',
        '/api/v2/parents/1',
        { 'content-type': 'application/json' },
        `{"parent":{"firstName":${value}}}`,
      );
      expect({ value, status: r.status, body: r.body }).toEqual({
        value,
        status: 422,
        body: { errors: ['First name must be text'], fields: { firstName: ['Must be text'] } },
      });
    }
    // Blank is still blank (SRV-14's sentence).
    for (const firstName of ['', null, '   ']) {
      const r = await admin.put('/api/v2/parents/1', { parent: { firstName } });
      expect({ firstName, status: r.status, errors: r.body.errors }).toEqual({
        firstName,
        status: 422,
        errors: ['Please fill all required fields'],
      });
    }
    expect((await admin.get('/api/v2/parents/1')).body.parent.firstName).toEqual(expect.any(String));
  });

  it('CRM-31: a note whose body or record is of the wrong type says so, never "can\'t be blank" or zod\'s English', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'))[0]!.n;
    const before = await count();
    const cases: [string, string[]][] = [
      ['{"note":{"regardingType":"Parent","regardingId":1,"body":5}}', ['Body must be text']],
      ['{"note":{"regardingType":"Parent","regardingId":1e309,"body":"x"}}', ['Regarding must be a number']],
      ['{"note":{"regardingType":"Parent","regardingId":1.5,"body":"x"}}', ['Regarding must be a whole number']],
      ['{"note":{"regardingType":"Parent","regardingId":"1","body":"x"}}', ['Regarding must be a number']],
      ['{"note":{"regardingType":"Parent","body":"x"}}', ["Regarding can't be blank"]],
    ];
    for (const [body, errors] of cases) {
      const r = await raw(admin, 'POST', '/api/v2/notes', { 'content-type': 'application/json' }, body);
      expect({ body, status: r.status, errors: (r.body as { errors: string[] }).errors }).toEqual({
        body,
        status: 422,
        errors,
      });
      expect(r.text).not.toMatch(RAW);
    }
    expect(await count()).toBe(before);
  });

  it("SRV-14: an advisor id of Infinity, a fraction, text or past the largest id is refused in the product's words", async () => {
    for (const [value, errors, word] of [
      ['1e309', 'Employee must be a number', 'Must be a number'],
      ['1.5', 'Employee must be a whole number', 'Must be a whole number'],
      ['"7"', 'Employee must be a number', 'Must be a number'],
      ['1e12', 'Employee is invalid', 'Must be at most 2147483647'],
    ]) {
      const r = await raw(
        admin,
        'PUT',
        '/api/v2/parents/1',
        { 'content-type': 'application/json' },
        `{"parent":{"employeeId":${value}}}`,
      );
      expect({ value, status: r.status, body: r.body }).toEqual({
        value,
        status: 422,
        body: { errors: [errors], fields: { employeeId: [word] } },
      });
    }
  });
});

describe('include names relations of the resource', () => {
  it('SRV-06: an include that is no relation of the resource is a 422 on lists and shows, as orderBy and fields are, in every form of the parameter (include[]=, include[0]=, repeated)', async () => {
    for (const [url, name] of [
      ['/api/v2/parents?include[]=bogus', 'bogus'],
      ['/api/v2/parents?include%5B%5D=bogus', 'bogus'],
      ['/api/v2/parents/1?include[0]=bogus', 'bogus'],
      ['/api/v2/parents/1?include[]=students&include[]=bogus', 'bogus'],
      ['/api/v2/parents/1?include=students&include=bogus', 'bogus'],
      ['/api/v2/parents/1?include=students&include[]=bogus', 'bogus'],
      ['/api/v2/parents?include=bogus', 'bogus'],
      ['/api/v2/parents?include=__proto__', '__proto__'],
      ['/api/v2/parents?include=students.parent.students', 'students.parent.students'],
      ['/api/v2/parents?include=students,firstName', 'firstName'],
      ['/api/v2/parents/1?include=bogus', 'bogus'],
      ['/api/v2/sessions?include=constructor', 'constructor'],
      ['/api/v2/students/1?include=passwordDigest', 'passwordDigest'],
    ] as const) {
      const r = await admin.get(url);
      expect({ url, status: r.status, body: r.body }).toEqual({
        url,
        status: 422,
        body: { errors: [`Include ${name} is not allowed`] },
      });
    }
  });

  it('SRV-06: a relation named in every form of include (include[]=, include[0]=, repeated) is embedded', async () => {
    for (const url of [
      '/api/v2/parents?per=2&include[]=students&include[]=subscription',
      '/api/v2/parents?per=2&include=students&include=subscription',
      '/api/v2/parents?per=2&include[0]=students&include[1]=subscription',
      '/api/v2/parents?per=2&include=students&include[]=subscription',
    ]) {
      const r = await admin.get(url);
      expect({ url, status: r.status }).toEqual({ url, status: 200 });
      expect(r.body.parents.length).toBeGreaterThan(0);
      for (const parent of r.body.parents) {
        expect(parent).toHaveProperty('students');
        expect(parent).toHaveProperty('subscription');
      }
    }
  });

  it('SRV-06: every include the shell and the remotes send still answers 200 with the relation', async () => {
    const sent: [string, string?][] = [
      ['/api/v2/parents/1?include=students', 'students'],
      ['/api/v2/parents/1?include=students,authorizeNetProfile,subscription', 'subscription'],
      ['/api/v2/students/1?include=school,parent', 'parent'],
      ['/api/v2/students.json?include=school&query=a'],
      ['/api/v2/study_areas?include=subject,test_date&per=100'],
      ['/api/v2/enrollments?include=course,student'],
      ['/api/v2/enrollments?include=course&per=100'],
      ['/api/v2/tutor_package_transcripts?include=tier,brand,subject,student&per=50'],
      ['/api/v2/payroll_items?include=employee'],
      ['/api/v2/refund_requests?include=line_item'],
      ['/api/v2/materials?include=originator'],
      ['/api/v2/events?include=student'],
      ['/api/v2/sessions?include=course,supervisor,session_type'],
      ['/api/v2/sessions?include=supervisor,zoom_meeting'],
      ['/api/v2/sessions?include=assignments,course'],
      ['/api/v2/sessions/1?include=course,attendances,supervisor,assignments,place,session_type', 'course'],
      ['/api/v2/courses?include=brand'],
      ['/api/v2/courses/1?include=brand', 'brand'],
      ['/api/v2/tutorings?include=student,tutor'],
      ['/api/v2/attendances?include=session,student'],
      ['/api/v2/tutors?include=tier&page=1&per=25'],
      ['/api/v2/tutors.json?include=tier&query=a'],
      ['/api/v2/teams?include=manager'],
      ['/api/v2/contact_histories?include=regarding'],
      ['/api/v2/inbox_activities?include=regarding'],
      ['/api/v2/tutor_packages?include=tier,brand'],
      ['/api/v2/employees?include=subjects'],
      ['/api/v2/parents?include='],
      ['/api/v2/teams/1?include=manager,tutors,advisors', 'tutors'],
      ['/api/v2/enrollments/1?include=course,enrollmentRenewal', 'course'],
      ['/api/v2/attendances?include=session&orderBy=starts_at&per=6'],
      ['/api/v2/sessions?include=attendances,supervisor&per=150'],
    ];
    const tutorId = (await admin.get('/api/v2/tutors?per=1')).body.tutors[0].id as number;
    sent.push([`/api/v2/tutors/${tutorId}?include=tier,subjects`, 'subjects']);
    sent.push([`/api/v2/employees/${tutorId}?include=tier,subjects`, 'subjects']);
    for (const [url, relation] of sent) {
      const r = await admin.get(url);
      expect({ url, status: r.status }).toEqual({ url, status: 200 });
      if (relation) expect(JSON.stringify(Object.values(r.body)[0])).toContain(`"${relation}"`);
    }
  });
});

describe('avatar upload limits speak in sentences', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const boundary = '----round4';
  const filePart = (name: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  const upload = (...files: Buffer[]) =>
    admin.call(
      'POST',
      '/api/v2/avatars',
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatarableType"\r\n\r\nEmployee\r\n--${boundary}\r\nContent-Disposition: form-data; name="avatarableId"\r\n\r\n7\r\n`,
        ),
        ...files,
        Buffer.from(`--${boundary}--\r\n`),
      ]),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM avatars'))[0]!.n;

  it('SRV-42: a second file is "Send one image." (422) and a file over 5 MB "The image is larger than 5 MB." (413); nothing is stored', async () => {
    const before = await count();
    const two = await upload(filePart('a.png', PNG), filePart('b.png', PNG));
    expect({ status: two.status, body: two.body }).toEqual({ status: 422, body: { errors: ['Send one image.'] } });
    const big = await upload(filePart('big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])));
    expect({ status: big.status, body: big.body }).toEqual({
      status: 413,
      body: { errors: ['The image is larger than 5 MB.'] },
    });
    expect(await count()).toBe(before);
    // One image of 5 MB exactly is kept.
    const five = await upload(filePart('five.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)])));
    expect(five.status).toBe(201);
  });
});
