import type { ComplianceProfile } from '../../shared/compliance/obligations';
import type { DashboardUser } from '../../shared/domain';
import { firm } from '../../shared/firm';
import { Refusal, validationError } from '../../shared/refusal';
import { pagePaths } from '../../shared/page-paths';
import { notify } from '../data/notifications';
import {
  createProfile,
  getDashboardUser,
  InvalidClientCursorError,
  listClients as clientPage,
  staffContact,
  updateProfile,
} from '../data/users';
import { complianceProfileOf } from '../domain/compliance-profile';
import { invitationMail } from '../domain/portal-mails';
import { firstSecondAfter, reach } from '../domain/security';

/**
 * The firm's clients: their invitation, their list, their account and their obligations. The
 * Cognito client (data/accounts.ts) is loaded by the two that need it, when first needed: the
 * client list and the obligations' routes, and the leads' (which convert a lead through this
 * module), start without it.
 */
const cognitoAccounts = () => import('../data/accounts');

export const NO_CLIENT = 'No client with this id.';

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
 * and then drops (with its one-time password) from the table. Refused (409) when an account with
 * the e-mail already exists. `extra` is kept on the profile (e.g. the lead it came from); `origin`
 * is the site the invitation's link goes to.
 */
export async function inviteClient(
  input: { email: string; full_name: string; phone?: string; company?: string },
  origin: string,
  extra: Record<string, string> = {},
): Promise<InvitedClient & Record<string, string | boolean>> {
  const { createClientAccount, temporaryPassword } = await cognitoAccounts();
  const password = temporaryPassword();
  const sub = await createClientAccount(input.email, password);
  if (!sub) throw new Refusal('conflict', `An account with the e-mail ${input.email} already exists.`);
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
    link: pagePaths.client.newRequest,
    mail: invitationMail({
      to: input.email,
      name: input.full_name,
      subject: `Your ${firm.name} client portal`,
      opening: `${firm.name} has opened a client portal for you: file service requests, follow their status and message our team.`,
      password,
      firstSignIn:
        'You will choose your own password at the first sign-in. The temporary password expires in 7 days.',
      origin,
    }),
  });
  return stored;
}

/** A page of client profiles by name, and the next page's cursor. */
export async function listClients(page: { limit: number; cursor?: string }) {
  try {
    return await clientPage(page);
  } catch (error) {
    if (error instanceof InvalidClientCursorError) throw new Refusal('invalid', `cursor: ${error.message}`);
    throw error;
  }
}

/** The client profile `sub` names; 404 for any other (no such account, or staff). */
export async function clientOf(sub: string): Promise<DashboardUser> {
  const client = await getDashboardUser(sub);
  if (!client || client.role !== 'client') throw new Refusal('not-found', NO_CLIENT);
  return client;
}

/**
 * Deactivates or reactivates a client, or sets its advisor (an active staff member, or none). The
 * profile flag makes the API refuse the client at once (even with a valid token); disabling the
 * Cognito user refuses its sign-in.
 */
export async function updateClient(
  sub: string,
  change: { is_active?: boolean; advisorSub?: string | null },
): Promise<DashboardUser> {
  await clientOf(sub);
  const { is_active, advisorSub } = change;
  if (advisorSub && !(await staffContact(advisorSub))) {
    throw validationError([{ path: ['advisorSub'], message: 'not an active staff member' }]);
  }
  // A deactivation ends the client's sessions as "sign out everywhere" does, so a reactivation
  // does not bring back the access tokens issued before it.
  const ended = is_active === false ? firstSecondAfter(new Date()) : undefined;
  const client = await updateProfile(sub, {
    is_active,
    advisorSub,
    ...(ended ? { sessions_valid_after: ended } : {}),
  });
  if (!client) throw new Refusal('not-found', NO_CLIENT);
  if (is_active !== undefined) await (await cognitoAccounts()).setAccountEnabled(client.email, is_active);
  if (ended) await reach(ended);
  return client;
}

/**
 * Records a client's obligations, GSTIN and reminder lead time, whoever sets them (the client on
 * its profile, or the firm on the client's page), with who set them and when.
 */
export async function saveCompliance(
  client: DashboardUser,
  input: Pick<ComplianceProfile, 'obligations' | 'gstin' | 'reminderDays'>,
  by: DashboardUser,
): Promise<DashboardUser> {
  const profile = await updateProfile(client.sub, { compliance: complianceProfileOf(input, by) });
  if (!profile) throw new Refusal('not-found', NO_CLIENT);
  return profile;
}
