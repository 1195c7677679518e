import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { firm } from '../../shared/firm';
import { noticeMail, siteOrigin } from '../domain/portal-mails';
import { createClientAccount, temporaryPassword } from './accounts';
import { notify } from './notifications';
import { createProfile } from './users';

export type InvitedClient = {
  sub: string;
  email: string;
  role: 'client';
  full_name: string;
  phone: string;
  company: string;
  is_active: boolean;
};

/**
 * Makes a client's portal account: the Cognito user (client group, temporary password), then the
 * profile, then the invitation as the client's first notification, whose mail the mailer sends
 * and then drops (with its one-time password) from the table. Undefined when an account with the
 * e-mail already exists. `extra` is kept on the profile (e.g. the lead it came from).
 */
export async function inviteClientAccount(
  input: { email: string; full_name: string; phone?: string; company?: string },
  event: APIGatewayProxyEventV2,
  extra: Record<string, string> = {},
): Promise<(InvitedClient & Record<string, string | boolean>) | undefined> {
  const password = temporaryPassword();
  const sub = await createClientAccount(input.email, password);
  if (!sub) return undefined;
  const profile: InvitedClient = {
    sub,
    email: input.email,
    role: 'client',
    full_name: input.full_name,
    phone: input.phone ?? '',
    company: input.company ?? '',
    is_active: true,
  };
  const stored = { ...profile, ...extra };
  await createProfile({ ...stored, invitedAt: new Date().toISOString() });
  await notify(sub, {
    kind: 'account',
    title: `Welcome to ${firm.name}`,
    body: 'Your client portal is ready: file requests, follow their status and message our team.',
    link: '/client-dashboard/new-request',
    mail: noticeMail({
      to: input.email,
      subject: `Your ${firm.name} client portal`,
      greeting: `Dear ${input.full_name},`,
      paragraphs: [
        `${firm.name} has opened a client portal for you: file service requests, follow their status and message our team.`,
        `Sign in with your e-mail address (${input.email}) and this temporary password: ${password}`,
        'You will choose your own password at the first sign-in. The temporary password expires in 7 days.',
      ],
      link: { href: `${siteOrigin(event.headers)}/dashboard-login`, label: 'Sign in' },
    }),
  });
  return stored;
}
