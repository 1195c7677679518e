import { confirmationMail, escapeHtml, leadAlertMail } from '../../lambdas/domain/inquiry-mails';
import type { InquiryRecord } from '../../shared/domain';

const record: InquiryRecord = {
  id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
  full_name: 'Asha "A" <b>Rao</b>',
  email: 'asha@example.in',
  phone: '+919876543210',
  company: 'Rao & Sons',
  service: 'GST Registration',
  message: "<script>alert('x')</script>\nsecond line",
  honeypot: '',
  status: 'new',
  createdAt: '2026-11-21T10:00:00.000Z',
  emailStatus: 'pending',
  emailAttempts: 0,
};

describe('inquiry e-mails', () => {
  it('escapes every character that could open markup', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('confirms to the visitor with the service and the firm’s contacts, and none of the visitor’s text', () => {
    const mail = confirmationMail(record);
    expect(mail.to).toBe('asha@example.in');
    expect(mail.subject).toBe('We have received your inquiry about GST Registration');
    // A short first name at most: nothing else the visitor typed (markup included) is in it.
    expect(mail.html).toContain('Dear Asha,');
    expect(mail.html).not.toContain('Rao');
    expect(mail.text).toContain('Dear Asha,');
    expect(mail.text).not.toContain('Rao & Sons');
    expect(mail.text).toContain('enquiries@sahajtax.in');
    expect(mail.text).toContain('+91 98765 43210');
  });

  it('alerts the firm with every field, the message escaped, the reply going to the visitor', () => {
    const mail = leadAlertMail(record, 'alerts@sahajtax.in');
    expect(mail.to).toBe('alerts@sahajtax.in');
    expect(mail.replyTo).toBe('asha@example.in');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Phone: +919876543210');
    expect(mail.text).toContain(`Reference: ${record.id}`);
  });

  it('keeps subjects on one line whatever the service text holds', () => {
    const mail = confirmationMail({ ...record, service: 'GST\r\nBcc: victim@example.com' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
