import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { secondFactorRequired, type ApiRoute } from '../../shared/api-routes';
import type { Caller, DashboardUser } from '../../shared/domain';
import type { Role } from '../../shared/runtime-config';
import { staffRoleOf } from '../../shared/staff-schemas';
import { countMetric, logger } from '../runtime/observability';
import { HttpError } from './http';

type JwtClaims = Record<string, string | number | boolean | string[]>;

/**
 * API Gateway's JWT authorizer flattens array claims to a string such as "[admin client]";
 * the local API does the same. Accept both forms.
 */
export function parseGroups(value: unknown): Role[] {
  const list = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.replace(/^\[|\]$/g, '').split(/[\s,]+/)
      : [];
  return list.filter((g): g is Role => g === 'admin' || g === 'client');
}

function claimsOf(event: APIGatewayProxyEventV2): JwtClaims | undefined {
  const ctx = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: JwtClaims } };
  };
  return ctx.authorizer?.jwt?.claims;
}

/**
 * What authorization reads about a caller, handed in by the entry point (from a use case, which
 * reads the stored profile and asks Cognito): core itself reads no table and calls no service.
 */
export interface Callers {
  /** The stored profile of the token's subject, if there is one. */
  loadProfile(sub: string): Promise<DashboardUser | undefined>;
  /** Whether Cognito has the account's authenticator app on (asked once per token per container). */
  hasSecondFactor(profile: DashboardUser): Promise<boolean>;
  /**
   * The origin-verify values a request that came through CloudFront may carry: the current one,
   * and during a rotation the previous one too. Throws when they cannot be read.
   */
  edgeValues(): Promise<readonly string[]>;
}

const confirmedTokens = new Map<string, boolean>();
/** Cognito's answer for a token, remembered while the container lives (bounded). */
async function totpOn(
  tokenId: string,
  profile: DashboardUser,
  check: Callers['hasSecondFactor'],
): Promise<boolean> {
  const known = confirmedTokens.get(tokenId);
  if (known !== undefined) return known;
  const on = await check(profile);
  if (confirmedTokens.size > 1000) confirmedTokens.clear();
  confirmedTokens.set(tokenId, on);
  return on;
}

/** The refusal an admin without a second factor gets; the dashboard sends them to set one up. */
export const MFA_REQUIRED = 'mfa_required';

/**
 * The authorizer proves who the caller is; this decides what they may do: the route's group,
 * and a profile that exists and is active (a deactivated user's token may still be valid). The
 * token's group alone is not enough, since anyone able to change Cognito groups could then make a
 * client an admin: the stored profile's role must say the same, and the caller acts as that role.
 */
export async function authorize(
  route: ApiRoute,
  event: APIGatewayProxyEventV2,
  callers: Callers,
): Promise<Caller | undefined> {
  if (route.access === 'public') return undefined;
  const claims = claimsOf(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new HttpError(401, 'Sign in to continue.');
  const groups = parseGroups(claims?.['cognito:groups']);
  if (route.access !== 'signed-in' && !groups.includes(route.access)) {
    throw new HttpError(403, 'You do not have access to this.');
  }
  const profile = await callers.loadProfile(sub);
  if (!profile || !profile.is_active) {
    throw new HttpError(403, 'This account is inactive. Contact the firm to restore access.');
  }
  const role = profile.role;
  if (!groups.includes(role) || (route.access !== 'signed-in' && role !== route.access)) {
    throw new HttpError(403, 'You do not have access to this.');
  }
  // When the session began: the sign-in's time, which a refreshed token keeps (`auth_time`), else
  // the token's own issue time. Whole seconds.
  const signedInAt = Number(claims?.auth_time ?? claims?.iat ?? 0);
  // Sessions that began before the account's sessions were ended (a password change, a sign-out
  // everywhere, a second factor set up or reset) are over, whatever the token's expiry says.
  if (profile.sessions_valid_after !== undefined && signedInAt < profile.sessions_valid_after) {
    throw new HttpError(401, 'Your session has ended. Sign in again.');
  }
  // An admin acts as the firm on every route but the few that set up a second factor: the account
  // has an authenticator app, Cognito still has it on, and this session began after it was set up
  // (so Cognito asked for a code at its sign-in). A session that began in the same second as the
  // set-up counts as before it. A new staff account before enrolment, one after a reset, or one
  // whose factor was switched off with a stolen token is refused everywhere else.
  if (role === 'admin' && secondFactorRequired(route)) {
    const enrolled = profile.mfa_enrolled_at
      ? Math.floor(Date.parse(profile.mfa_enrolled_at) / 1000) + 1
      : undefined;
    const tokenId = String(claims?.jti ?? claims?.origin_jti ?? `${sub}:${signedInAt}`);
    if (
      enrolled === undefined ||
      signedInAt < enrolled ||
      !(await totpOn(tokenId, profile, callers.hasSecondFactor))
    ) {
      // An attack signal when the account had a factor: logged for the audit trail and counted,
      // and the count is alarmed (the alert mail).
      logger().warn('An admin without a confirmed second factor was refused', {
        event: 'SecondFactorRefused',
        sub,
        route: route.id,
        enrolled: profile.mfa_enrolled_at !== undefined,
        sourceIp: event.requestContext?.http?.sourceIp,
      });
      countMetric('SecondFactorRefused');
      throw new HttpError(403, 'Set up two-factor sign-in to use the admin dashboard.', {
        code: MFA_REQUIRED,
      });
    }
  }
  // The firm's staff, its settings and its lead-source endpoints are a partner's to manage.
  if (route.partnerOnly && staffRoleOf(profile) !== 'partner') {
    throw new HttpError(403, 'Only a partner of the firm can do this.');
  }
  return { sub, groups, profile, role };
}
