import { firm } from '../../shared/firm';
import type { Mail } from '../data/mail';
import { escapeHtml, layout, oneLine } from './inquiry-mails';

/**
 * One shape for every portal e-mail (invitation, alerts, notifications): a greeting, paragraphs of
 * plain text (escaped into the HTML part), and optionally a link into the dashboards.
 */
export function noticeMail(input: {
  to: string;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  replyTo?: string;
}): Mail {
  const subject = oneLine(input.subject);
  const lines = [
    ...(input.greeting ? [input.greeting, ''] : []),
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.link ? [`${input.link.label}: ${input.link.href}`, ''] : []),
    firm.name,
  ];
  const html = layout(
    subject,
    [
      input.greeting ? `<p>${escapeHtml(input.greeting)}</p>` : '',
      ...input.paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
      input.link
        ? `<p><a href="${escapeHtml(input.link.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.link.label)}</a></p>`
        : '',
    ].join('\n'),
  );
  return { to: input.to, subject, html, text: lines.join('\n'), replyTo: input.replyTo ?? firm.email };
}

/**
 * The origin for links in e-mails: the caller's own when it is the firm's site or a loopback
 * address (the local stack), else the firm's. A forged Origin header cannot plant another host.
 */
export function siteOrigin(headers: Record<string, string | undefined> | undefined): string {
  const origin = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'origin')?.[1];
  if (!origin) return firm.siteUrl;
  const allowed = [firm.siteUrl, ...(process.env.SITE_ORIGINS ?? '').split(',').filter(Boolean)];
  return allowed.includes(origin) || /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(origin)
    ? origin
    : firm.siteUrl;
}
