import type { StaffMember } from '../../shared/api-types';
import type { Caller } from '../../shared/domain';
import { firm } from '../../shared/firm';
import { pagePaths } from '../../shared/page-paths';
import { Refusal } from '../../shared/refusal';
import { staffRoleLabels, staffRoleOf, type StaffRole } from '../../shared/staff-schemas';
import { notify } from '../data/notifications';
import { createProfile, getDashboardUser, listAdmins, updateProfile } from '../data/users';
import { invitationMail } from '../domain/portal-mails';
import { firstSecondAfter, reach } from '../domain/security';
import { NO_STAFF_MEMBER, staffMember } from './account';

/**
 * The firm's staff accounts as a partner manages them: colleagues invited with a role, and
 * deactivated or given another role. The firm is never left without an active partner, so nobody
 * can lock it out of its own staff and settings.
 */

const cognitoAccounts = () => import('../data/accounts');

/**
 * A colleague invited: an account in the admin group with a temporary password, a profile with
 * the role, and the invitation e-mail. At the first sign-in they choose a password and set up
 * two-factor sign-in, as every staff account must. 409 when the e-mail has an account already.
 */
export async function inviteStaff(
  input: { email: string; full_name: string; staffRole: StaffRole },
  origin: string,
): Promise<StaffMember> {
  const { createAccount, temporaryPassword } = await cognitoAccounts();
  const password = temporaryPassword();
  const sub = await createAccount(input.email, password, 'admin');
  if (!sub) throw new Refusal('conflict', `An account with the e-mail ${input.email} already exists.`);
  const profile = {
    sub,
    email: input.email,
    role: 'admin' as const,
    staffRole: input.staffRole,
    full_name: input.full_name,
    phone: '',
    company: firm.name,
    is_active: true,
  };
  await createProfile({ ...profile, invitedAt: new Date().toISOString() });
  await notify(sub, {
    kind: 'account',
    title: `Welcome to ${firm.name}'s dashboard`,
    body: 'Sign in, choose your password and set up two-factor sign-in with an authenticator app.',
    link: pagePaths.admin.home,
    mail: invitationMail({
      to: input.email,
      name: input.full_name,
      subject: `Your ${firm.name} staff account`,
      opening: `You have been given a ${staffRoleLabels[input.staffRole].toLowerCase()} account on ${firm.name}'s dashboard.`,
      password,
      firstSignIn:
        'You will choose your own password at the first sign-in, then set up two-factor sign-in with an authenticator app on your phone. The temporary password expires in 7 days.',
      origin,
    }),
  });
  return staffMember(profile);
}

const isActivePartner = (u: { is_active: boolean; staffRole?: StaffRole }) =>
  u.is_active && staffRoleOf(u) === 'partner';

/**
 * Why a change to a staff account is refused, if it is: a partner cannot deactivate or demote
 * themselves (another partner must), and the last active partner can be neither deactivated nor
 * demoted, so the firm always has someone who can manage its staff and reset a lost second factor.
 */
export function staffChangeRefusal(
  member: { sub: string; is_active: boolean; staffRole?: StaffRole },
  change: { is_active?: boolean; staffRole?: StaffRole },
  callerSub: string,
  activePartners: number,
): string | undefined {
  const losesPartner =
    isActivePartner(member) && (change.is_active === false || change.staffRole === 'staff');
  if (!losesPartner) return undefined;
  if (member.sub === callerSub)
    return 'You cannot deactivate yourself or give up your own partner role: ask another partner.';
  if (activePartners <= 1)
    return 'The firm needs at least one active partner: make another colleague a partner first.';
  return undefined;
}

/**
 * A colleague deactivated (their sign-in off and their sessions ended at once) or reactivated, or
 * given another role; refused with 409 as `staffChangeRefusal` says, nothing changed.
 */
export async function updateStaff(
  caller: Caller,
  sub: string,
  change: { is_active?: boolean; staffRole?: StaffRole },
): Promise<StaffMember> {
  const member = await getDashboardUser(sub);
  if (!member || member.role !== 'admin') throw new Refusal('not-found', NO_STAFF_MEMBER);
  const activePartners = (await listAdmins()).filter(isActivePartner).length;
  const refused = staffChangeRefusal(member, change, caller.sub, activePartners);
  if (refused) throw new Refusal('conflict', refused);
  // A deactivation ends the account's sessions, as "sign out everywhere" does, so a reactivation
  // does not bring back the tokens issued before it.
  const ended = change.is_active === false ? firstSecondAfter(new Date()) : undefined;
  const updated = await updateProfile(sub, {
    is_active: change.is_active,
    staffRole: change.staffRole,
    ...(ended ? { sessions_valid_after: ended } : {}),
  });
  if (!updated) throw new Refusal('not-found', NO_STAFF_MEMBER);
  if (change.is_active !== undefined)
    await (await cognitoAccounts()).setAccountEnabled(updated.email, change.is_active);
  if (ended) await reach(ended);
  return staffMember(updated);
}
