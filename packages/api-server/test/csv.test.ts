/**
 * CSV exports (issue 22, point 5: a CSV library, not string joins): quoting, formula injection (OWASP) and unicode,
 * on the module every export uses and on `GET shipments.csv` (SRV-31) as a caller downloads it.
 */
import { toCsv } from '../src/csv';
import { installTestApp } from './helpers';

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated record per row, in the column order, unknown columns empty', () => {
    expect(toCsv(['id', 'name', 'missing'], [{ name: 'Ada', id: 1, extra: 'ignored' }, { id: 2 }])).toBe(
      'id,name,missing\r\n1,Ada,\r\n2,,\r\n',
    );
    expect(toCsv(['id'], [])).toBe('id\r\n');
  });

  it('quotes values holding commas, double quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(
      ['a', 'b', 'c', 'd'],
      [{ a: 'Smith, John', b: 'The "Best" tutor', c: 'line one\nline two', d: 'crlf\r\nend' }],
    );
    expect(csv).toBe('a,b,c,d\r\n"Smith, John","The ""Best"" tutor","line one\nline two","crlf\r\nend"\r\n');
  });

  it('guards formula injection as OWASP recommends: a leading quote and quoting for = + - @ tab CR (and full-width)', () => {
    const cells = [
      '=HYPERLINK("http://evil.example","x")',
      '+1+2',
      '-2+3',
      '@SUM(A1)',
      '\tTAB',
      '\rCR',
      '＝1+1',
      '＠x',
    ];
    const csv = toCsv(
      cells.map((_, i) => `c${i}`),
      [Object.fromEntries(cells.map((v, i) => [`c${i}`, v]))],
    );
    expect(csv.slice(csv.indexOf('\r\n') + 2)).toBe(
      [
        '"\'=HYPERLINK(""http://evil.example"",""x"")"',
        '"\'+1+2"',
        '"\'-2+3"',
        '"\'@SUM(A1)"',
        '"\'\tTAB"',
        '"\'\rCR"',
        '"\'＝1+1"',
        '"\'＠x"',
      ].join(',') + '\r\n',
    );
  });

  it('keeps numbers (negative ones too), text with a formula character inside, and unicode as they are', () => {
    expect(toCsv(['n', 'm', 't', 'u'], [{ n: -12.5, m: 0, t: 'a=b+c-d@e', u: 'Zoë Ångström — 東京 🎓' }])).toBe(
      'n,m,t,u\r\n-12.5,0,a=b+c-d@e,Zoë Ångström — 東京 🎓\r\n',
    );
  });

  it('writes null and undefined as empty, booleans as true/false, objects as JSON', () => {
    expect(
      toCsv(['a', 'b', 'c', 'd', 'e'], [{ a: null, b: undefined, c: true, d: false, e: { id: 3, name: 'UPS' } }]),
    ).toBe('a,b,c,d,e\r\n,,true,false,"{""id"":3,""name"":""UPS""}"\r\n');
  });
});

describe('GET shipments.csv (SRV-31)', () => {
  const t = installTestApp();
  const admin = t.as('admin@example.com');

  it('SRV-31: a shipment whose fields hold commas, quotes, line breaks, a formula and unicode downloads intact and inert', async () => {
    const id = (await admin.get('/api/v2/shipments?status=pending')).body.shipments[0].id as number;
    const saved = await admin.put(`/api/v2/shipments/${id}`, {
      shipment: { tracking: '=cmd|"/c calc"!A1', orderHandle: 'Order, "rush"\nZoë 東京' },
    });
    expect(saved.status).toBe(200);
    const r = await admin.get('/api/v2/shipments.csv?status=pending', { accept: 'text/csv' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="shipments.csv"');
    expect(r.text.startsWith('\uFEFFid,status,recipient,regarding,tracking,orderHandle,')).toBe(true);
    expect(r.text.endsWith('\r\n')).toBe(true);
    expect(r.text).toContain(`${id},pending,`);
    expect(r.text).toContain(',"\'=cmd|""/c calc""!A1","Order, ""rush""\nZoë 東京",');
  });

  it('SRV-31, X-09: a spreadsheet user reads the student it is regarding, dates as MM/DD/YYYY, times in their own zone, and UTF-8 (a BOM for Excel)', async () => {
    const listed = (await admin.get('/api/v2/shipments?status=shipped')).body.shipments as {
      id: number;
      regarding: { name: string } | null;
    }[];
    const shipment = listed.find((s) => s.regarding?.name)!;
    expect(
      (
        await admin.put(`/api/v2/shipments/${shipment.id}`, {
          shipment: { sentAt: '2026-03-08T07:30:00.000Z', estimatedDeliveryDate: '2026-03-12' },
        })
      ).status,
    ).toBe(200);
    const me = (await admin.get('/api/v2/current_user')).body.user as { timeZone: string };
    expect(me.timeZone).not.toBe('UTC'); // the demo admin's zone, so the times below are converted
    const r = await admin.get('/api/v2/shipments.csv?status=shipped', { accept: 'text/csv' });
    expect(r.text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...records] = r.text.slice(1).trim().split('\r\n');
    const columns = header!.split(',');
    const row = records.map((line) => line.split(',')).find((cells) => cells[0] === String(shipment.id))!;
    const cell = (name: string) => row[columns.indexOf(name)];
    expect(cell('regarding')).toBe(shipment.regarding!.name);
    expect(cell('estimatedDeliveryDate')).toBe('03/12/2026');
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: me.timeZone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date('2026-03-08T07:30:00.000Z'))
      .replace(',', '')
      .replace(/\u202f/g, ' ');
    expect(cell('sentAt')).toBe(expected);
    expect(cell('createdAt')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
  });
});
