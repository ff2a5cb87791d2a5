/**
 * A refund request names who paid (PAY-29): the parent of the student whose enrollment the line item charged, so the
 * staff member approving it can tell whose money goes back. Before, the reply named the line item only.
 */
import { idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');

/** A refund request against a new line item of an enrollment of the student `studentEmail`. */
async function requestOf(studentEmail: string): Promise<number> {
  const enrollment = await idOf(
    t.db,
    'SELECT e.id FROM enrollments e JOIN students s ON s.id = e.student_id JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY e.id LIMIT 1',
    [studentEmail],
  );
  const lineItem = await idOf(
    t.db,
    "INSERT INTO line_items (enrollment_id, description, amount) VALUES ($1, 'Test prep — hours', 150) RETURNING id",
    [enrollment],
  );
  const created = await admin.post('/api/v2/refund_requests', {
    refundRequest: { lineItemId: lineItem, category: 'Service issue', amount: 50 },
  });
  expect(created.status).toBe(201);
  return created.body.refundRequest.id;
}

describe('refund requests name the payer', () => {
  it("PAY-29: the list names each request's payer, the parent of the student whose line item it refunds", async () => {
    const other = await requestOf('k12student@example.com');
    const r = await admin.get('/api/v2/refund_requests?per=100');
    expect(r.status).toBe(200);
    const seeded = r.body.refundRequests.filter((x: { id: number }) => x.id !== other);
    expect(seeded.length).toBeGreaterThan(0);
    for (const x of seeded) expect(x.payer).toMatchObject({ name: 'Paula Parent' });
    expect(r.body.refundRequests.find((x: { id: number }) => x.id === other).payer).toMatchObject({
      name: 'Peter Prospect',
    });
  });

  it('PAY-29: one request (GET refund_requests/{id}) and the approve reply name the payer', async () => {
    const id = await requestOf('k12student@example.com');
    const one = await admin.get(`/api/v2/refund_requests/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.refundRequest).toMatchObject({ id, lineItem: { name: 'Test prep — hours' } });
    expect(one.body.refundRequest.payer).toMatchObject({ name: 'Peter Prospect' });
    const approved = await admin.put(`/api/v2/refund_requests/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.refundRequest).toMatchObject({ status: 'approved', payer: { name: 'Peter Prospect' } });
  });

  it('PAY-29: a line item of no enrollment names no payer (null), and the request is still served', async () => {
    const lineItem = await idOf(
      t.db,
      "INSERT INTO line_items (enrollment_id, description, amount) VALUES (NULL, 'Walk-in', 40) RETURNING id",
    );
    const created = await admin.post('/api/v2/refund_requests', { refundRequest: { lineItemId: lineItem, amount: 5 } });
    expect(created.status).toBe(201);
    expect(created.body.refundRequest).toMatchObject({ lineItem: { name: 'Walk-in' }, payer: null });
  });
});
