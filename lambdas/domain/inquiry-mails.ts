import type { InquiryRecord } from '../../shared/domain';
import { firm } from '../../shared/firm';
import { businessHours } from '../../shared/site-content';
import type { Mail } from '../data/mail';

/** Everything a visitor typed goes through this before it meets HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subjects are one line: no header tricks with newlines. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

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
 * The visitor's confirmation: by name, for the service and company the form named, with when the
 * firm will answer, how to reach it sooner, and the inquiry's reference.
 */
export function confirmationMail(inquiry: InquiryRecord): Mail {
  const subject = oneLine(`We have received your inquiry about ${inquiry.service}`);
  const text = [
    `Dear ${inquiry.full_name},`,
    '',
    `Thank you for contacting ${firm.name} about ${inquiry.service} for ${inquiry.company}.`,
    'One of our experts will get in touch within 24 hours (working days).',
    '',
    'If you need us sooner:',
    ...contactLines(),
    '',
    `Reference: ${inquiry.id}`,
  ].join('\n');
  const html = layout(
    subject,
    `<p>Dear ${escapeHtml(inquiry.full_name)},</p>
<p>Thank you for contacting ${escapeHtml(firm.name)} about <strong>${escapeHtml(inquiry.service)}</strong>
for ${escapeHtml(inquiry.company)}. One of our experts will get in touch within 24 hours (working days).</p>
<p>If you need us sooner:</p>
<ul>${contactLines()
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul>
<p style="color:#475569;font-size:12px">Reference: ${escapeHtml(inquiry.id)}</p>`,
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
