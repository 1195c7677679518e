import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { generateSync } from 'otplib';

/**
 * What real Cognito enforces and cognito-local does not, kept by the local proxies in front of
 * it: account lockout after failed sign-ins, one use per TOTP code, MFA challenge sessions that
 * expire, and revocation (GlobalSignOut, AdminUserGlobalSignOut) of the tokens issued before it.
 *
 * Cognito's rules, as its developer guide states them ("Things to know about authentication with
 * user pools", lockout behavior; "TOTP software token MFA"):
 * - after five failed sign-in attempts (password or MFA code) an account is locked for one
 *   second, and the lock doubles with each further failure up to about fifteen minutes; a
 *   success, or fifteen minutes without an attempt, starts the count again. While locked, every
 *   attempt is refused with NotAuthorizedException "Password attempts exceeded".
 * - a TOTP code is accepted in the 30-second step it belongs to and the steps either side, once.
 * - an authentication session (the Session of a challenge) lasts three minutes.
 *
 * Addresses: Cognito has no per-address limit of its own; in AWS a WAF rule on the user pool
 * rate-limits sign-in calls per address (infra/stacks/auth-stack.ts). Locally every test signs
 * in from 127.0.0.1, so the per-address count here counts failures only (a suite that signs in
 * hundreds of times is not slowed, one that guesses is).
 */
export const LOCKOUT = {
  freeFailures: 5,
  maxLockSeconds: 900,
  forgetAfterSeconds: 900,
  addressFreeFailures: 50,
};
export const SESSION_SECONDS = 180;
const STEP_SECONDS = 30;

/** Cognito's answers, type and message as it sends them. */
export const refusals = {
  locked: ['NotAuthorizedException', 'Password attempts exceeded'],
  badCode: ['CodeMismatchException', 'Invalid code or auth state for the user.'],
  usedCode: ['ExpiredCodeException', 'Your software token has already been used once.'],
  badSetupCode: ['EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'],
  session: ['NotAuthorizedException', 'Invalid session for the user, session is expired.'],
  revokedAccess: ['NotAuthorizedException', 'Access Token has been revoked'],
  revokedRefresh: ['NotAuthorizedException', 'Refresh Token has been revoked'],
  badAccess: ['NotAuthorizedException', 'Invalid Access Token'],
} as const satisfies Record<string, readonly [string, string]>;
export type Refusal = (typeof refusals)[keyof typeof refusals];

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

interface Persisted {
  /** Per user name: tokens issued (iat, seconds) before this are revoked. */
  revokedBefore: Record<string, number>;
  /**
   * Per user name: the ids (jti) of tokens issued after the last sign-out but within its second,
   * which their time alone would count as revoked.
   */
  issuedSince?: Record<string, string[]>;
  /** Per user name: when (ms) the last sign-out was. */
  revokedAt?: Record<string, number>;
  /** Per user name: the last TOTP step accepted; a code of that step or earlier is refused. */
  lastStep: Record<string, number>;
}

/** The TOTP step (30-second window since the epoch) a code belongs to, within one step of now. */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const step = Math.floor(nowMs / 1000 / STEP_SECONDS);
  for (const candidate of [step - 1, step, step + 1]) {
    if (generateSync({ secret, epoch: candidate * STEP_SECONDS }) === code) return candidate;
  }
  return undefined;
}

export class CognitoGuard {
  private readonly state: Persisted;
  private readonly accounts = new Map<string, Failures>();
  private readonly addresses = new Map<string, Failures>();
  private readonly sessions = new Map<string, { user: string; challenge: string; expires: number }>();
  private readonly verifier;

  /** `file`: where revocations and used codes are kept (they outlive a restart, as in Cognito). */
  constructor(
    private readonly file: string,
    tokens: { issuer: string; clientId: string },
    private readonly now: () => number = Date.now,
  ) {
    this.state = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Persisted)
      : { revokedBefore: {}, lastStep: {} };
    this.verifier = JwtRsaVerifier.create(
      {
        issuer: tokens.issuer,
        jwksUri: `${tokens.issuer}/.well-known/jwks.json`,
        audience: null,
        customJwtCheck: ({ payload }) => {
          if (payload.client_id !== tokens.clientId) throw new Error('token of another app client');
          if (payload.token_use !== 'access') throw new Error('not an access token');
        },
      },
      {
        // cognito-local serves its JWKS over http, which the default fetcher refuses.
        jwksCache: new SimpleJwksCache({
          fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
        }),
      },
    );
  }

  private save() {
    writeFileSync(this.file, JSON.stringify(this.state));
  }

  private failuresOf(map: Map<string, Failures>, key: string): Failures {
    const now = this.now();
    let entry = map.get(key);
    if (!entry || now - entry.last > LOCKOUT.forgetAfterSeconds * 1000) {
      entry = { count: 0, last: now, lockedUntil: 0 };
      map.set(key, entry);
    }
    return entry;
  }

  /** The refusal for a sign-in attempt made while the account or the address is locked. */
  lockedOut(user: string, address: string): Refusal | undefined {
    const now = this.now();
    const locked = [this.failuresOf(this.accounts, user), this.failuresOf(this.addresses, address)].some(
      (f) => f.lockedUntil > now,
    );
    return locked ? refusals.locked : undefined;
  }

  /** A wrong password or code: counted against the account and the address. */
  failed(user: string, address: string) {
    const now = this.now();
    const lock = (f: Failures, free: number) => {
      f.count += 1;
      f.last = now;
      if (f.count >= free) {
        const seconds = Math.min(2 ** (f.count - free), LOCKOUT.maxLockSeconds);
        f.lockedUntil = now + seconds * 1000;
      }
    };
    lock(this.failuresOf(this.accounts, user), LOCKOUT.freeFailures);
    lock(this.failuresOf(this.addresses, address), LOCKOUT.addressFreeFailures);
  }

  /** A successful sign-in starts the account's count again (the address keeps its own). */
  succeeded(user: string) {
    this.accounts.delete(user);
  }

  /** Remembers the Session of a challenge (its name) given to `user`. */
  challenged(session: string, user: string, challenge: string) {
    this.sessions.set(session, { user, challenge, expires: this.now() + SESSION_SECONDS * 1000 });
  }

  /** The user and challenge of a live session this guard issued (undefined: unknown or expired). */
  session(session: unknown): { user: string; challenge: string } | undefined {
    if (typeof session !== 'string') return undefined;
    const entry = this.sessions.get(session);
    if (!entry || entry.expires < this.now()) {
      this.sessions.delete(session);
      return undefined;
    }
    return { user: entry.user, challenge: entry.challenge };
  }

  endSession(session: string) {
    this.sessions.delete(session);
  }

  /**
   * Checks a TOTP code against the user's secret: the step it belongs to, or the refusal
   * (`setup`: the code confirms a new authenticator, whose refusal Cognito words differently).
   */
  checkCode(user: string, secret: string | undefined, code: unknown, setup = false): number | Refusal {
    const step = secret && typeof code === 'string' ? matchingStep(secret, code, this.now()) : undefined;
    if (step === undefined) return setup ? refusals.badSetupCode : refusals.badCode;
    if (step <= (this.state.lastStep[user] ?? -1)) return refusals.usedCode;
    return step;
  }

  codeUsed(user: string, step: number) {
    this.state.lastStep[user] = step;
    this.save();
  }

  /**
   * GlobalSignOut: every token issued to the user until now stops working. Token times are whole
   * seconds, so one issued in the same second as the sign-out counts as before it, unless it was
   * seen issued after it (`issued`): Cognito revokes sessions, not seconds, and a sign-in right
   * after a sign-out works there.
   */
  revoke(user: string) {
    this.state.revokedBefore[user] = Math.floor(this.now() / 1000) + 1;
    (this.state.issuedSince ??= {})[user] = [];
    (this.state.revokedAt ??= {})[user] = this.now();
    this.save();
  }

  /** The time a request to Cognito is sent, to be handed back to `issued` with its answer. */
  requestTime(): number {
    return this.now();
  }

  /**
   * Tokens Cognito issued in answer to a request sent at `requestedAt` (a sign-in or a refresh):
   * kept valid past a sign-out made earlier in their second. Only for a request sent after the
   * sign-out: an answer to one sent before it belongs to a session the sign-out ended.
   */
  issued(tokens: readonly unknown[], requestedAt: number) {
    let changed = false;
    for (const token of tokens) {
      if (typeof token !== 'string') continue;
      const claims = jwtClaims(token);
      const user = String(claims.username ?? claims['cognito:username'] ?? '');
      const revokedAt = this.state.revokedAt?.[user];
      // Only a token of the sign-out's own second, asked for after it.
      const ofThatSecond = Number(claims.iat) === (this.state.revokedBefore[user] ?? 0) - 1;
      if (
        typeof claims.jti !== 'string' ||
        revokedAt === undefined ||
        requestedAt <= revokedAt ||
        !ofThatSecond
      )
        continue;
      ((this.state.issuedSince ??= {})[user] ??= []).push(claims.jti);
      changed = true;
    }
    if (changed) this.save();
  }

  /** True when a token issued at `iat` (seconds) to `user`, with the id `jti`, was revoked since. */
  isRevoked(user: string, iat: number, jti?: unknown): boolean {
    if (iat >= (this.state.revokedBefore[user] ?? 0)) return false;
    return !(typeof jti === 'string' && this.state.issuedSince?.[user]?.includes(jti));
  }

  /** The user name of a valid, unrevoked access token, or the refusal Cognito gives. */
  async accessTokenUser(token: unknown): Promise<{ user: string; sub: string } | Refusal> {
    if (typeof token !== 'string') return refusals.badAccess;
    let payload: Record<string, unknown>;
    try {
      payload = (await this.verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return refusals.badAccess;
    }
    const user = String(payload.username ?? '');
    if (this.isRevoked(user, Number(payload.iat), payload.jti)) return refusals.revokedAccess;
    return { user, sub: String(payload.sub) };
  }
}

/** A JWT's claims, unverified (cognito-local's refresh tokens are JWTs too). */
export function jwtClaims(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}
