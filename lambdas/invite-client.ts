import type { ApiResponse } from '../shared/api-types';
import { firm } from '../shared/firm';
import { inviteSchema, MAX_PORTAL_BODY_BYTES } from '../shared/portal';
import { createHandler } from './core/handler';
import { HttpError, json, readJsonObject, validationError } from './core/http';
import { createClientAccount, temporaryPassword } from './data/accounts';
import { notify } from './data/notifications';
import { createProfile, getDashboardUser } from './data/users';
import { noticeMail, siteOrigin } from './domain/portal-mails';

/**
 * POST /api/clients: invites a client. Creates the Cognito user (client group, temporary
 * password), then the profile, then queues the invitation e-mail; the first sign-in sets a password.
 */
export const handler = createHandler(
  'inviteClient',
  async ({ event }) => {
    const parsed = inviteSchema.safeParse(readJsonObject(event, MAX_PORTAL_BODY_BYTES));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const input = parsed.data;
    const password = temporaryPassword();
    const sub = await createClientAccount(input.email, password);
    if (!sub) throw new HttpError(409, `An account with the e-mail ${input.email} already exists.`);
    const profile = {
      sub,
      email: input.email,
      role: 'client' as const,
      full_name: input.full_name,
      phone: input.phone,
      company: input.company,
      is_active: true,
    };
    await createProfile({ ...profile, invitedAt: new Date().toISOString() });
    // The invitation is the client's first notification; the mailer sends it and then drops the
    // mail (with its one-time password) from the table.
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
    return json(201, { client: profile } satisfies ApiResponse<'inviteClient'>);
  },
  getDashboardUser,
);
