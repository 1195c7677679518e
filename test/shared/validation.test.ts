import { inquirySchema } from '../../shared/inquiry';
import { leadQuerySchema } from '../../shared/leads';
import { profileSchema, requestQuerySchema } from '../../shared/portal';

/** shared/zod.ts: zod/mini with English messages, so a field without a message of ours is still explained. */
describe('validation messages', () => {
  it('explains a limit out of range in English, not "Invalid input"', () => {
    const result = leadQuerySchema.safeParse({ limit: '500' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['limit'],
      message: 'Too big: expected number to be <=200',
    });
  });

  it('refuses a fractional limit and a date that is not a date', () => {
    expect(leadQuerySchema.safeParse({ limit: '2.5' }).error?.issues[0]?.path).toEqual(['limit']);
    expect(requestQuerySchema.safeParse({ from: '2026-13-01' }).error?.issues[0]).toMatchObject({
      path: ['from'],
      message: 'use YYYY-MM-DD',
    });
  });

  it('puts the date-window rule on "from"', () => {
    const result = requestQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['from'], message: 'from is after to' });
    expect(requestQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
  });

  it('names the phone field when a number cannot be normalised, and normalises one that can', () => {
    const valid = { fullName: 'Asha', email: 'asha@example.in', phone: 'call me', company: 'Asha & Co' };
    expect(inquirySchema.safeParse(valid).error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'Invalid phone number: Please enter a valid phone number',
    });
    expect(inquirySchema.parse({ ...valid, phone: '098300 12345' }).phone).toBe('+919830012345');
    expect(
      profileSchema.safeParse({ full_name: 'A', phone: '12', company: '' }).error?.issues[0],
    ).toMatchObject({ path: ['phone'], message: 'Phone: enter a valid phone number' });
    expect(profileSchema.parse({ full_name: ' A ', phone: '', company: '' })).toEqual({
      full_name: 'A',
      phone: '',
      company: '',
    });
  });
});
