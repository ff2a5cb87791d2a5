import { parsePayrollCsv } from './payrollCsv';

describe('payroll batch file (PAY-32)', () => {
  it('PAY-32: reads rows by header name, in either date format', () => {
    expect(
      parsePayrollCsv('employee_id,amount,date,description\n3,500,2026-01-15,Biweekly\n\n4,250.5,1/2/2026,\n'),
    ).toEqual({
      rows: [
        { employeeId: 3, amount: 500, date: '2026-01-15', description: 'Biweekly' },
        { employeeId: 4, amount: 250.5, date: '2026-01-02', description: null },
      ],
      problems: [],
    });
  });

  it('PAY-32: reports bad lines instead of guessing', () => {
    const { rows, problems } = parsePayrollCsv(
      'employeeId,amount,date\nx,1,2026-01-01\n3,,2026-01-01\n3,1,yesterday\n3,1,2026-01-01',
    );
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      'Line 2: employeeId must be a whole number.',
      'Line 3: amount must be a number.',
      'Line 4: date must be YYYY-MM-DD or MM/DD/YYYY.',
    ]);
  });

  it('PAY-32: a file without the needed columns, or empty, is refused', () => {
    expect(parsePayrollCsv('name,amount\nA,1').problems).toEqual([
      'The first line must name the columns employeeId, amount and date.',
    ]);
    expect(parsePayrollCsv('').problems).toEqual(['The file is empty.']);
  });
});
