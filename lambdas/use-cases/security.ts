import type { StaffMember } from '../../shared/api-types';
import type { Caller, DashboardUser } from '../../shared/domain';
import { Refusal } from '../../shared/refusal';
import { hasTotp, signOutEverywhere, turnOffTotp } from '../data/accounts';
import { recordAudit } from '../data/audit';
import { getDashboardUser, recordSecurity } from '../data/users';
import { actorOf, type Actor } from '../domain/actor';
import { firstSecondAfter, reach } from '../domain/security';
import { NO_STAFF_MEMBER, staffMember } from './account';

/**
 * An account's security: its second factor (an authenticator app, which Cognito holds) and its
 * sessions, ended in Cognito and refused by the API from the moment recorded on the profile.
 */

/**
 * Ends every session of the account: its refresh tokens revoked in Cognito, and its access tokens
 * (which API Gateway's authorizer would accept until they expire) refused by the API, which
 * compares their issue time with the one recorded here.
 */
export async function endSessions(
  account: DashboardUser,
  actor: Actor = actorOf(account),
  now = new Date(),
): Promise<number> {
  const after = firstSecondAfter(now);
  // Refresh tokens first: if that fails, nothing is recorded and the caller can try again.
  await signOutEverywhere(account.email);
  await recordSecurity(account.sub, { sessionsValidAfter: after });
  await recordAudit({ subject: account.sub, action: 'sessions.ended', actor }, now);
  await reach(after);
  return after;
}

/**
 * The caller set up an authenticator app with Cognito and says so: recorded only once Cognito
 * confirms it, and every session that began without it ends (the admin signs in again, with a
 * code, to reach the admin dashboard).
 */
export async function confirmEnrolment(account: DashboardUser, now = new Date()): Promise<DashboardUser> {
  if (!(await hasTotp(account.email))) {
    throw new Refusal(
      'conflict',
      'Two-factor sign-in is not set up yet: confirm a code from your authenticator app first.',
    );
  }
  // The earlier sessions' refresh tokens go first, so that none of them can mint a token that
  // would count as signed in after the enrolment.
  await signOutEverywhere(account.email);
  const after = firstSecondAfter(now);
  const profile = await recordSecurity(account.sub, {
    enrolledAt: now.toISOString(),
    sessionsValidAfter: after,
  });
  await recordAudit({ subject: account.sub, action: 'mfa.enrolled', actor: actorOf(account) }, now);
  await reach(after);
  return profile ?? account;
}

/** Turns the account's second factor off: by its owner (clients only) or by a partner. */
export async function removeSecondFactor(
  account: DashboardUser,
  actor: Actor,
  now = new Date(),
): Promise<DashboardUser> {
  // Each step can be repeated safely: a reset that failed half-way is simply asked again.
  await turnOffTotp(account.email);
  const reset = actor.sub !== account.sub;
  // A reset by someone else also ends the account's sessions: whoever holds the lost device's
  // session is out.
  if (reset) await signOutEverywhere(account.email);
  const after = reset ? firstSecondAfter(now) : undefined;
  const profile = await recordSecurity(account.sub, {
    enrolledAt: null,
    ...(after !== undefined ? { sessionsValidAfter: after } : {}),
  });
  await recordAudit({ subject: account.sub, action: reset ? 'mfa.reset' : 'mfa.removed', actor }, now);
  if (after !== undefined) await reach(after);
  return profile ?? account;
}

/** A client turns its second factor off. Staff keep theirs: a lost device is reset by a partner. */
export async function removeOwnSecondFactor(caller: Caller): Promise<DashboardUser> {
  if (caller.role === 'admin') {
    throw new Refusal(
      'conflict',
      'Staff accounts keep two-factor sign-in. If you lost your device, a partner of the firm can reset it.',
    );
  }
  return removeSecondFactor(caller.profile, actorOf(caller.profile));
}

/**
 * A colleague lost their authenticator: their second factor is turned off and their sessions end;
 * at their next sign-in they set up a new one. Nobody resets their own.
 */
export async function resetStaffSecondFactor(caller: Caller, sub: string): Promise<StaffMember> {
  if (sub === caller.sub) {
    throw new Refusal('conflict', 'You cannot reset your own second factor: ask another partner.');
  }
  const member = await getDashboardUser(sub);
  if (!member || member.role !== 'admin') throw new Refusal('not-found', NO_STAFF_MEMBER);
  return staffMember(await removeSecondFactor(member, actorOf(caller.profile)));
}
