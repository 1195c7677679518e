import { firm } from '../../shared/firm';
import type { Mail } from '../../shared/mail';
import { escapeHtml, layout, oneLine } from './inquiry-mails';
import { pagePaths } from '../../shared/page-paths';

/** A day as the firm's mails write it: 31 December 2026 (with `weekday`: Thursday, 31 December 2026). */
export const longDate = (iso: string, weekday = false) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    ...(weekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
 * An invitation to an account made with a temporary password: what the account is, how to sign
 * in (the e-mail address and the password), and what the first sign-in asks for.
 */
export function invitationMail(input: {
  to: string;
  name: string;
  subject: string;
  /** What the account is, in one sentence. */
  opening: string;
  password: string;
  /** What the first sign-in asks for, the password's expiry included. */
  firstSignIn: string;
  origin: string;
}) {
  return noticeMail({
    to: input.to,
    subject: input.subject,
    greeting: `Dear ${input.name},`,
    paragraphs: [
      input.opening,
      `Sign in with your e-mail address (${input.to}) and this temporary password: ${input.password}`,
      input.firstSignIn,
    ],
    link: { href: `${input.origin}${pagePaths.login}`, label: 'Sign in' },
  });
}
