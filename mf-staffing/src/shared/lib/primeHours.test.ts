import { wallClockIn } from '@tutoring/domain';
import { primeHourBands } from './primeHours';

describe('primeHourBands', () => {
  it('STF-33: a Los Angeles viewer sees the server hour as it is', () => {
    expect(primeHourBands([{ date: '2026-11-26', hour: 15, duration: 180 }], 'America/Los_Angeles')).toEqual([
      {
        id: '2026-11-26',
        title: 'Prime hours 3pm–6pm',
        start: '2026-11-26T23:00:00.000Z',
        end: '2026-11-27T02:00:00.000Z',
      },
    ]);
  });

  it('STF-33: the hour is on the Los Angeles clock, so a viewer elsewhere sees it at their own time', () => {
    // Thursday 3pm in Los Angeles is Thursday 6pm in New York, and Thursday 11pm in London.
    const [ny] = primeHourBands([{ date: '2026-11-26', hour: 15, duration: 180 }], 'America/New_York');
    expect(ny!.title).toBe('Prime hours 6pm–9pm');
    expect(wallClockIn(ny!.start, 'America/New_York')).toMatchObject({ date: '2026-11-26', hour: 18 });
    const [london] = primeHourBands([{ date: '2026-11-26', hour: 15, duration: 60 }], 'Europe/London');
    expect(london!.title).toBe('Prime hours 11pm–12am');
  });

  it('STF-33: Wednesday evening in Los Angeles is the small hours of Thursday in UTC, not of Wednesday', () => {
    const [band] = primeHourBands([{ date: '2026-11-25', hour: 18, duration: 60 }], 'UTC');
    expect(band!.title).toBe('Prime hours 2am–3am');
    expect(wallClockIn(band!.start, 'UTC')).toMatchObject({ date: '2026-11-26', hour: 2 });
  });

  it('STF-33: follows daylight saving time and half-hour zones; skips a day without a duration', () => {
    // 2026-03-08: Los Angeles is on PDT (UTC-7) from 2am.
    expect(primeHourBands([{ date: '2026-03-08', hour: 15, duration: 60 }], 'UTC')[0]!.title).toBe(
      'Prime hours 10pm–11pm',
    );
    expect(primeHourBands([{ date: '2026-11-26', hour: 15, duration: 60 }], 'Asia/Kolkata')[0]!.title).toBe(
      'Prime hours 4:30am–5:30am',
    );
    expect(primeHourBands([{ date: '2026-11-26', hour: 15, duration: 0 }], 'UTC')).toEqual([]);
  });
});
