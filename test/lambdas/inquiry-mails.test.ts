import { mailboxOf } from '../../lambdas/data/recipients';
import {
  confirmationMail,
  escapeHtml,
  greetingName,
  leadAlertMail,
  oneLine,
} from '../../lambdas/domain/inquiry-mails';
import { INQUIRY_TAGS, isOfferedInquiryService } from '../../shared/inquiry-services';
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

  it('says what happens next and gives a reference short enough to read out', () => {
    const mail = confirmationMail(record);
    expect(mail.text).toContain('What happens next:\n1. An expert calls or writes to you');
    expect(mail.text).toContain('Your reference: 5B0B7B8E (quote it when you call or write).');
    expect(mail.html).toContain('<strong>5B0B7B8E</strong>');
    expect(mail.text).not.toContain(record.id);
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

describe('the public form cannot mail a stranger words of its sender’s choosing', () => {
  it('names the service only when it is one the site offers; free text never reaches the Subject', () => {
    expect(confirmationMail(record).subject).toBe('We have received your inquiry about GST Registration');
    const spam = confirmationMail({ ...record, service: 'Claim your prize at https://evil.example now' });
    expect(spam.subject).toBe('We have received your inquiry');
    expect(spam.text).not.toContain('evil');
    expect(spam.html).not.toContain('evil');
  });

  it('carries no company, message or link the visitor typed, and greets by a short first name at most', () => {
    const mail = confirmationMail({
      ...record,
      full_name: 'www.evil.example/win Rao',
      company: 'Visit https://evil.example',
      message: 'Your account is locked: https://evil.example',
    });
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/evil|locked|Visit/);
    }
    expect(mail.text.startsWith('Hello,')).toBe(true);
    expect(confirmationMail(record).text.startsWith('Dear Asha,')).toBe(true);
    expect(greetingName('अनन्या शर्मा')).toBe('अनन्या');
    expect(greetingName("O'Neil-Smith")).toBe("O'Neil-Smith");
    for (const name of ['evil.com', 'a@b.in', 'x'.repeat(31), 'http://x', '1234']) {
      expect(greetingName(name)).toBeUndefined();
    }
  });

  it('offers the site’s own services, plans and dialog tags, and nothing else', () => {
    for (const service of ['GST', 'GST Registration', 'Trademark Registration', ...INQUIRY_TAGS]) {
      expect(isOfferedInquiryService(service)).toBe(true);
    }
    expect(isOfferedInquiryService('Free money')).toBe(false);
  });

  it('counts one allowance per mailbox: tags, case and Gmail’s dots reach one inbox', () => {
    expect(mailboxOf('User+1@Example.com')).toBe('user@example.com');
    expect(mailboxOf('user+2@example.com')).toBe('user@example.com');
    expect(mailboxOf('f.i.r.s.t+x@googlemail.com')).toBe('first@gmail.com');
    expect(mailboxOf('first.last@example.in')).toBe('first.last@example.in');
  });

  it('keeps subjects on one line: Unicode line separators and reordering marks too', () => {
    expect(oneLine('Asha\u2028Bcc: x\u2029y\u202Ez')).toBe('Asha Bcc: x yz');
    // Joiners that Indic scripts need are kept.
    expect(oneLine('क्\u200Dष')).toBe('क्\u200Dष');
  });
});
