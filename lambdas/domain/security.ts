import type { AuditEvent, DashboardUser } from '../../shared/domain';
import { HttpError } from '../core/http';
import { hasTotp, signOutEverywhere, turnOffTotp } from '../data/accounts';
import { recordAudit } from '../data/audit';
import { recordSecurity } from '../data/users';

type Actor = AuditEvent['actor'];
const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Ends every session of the account: its refresh tokens revoked in Cognito, and its access tokens
 * (which API Gateway's authorizer would accept until they expire) refused by the API, which
 * compares their issue time with the one recorded here.
 */
export async function endSessions(account: DashboardUser, actor: Actor, now = new Date()): Promise<number> {
  const after = nowSeconds(now);
  await recordSecurity(account.sub, { sessionsValidAfter: after });
  await signOutEverywhere(account.email);
  await recordAudit({ subject: account.sub, action: 'sessions.ended', actor }, now);
  return after;
}

/**
 * The caller set up an authenticator app with Cognito and says so: recorded only once Cognito
 * confirms it, and every session that began without it ends (the admin signs in again, with a
 * code, to reach the admin dashboard).
 */
export async function confirmEnrolment(account: DashboardUser, now = new Date()): Promise<DashboardUser> {
  if (!(await hasTotp(account.email))) {
    throw new HttpError(
      409,
      'Two-factor sign-in is not set up yet: confirm a code from your authenticator app first.',
    );
  }
  const profile = await recordSecurity(account.sub, {
    enrolledAt: now.toISOString(),
    sessionsValidAfter: nowSeconds(now),
  });
  await signOutEverywhere(account.email);
  await recordAudit({ subject: account.sub, action: 'mfa.enrolled', actor: actorOf(account) }, now);
  return profile ?? account;
}

/** Turns the account's second factor off: by its owner (clients only) or by another admin. */
export async function removeSecondFactor(
  account: DashboardUser,
  actor: Actor,
  now = new Date(),
): Promise<DashboardUser> {
  await turnOffTotp(account.email);
  const reset = actor.sub !== account.sub;
  // A reset by someone else also ends the account's sessions: whoever holds the lost device's
  // session is out.
  const profile = await recordSecurity(account.sub, {
    enrolledAt: null,
    ...(reset ? { sessionsValidAfter: nowSeconds(now) } : {}),
  });
  if (reset) await signOutEverywhere(account.email);
  await recordAudit({ subject: account.sub, action: reset ? 'mfa.reset' : 'mfa.removed', actor }, now);
  return profile ?? account;
}

export const actorOf = (user: DashboardUser): Actor => ({ sub: user.sub, email: user.email });
