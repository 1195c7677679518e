import { inquirySchema } from '../../shared/inquiry';
import { leadQuerySchema } from '../../shared/leads';
import { newRequestSchema, profileSchema, requestQuerySchema } from '../../shared/portal';

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

describe('a new request’s optional GSTIN and PAN', () => {
  const request = {
    id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
    service: 'gst-registration',
    description: 'Register GST for our new shop.',
  };
  // python-stdnum's example GSTIN, with its published check character, and the PAN inside it.
  const gstin = '27AAPFU0939F1ZV';
  const pan = 'AAPFU0939F';

  it('takes them as absent when left out or empty', () => {
    for (const ids of [{}, { gstin: '', pan: '' }, { gstin: '  ', pan: ' ' }]) {
      const data = newRequestSchema.parse({ ...request, ...ids });
      expect([data.gstin, data.pan]).toEqual([undefined, undefined]);
    }
  });

  it('accepts valid ones, trimmed and upper-cased, alone or together', () => {
    expect(newRequestSchema.parse({ ...request, gstin: ` ${gstin.toLowerCase()} `, pan: '' })).toMatchObject({
      gstin,
    });
    expect(newRequestSchema.parse({ ...request, pan: ' aapfu0939f' }).pan).toBe(pan);
    expect(newRequestSchema.parse({ ...request, gstin, pan: pan.toLowerCase() })).toMatchObject({
      gstin,
      pan,
    });
  });

  it('refuses an altered check character, an unknown state code or a bad PAN with the check’s sentence', () => {
    expect(newRequestSchema.safeParse({ ...request, gstin: '27AAPFU0939F1ZW' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['gstin'],
        message: 'The check character should be V, not W: a character was probably mistyped.',
      }),
    ]);
    expect(
      newRequestSchema.safeParse({ ...request, gstin: '45AAPFU0939F1ZV' }).error?.issues[0],
    ).toMatchObject({
      path: ['gstin'],
      message: 'A GSTIN starts with the code of its state, and 45 is not a GST state code.',
    });
    expect(newRequestSchema.safeParse({ ...request, pan: 'AAPFU093' }).error?.issues[0]).toMatchObject({
      path: ['pan'],
      message: 'A PAN has 10 characters, and this one has 8.',
    });
  });

  it('refuses a PAN that is not the one inside the GSTIN, at the PAN', () => {
    expect(newRequestSchema.safeParse({ ...request, gstin, pan: 'AAPFU0939G' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['pan'],
        message:
          'The GSTIN and the PAN do not match: characters 3 to 12 of the GSTIN give the PAN AAPFU0939F, not AAPFU0939G.',
      }),
    ]);
  });
});

describe('one-line names', () => {
  it('refuse a NUL byte or a line separator in a webhook endpoint’s name, naming the field', async () => {
    const { webhookCreateSchema } = await import('../../shared/webhooks');
    for (const name of ['Meta\u0000ads', 'Meta\u2028ads', 'Meta\nads']) {
      const result = webhookCreateSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['name']);
    }
    expect(webhookCreateSchema.safeParse({ name: 'Meta ads (Diwali)' }).success).toBe(true);
  });

  it('refuse Unicode line separators in a one-line field', async () => {
    const { CONTROL } = await import('../../shared/text-checks');
    expect(CONTROL.test('Asha\u2028Rao')).toBe(true);
    expect(CONTROL.test('Asha\u2029Rao')).toBe(true);
    expect(CONTROL.test('आशा राव')).toBe(false);
  });
});
