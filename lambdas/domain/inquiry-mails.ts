import type { InquiryRecord } from '../../shared/domain';
import { firm } from '../../shared/firm';
import { isOfferedInquiryService } from '../../shared/inquiry-services';
import { businessHours } from '../../shared/site-content';
import type { Mail } from '../../shared/mail';
import { shortReference } from '../../shared/record-id';

/** Everything a visitor typed goes through this before it meets HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Subjects are one line: no header tricks with line breaks, Unicode's line and paragraph
 * separators included, nor control characters or the invisible marks that reorder text. (The
 * joiners Indic scripts and emoji use are kept.)
 */
export const oneLine = (value: string) =>
  value
    .replace(/[\r\n\t\u2028\u2029\u0085]+/gu, ' ')
    .replace(/[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu, '')
    .trim();

export const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p style="font-size:18px;font-weight:bold;color:#1e3a8a;margin:0 0 16px">${escapeHtml(firm.name)}</p>
${body}
</td></tr></table></body></html>`;

const contactLines = () => [
  `Phone: ${firm.phones.join(' / ')}`,
  `Email: ${firm.email}`,
  `Hours: ${businessHours.map((h) => `${h.days} ${h.hours}`).join('; ')}`,
  firm.address,
];

/**
 * The name a confirmation greets the visitor by: the first word of the name they typed, when it
 * is a short word of letters (any script), apostrophes or hyphens. Anything else (a link, an
 * address, a sentence) is left out, and the mail says "Hello". A form anyone can fill must not let
 * them put words of their choosing in a mail from the firm to an address of their choosing.
 */
export function greetingName(fullName: string): string | undefined {
  const first = fullName.trim().split(/\s+/u)[0] ?? '';
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u.test(first) ? first : undefined;
}

/** What the visitor can expect after writing to the firm. */
const NEXT_STEPS = [
  'An expert calls or writes to you to understand what you need.',
  'We send you a fixed quote (plus GST) and the list of documents we need.',
  'Once you agree, we start, and you follow the work in your client portal.',
];

/**
 * The visitor's confirmation: the service when it is one the site offers, when the firm will
 * answer, how to reach it sooner, and the inquiry's reference. Nothing else the visitor typed is
 * in it (a short first name at most), so it carries no stranger's message, and its Subject no
 * free text at all.
 */
export function confirmationMail(inquiry: InquiryRecord): Mail {
  const service = isOfferedInquiryService(inquiry.service) ? inquiry.service : undefined;
  const about = service ? `your inquiry about ${service}` : 'your inquiry';
  const subject = `We have received ${about}`;
  const name = greetingName(inquiry.full_name);
  const greeting = name ? `Dear ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Thank you for contacting ${firm.name}: we have received ${about}.`,
    'One of our experts will get in touch within 24 hours (working days).',
    '',
    ...NEXT_STEPS.flatMap((step, i) =>
      i === 0 ? ['', 'What happens next:', `1. ${step}`] : [`${i + 1}. ${step}`],
    ),
    '',
    'If you need us sooner:',
    ...contactLines(),
    '',
    `Your reference: ${shortReference(inquiry.id)} (quote it when you call or write).`,
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>Thank you for contacting ${escapeHtml(firm.name)}: we have received ${
      service ? `your inquiry about <strong>${escapeHtml(service)}</strong>` : 'your inquiry'
    }. One of our experts will get in touch within 24 hours (working days).</p>
<p>What happens next:</p>
<ol>${NEXT_STEPS.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>
<p>If you need us sooner:</p>
<ul>${contactLines()
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul>
<p>Your reference: <strong>${escapeHtml(shortReference(inquiry.id))}</strong> (quote it when you call or write).</p>`,
  );
  return { to: inquiry.email, subject, html, text, replyTo: firm.email };
}

/** The firm's new-lead alert: every field, as text. */
export function leadAlertMail(inquiry: InquiryRecord, to: string): Mail {
  const rows: [string, string][] = [
    ['Name', inquiry.full_name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone],
    ['Company', inquiry.company],
    ...(inquiry.gstin ? [['GSTIN', inquiry.gstin] as [string, string]] : []),
    ['Service', inquiry.service],
    ['Message', inquiry.message || '(none)'],
    ['Received', inquiry.createdAt],
    ['Reference', inquiry.id],
  ];
  const subject = oneLine(`New website inquiry: ${inquiry.service} from ${inquiry.full_name}`);
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = layout(
    subject,
    `<p>A new inquiry arrived through the website. It is in the admin dashboard's lead list.</p>
<table role="presentation" style="border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${k}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`,
  );
  return { to, subject, html, text, replyTo: inquiry.email };
}
