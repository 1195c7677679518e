import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiRoute } from '../../shared/api-routes';
import type { DashboardUser } from '../../shared/domain';
import type { Role } from '../../shared/runtime-config';
import { HttpError } from './http';

export interface Caller {
  sub: string;
  groups: Role[];
  profile: DashboardUser;
  /** The role the token's groups and the stored profile agree on: what the handler acts as. */
  role: Role;
}

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

export type ProfileLoader = (sub: string) => Promise<DashboardUser | undefined>;

/**
 * The authorizer proves who the caller is; this decides what they may do: the route's group,
 * and a profile that exists and is active (a deactivated user's token may still be valid). The
 * token's group alone is not enough, since anyone able to change Cognito groups could then make a
 * client an admin: the stored profile's role must say the same, and the caller acts as that role.
 */
export async function authorize(
  route: ApiRoute,
  event: APIGatewayProxyEventV2,
  loadProfile: ProfileLoader,
): Promise<Caller | undefined> {
  if (route.access === 'public') return undefined;
  const claims = claimsOf(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new HttpError(401, 'Sign in to continue.');
  const groups = parseGroups(claims?.['cognito:groups']);
  if (route.access !== 'signed-in' && !groups.includes(route.access)) {
    throw new HttpError(403, 'You do not have access to this.');
  }
  const profile = await loadProfile(sub);
  if (!profile || !profile.is_active) {
    throw new HttpError(403, 'This account is inactive. Contact the firm to restore access.');
  }
  const role = profile.role;
  if (!groups.includes(role) || (route.access !== 'signed-in' && role !== route.access)) {
    throw new HttpError(403, 'You do not have access to this.');
  }
  return { sub, groups, profile, role };
}
