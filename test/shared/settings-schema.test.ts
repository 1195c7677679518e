import { settingsSchema } from '../../shared/portal';

const base = {
  leadAlertTo: 'enquiries@sahajtax.in',
  requestAlertTo: 'enquiries@sahajtax.in',
  contactEmail: 'enquiries@sahajtax.in',
  contactPhone: '+91 98765 43210',
};
const problems = (body: object) => {
  const parsed = settingsSchema.safeParse({ ...base, ...body });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the settings’ response target and holidays', () => {
  it('may be left out (the stored ones stay)', () => {
    const parsed = settingsSchema.parse(base);
    expect(parsed.holidays).toBeUndefined();
    expect(parsed.responseTargetHours).toBeUndefined();
  });

  it('keeps holidays without repeats, earliest first', () => {
    const parsed = settingsSchema.parse({
      ...base,
      holidays: ['2026-12-25', '2026-10-20', '2026-12-25'],
      responseTargetHours: 8,
    });
    expect(parsed.holidays).toEqual(['2026-10-20', '2026-12-25']);
    expect(parsed.responseTargetHours).toBe(8);
  });

  it('refuses what is not a date, or too many dates, naming the field', () => {
    expect(problems({ holidays: ['2026-02-30'] })).toEqual([
      'holidays.0: Holidays: write each date as YYYY-MM-DD, a real date',
    ]);
    expect(problems({ holidays: ['25/12/2026'] })).toHaveLength(1);
    expect(problems({ holidays: '2026-12-25' })).toEqual(['holidays: Holidays: a list of dates']);
    const many = Array.from({ length: 61 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(problems({ holidays: many })).toEqual(['holidays: Holidays: at most 60 dates']);
  });

  it('takes a target of 1 to 40 whole business hours', () => {
    expect(problems({ responseTargetHours: 1 })).toEqual([]);
    expect(problems({ responseTargetHours: 40 })).toEqual([]);
    expect(problems({ responseTargetHours: 0 })).toEqual([
      'responseTargetHours: Response target: at least 1 business hour',
    ]);
    expect(problems({ responseTargetHours: 41 })).toEqual([
      'responseTargetHours: Response target: at most 40 business hours',
    ]);
    expect(problems({ responseTargetHours: 2.5 })).toEqual([
      'responseTargetHours: Response target: whole hours',
    ]);
    expect(problems({ responseTargetHours: '4' })).toEqual([
      'responseTargetHours: Response target: a number of business hours',
    ]);
  });
});
