import { newRequest } from '../../lambdas/data/requests';
import { leadAlertMail } from '../../lambdas/domain/inquiry-mails';
import type { DashboardUser, InquiryRecord } from '../../shared/domain';

/** The optional GSTIN and PAN, as the request record and the firm's lead alert carry them. */
const client: DashboardUser = {
  sub: 'client-1',
  email: 'asha@example.in',
  role: 'client',
  full_name: 'Asha Rao',
  phone: '',
  company: 'Rao & Sons',
  is_active: true,
};
const filed = {
  id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
  service: 'gst-registration',
  description: 'Register GST.',
};

describe('a filed request', () => {
  it('keeps the GSTIN and PAN given with it', () => {
    const request = newRequest(client, { ...filed, gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' });
    expect(request).toMatchObject({ gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', status: 'pending' });
  });

  it('has no such attributes when none was given', () => {
    const request = newRequest(client, { ...filed, gstin: undefined });
    expect(Object.keys(request)).not.toEqual(expect.arrayContaining(['gstin']));
    expect(Object.keys(request)).not.toEqual(expect.arrayContaining(['pan']));
  });
});

describe('the firm’s lead alert', () => {
  const record: InquiryRecord = {
    id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
    full_name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+919876543210',
    company: 'Rao & Sons',
    service: 'GST Registration',
    message: '',
    honeypot: '',
    status: 'new',
    createdAt: '2026-11-21T10:00:00.000Z',
    emailStatus: 'pending',
    emailAttempts: 0,
  };

  it('lists the GSTIN after the company when the visitor gave one, and no GSTIN line otherwise', () => {
    const mail = leadAlertMail({ ...record, gstin: '27AAPFU0939F1ZV' }, 'alerts@sahajtax.in');
    expect(mail.text).toContain('Company: Rao & Sons\nGSTIN: 27AAPFU0939F1ZV\nService: GST Registration');
    expect(mail.html).toContain('27AAPFU0939F1ZV');
    expect(leadAlertMail(record, 'alerts@sahajtax.in').text).not.toContain('GSTIN');
  });
});
