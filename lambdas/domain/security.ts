import type { DashboardUser } from '../../shared/domain';
import { HttpError } from '../core/http';
import { hasTotp, signOutEverywhere, turnOffTotp } from '../data/accounts';
import { recordAudit } from '../data/audit';
import { recordSecurity } from '../data/users';
import { actorOf, type Actor } from './actor';

export { actorOf };
/**
 * The first token issue time (epoch seconds) that counts as after `now`. Token times are whole
 * seconds, so a token issued in the same second as `now` counts as before it.
 */
export const firstSecondAfter = (now: Date) => Math.floor(now.getTime() / 1000) + 1;

/**
 * Answers only once the second `after` has begun (at most a second's wait): a session begun after
 * the answer (the user signing in again at once) then counts as after the sessions ended, rather
 * than being refused for starting in the same second as the end. A `now` that is not the present
 * (tests) waits for nothing.
 */
export async function reach(after: number): Promise<void> {
  const wait = after * 1000 - Date.now();
  if (wait > 0 && wait <= 1000) await new Promise((r) => setTimeout(r, wait));
}

/**
 * Ends every session of the account: its refresh tokens revoked in Cognito, and its access tokens
 * (which API Gateway's authorizer would accept until they expire) refused by the API, which
 * compares their issue time with the one recorded here.
 */
export async function endSessions(account: DashboardUser, actor: Actor, now = new Date()): Promise<number> {
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
    throw new HttpError(
      409,
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

/** Turns the account's second factor off: by its owner (clients only) or by another admin. */
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
