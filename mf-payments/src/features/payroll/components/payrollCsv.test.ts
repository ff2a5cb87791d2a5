import { csvQuoteProblem, csvTooManyValuesProblem, parsePayrollCsv } from './payrollCsv';

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

  it('PAY-32: a quoted value keeps its commas, doubled quotes and line breaks (it was cut at the first comma)', () => {
    expect(
      parsePayrollCsv(
        'employeeId,amount,date,description\n' +
          '7,100.50,12/01/2026,"Bonus, December"\n' +
          '7,1,12/01/2026,"Say ""hi"""\n' +
          '8,2,2026-12-02,"Two\nlines"\n' +
          '9,3,2026-12-03,No quotes\n',
      ),
    ).toEqual({
      rows: [
        { employeeId: 7, amount: 100.5, date: '2026-12-01', description: 'Bonus, December' },
        { employeeId: 7, amount: 1, date: '2026-12-01', description: 'Say "hi"' },
        { employeeId: 8, amount: 2, date: '2026-12-02', description: 'Two\nlines' },
        { employeeId: 9, amount: 3, date: '2026-12-03', description: 'No quotes' },
      ],
      problems: [],
    });
  });

  it('PAY-32: a byte order mark, Windows line ends and quoted header names are read as a spreadsheet saves them', () => {
    expect(
      parsePayrollCsv('\ufeff"Employee_ID","Amount","Date","Description"\r\n3,500,2026-01-15,"Biweekly, first"\r\n'),
    ).toEqual({
      rows: [{ employeeId: 3, amount: 500, date: '2026-01-15', description: 'Biweekly, first' }],
      problems: [],
    });
  });

  it('PAY-32: a malformed line is reported by the line it starts on, and nothing of it is kept', () => {
    const { rows, problems } = parsePayrollCsv(
      'employeeId,amount,date,description\n' +
        '\n' +
        '3,1,2026-01-01,"Two\nlines"\n' +
        '3,1,2026-01-01,Bonus, December\n' +
        'x,1,2026-01-01\n' +
        '4,2,2026-01-02\n' +
        '5,1,2026-01-01,"Bonus" December\n' +
        '6,1,2026-01-01,read as part of line 8\n' +
        '7,1,2026-01-01,"closes here"\n' +
        '8,1,2026-01-01,after\n',
    );
    expect(rows).toEqual([
      { employeeId: 3, amount: 1, date: '2026-01-01', description: 'Two\nlines' },
      { employeeId: 4, amount: 2, date: '2026-01-02', description: null },
      { employeeId: 8, amount: 1, date: '2026-01-01', description: 'after' },
    ]);
    expect(problems).toEqual([
      csvTooManyValuesProblem(5),
      'Line 6: employeeId must be a whole number.',
      csvQuoteProblem(8, 10),
    ]);
    expect(csvQuoteProblem(8, 10)).toBe(
      'Line 8: a quote is not closed properly, so nothing from this line to line 10 was saved. Put a value with commas, quotes or line breaks in double quotes, and write each quote inside it twice ("").',
    );
  });

  it('PAY-32: a quote never closed reports its line; the rest of the file is not saved', () => {
    expect(parsePayrollCsv('employeeId,amount,date,description\n3,1,2026-01-01,"open\n4,1,2026-01-01,x\n')).toEqual({
      rows: [],
      problems: [csvQuoteProblem(2, 3)],
    });
    expect(parsePayrollCsv('employeeId,amount,date,description\n3,1,2026-01-01,"open').problems).toEqual([
      'Line 2: a quote is not closed properly, so nothing from this line was saved. Put a value with commas, quotes or line breaks in double quotes, and write each quote inside it twice ("").',
    ]);
  });
});
