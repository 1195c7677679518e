import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gateRequest, type IamGate } from './iam-gate';
import { jsonProtocolCalls } from './wire-calls';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH, tokenLifetimes } from '../../shared/password-policy';
import { demoAccounts } from './demo-data';
import { jwtClaims, refusals, type CognitoGuard, type Refusal } from './cognito-guard';
import { httpAnswers, LEAN_NODE_FLAGS, projectRoot, startService, waitUntil, type Service } from './support';

/** Fixed ids, so the config the browser and the API read survives restarts. */
export const LOCAL_USER_POOL_ID = 'local_TaxFirm01';
export const LOCAL_CLIENT_ID = 'taxfirmlocalwebclient00001';

/**
 * cognito-local treats every `<poolId>.json` in its db folder as a user pool and keeps app
 * clients in clients.json; writing both before it starts is how the ids stay fixed.
 */
function writePoolFiles(workDir: string): void {
  const db = path.join(workDir, '.cognito', 'db');
  mkdirSync(db, { recursive: true });
  const poolFile = path.join(db, `${LOCAL_USER_POOL_ID}.json`);
  if (!existsSync(poolFile)) {
    const options = {
      Id: LOCAL_USER_POOL_ID,
      Name: 'taxfirm-local',
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: PASSWORD_MIN_LENGTH } },
    };
    writeFileSync(poolFile, JSON.stringify({ Users: {}, Groups: {}, Options: options }, null, 2));
  }
  const clientsFile = path.join(db, 'clients.json');
  const clients = existsSync(clientsFile)
    ? (JSON.parse(readFileSync(clientsFile, 'utf8')) as { Clients: Record<string, unknown> })
    : { Clients: {} };
  if (!clients.Clients[LOCAL_CLIENT_ID]) {
    const now = new Date().toISOString();
    clients.Clients[LOCAL_CLIENT_ID] = {
      ClientId: LOCAL_CLIENT_ID,
      ClientName: 'web',
      UserPoolId: LOCAL_USER_POOL_ID,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: tokenLifetimes.accessMinutes,
      IdTokenValidity: tokenLifetimes.idMinutes,
      RefreshTokenValidity: tokenLifetimes.refreshDays,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      CreationDate: now,
      LastModifiedDate: now,
    };
    writeFileSync(clientsFile, JSON.stringify(clients, null, 2));
  }
}

/**
 * Starts cognito-local in `workDir`. Calling it again (a restart) finds the same pool and users
 * there, and it signs with the same key (its own, bundled), so tokens issued before still verify.
 */
export async function startCognitoLocal(options: {
  port: number;
  workDir: string;
  logDir: string;
  /** Told of each child as soon as it is spawned, so that the stack can stop one still starting. */
  onSpawn?: (service: Service) => void;
}): Promise<{ service: Service; endpoint: string; issuer: string }> {
  writePoolFiles(options.workDir);
  const service = startService(
    'cognito-local',
    process.execPath,
    [
      ...LEAN_NODE_FLAGS,
      '--require',
      path.join(projectRoot, 'infra', 'local', 'cognito-no-cors.cjs'),
      path.join(projectRoot, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js'),
    ],
    { cwd: options.workDir, env: { PORT: String(options.port), HOST: '127.0.0.1' }, logDir: options.logDir },
  );
  options.onSpawn?.(service);
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntil(service, () => httpAnswers(`${endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`));
  return { service, endpoint, issuer: `${endpoint}/${LOCAL_USER_POOL_ID}` };
}

const DEMO_ADMIN_EMAIL = demoAccounts.find((a) => a.role === 'admin')!.email;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The operations the browser calls (Amplify, through web/lib/auth.ts): each is authenticated by
 * what the user holds (password, code, token), never by AWS credentials, so Cognito answers them
 * unsigned. Everything else (AdminAddUserToGroup, ListUsers, ...) needs IAM credentials: the
 * server-side code and provisioning call cognito-local directly, never through this proxy.
 */
const BROWSER_TARGETS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GlobalSignOut',
  'RevokeToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** The browser operations authorized by an access token, which Cognito verifies (and revokes). */
const TOKEN_TARGETS = new Set([
  'GlobalSignOut',
  'ChangePassword',
  'GetUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** Without an allow-list: plain-http loopback pages only (the local site, on any port). */
const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?$/;

function cognitoError(res: http.ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ __type: type, message }));
}

const refuse = (res: http.ServerResponse, [type, message]: Refusal) => cognitoError(res, 400, type, message);

/**
 * How AWS answers an operation that needs credentials: unsigned, "Missing Authentication Token";
 * signed with keys it does not know (the local stack's are made up), "security token invalid".
 */
function refuseWithoutCredentials(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.headers.authorization) {
    cognitoError(
      res,
      400,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  } else {
    cognitoError(res, 400, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
}

/**
 * What the browser reaches instead of cognito-local, refusing what Cognito refuses: only the
 * operations a browser may call (every one that needs AWS credentials refused); access tokens
 * verified and revoked by GlobalSignOut, refresh tokens revoked too; GetTokensFromRefreshToken
 * turned into REFRESH_TOKEN_AUTH; sign-in and password-change failures reported as Cognito
 * reports them (NotAuthorizedException, user existence hidden); disabled users refused once the
 * password is right; accounts locked after repeated failures; TOTP codes checked, each accepted
 * once, in challenge sessions that expire (./cognito-guard.ts); reset-code destinations masked.
 */
export interface CognitoProxyOptions {
  /** cognito-local's working directory: the confirmation codes it issues are read from its db. */
  workDir: string;
  /** Delivers the e-mails real Cognito would send (locally: into the SES emulator's mailbox). */
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  /**
   * The site origins a browser may call the proxy from (CORS). Without it, plain-http loopback
   * origins (`http://127.0.0.1:<port>`, `http://localhost:<port>`); never a foreign one.
   */
  allowedOrigins?: string[];
  /** Lockout, one use per TOTP code, challenge sessions and revocation (shared with the server side). */
  guard: CognitoGuard;
}

interface StoredUser {
  Username: string;
  /** cognito-local keeps it as typed (a local stand-in only). */
  Password?: string;
  UserStatus?: string;
  Enabled?: boolean;
  Attributes?: { Name: string; Value: string }[];
  ConfirmationCode?: string;
  SoftwareTokenMfaConfiguration?: { Secret?: string; Verified?: boolean };
}

/**
 * cognito-local's pool file as JSON. It rewrites the whole file on every change, and two rewrites
 * at once can leave the newer, shorter document followed by the tail of the older one until its
 * next write: then the complete document at the start is the one to read.
 */
export function parsePoolFile(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const end = error instanceof SyntaxError ? /after JSON at position (\d+)/.exec(error.message) : null;
    if (!end) throw error;
    return JSON.parse(text.slice(0, Number(end[1])));
  }
}

/**
 * A user as cognito-local stored it (it saves before it answers), by e-mail or user name. A read
 * can catch the file half-written: then read again, for up to 3 s.
 */
async function storedUser(workDir: string, name: string): Promise<StoredUser | undefined> {
  const file = path.join(workDir, '.cognito', 'db', `${LOCAL_USER_POOL_ID}.json`);
  const wanted = name.trim().toLowerCase();
  for (let attempt = 1; ; attempt++) {
    let pool: { Users: Record<string, StoredUser> };
    try {
      pool = parsePoolFile(readFileSync(file, 'utf8')) as typeof pool;
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt === 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    return Object.values(pool.Users).find(
      (u) =>
        u.Username.toLowerCase() === wanted ||
        u.Attributes?.some((a) => a.Name === 'email' && a.Value.toLowerCase() === wanted),
    );
  }
}

/** The demo admin's authenticator secret, as cognito-local stores it (set up by provisioning). */
export async function demoAdminTotpSecret(workDir: string): Promise<string | undefined> {
  return (await storedUser(workDir, DEMO_ADMIN_EMAIL))?.SoftwareTokenMfaConfiguration?.Secret;
}

const subOf = (user: StoredUser | undefined) => user?.Attributes?.find((a) => a.Name === 'sub')?.Value;
const emailOf = (user: StoredUser | undefined) => user?.Attributes?.find((a) => a.Name === 'email')?.Value;

function parseObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Cognito's masked code destination: the first character of the address and of its domain, each
 * followed by *** ('t***@e***' for test@example.com). Lowercased, so that the answer for an
 * unknown account, masked from what was typed, matches the one a real account would get.
 */
export function maskedDestination(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  const local = at > 0 ? lower.slice(0, at) : lower;
  const domain = at > 0 ? lower.slice(at + 1) : lower;
  const first = (text: string) => [...text][0] ?? '';
  return `${first(local)}***@${first(domain)}***`;
}

const emailDelivery = (address: string) => ({
  CodeDeliveryDetails: {
    AttributeName: 'email',
    DeliveryMedium: 'EMAIL',
    Destination: maskedDestination(address),
  },
});

/** The refresh token a request carries, if it is a refresh. */
function refreshTokenOf(input: Record<string, unknown>): string | undefined {
  const params = (input.AuthParameters ?? {}) as Record<string, unknown>;
  return typeof params.REFRESH_TOKEN === 'string' ? params.REFRESH_TOKEN : undefined;
}

/** The user a sign-in names: USERNAME, or the one inside the (JWT) refresh token. */
function signInUserName(input: Record<string, unknown>): string | undefined {
  const params = (input.AuthParameters ?? input.ChallengeResponses ?? {}) as Record<string, unknown>;
  if (typeof params.USERNAME === 'string') return params.USERNAME;
  const refresh = refreshTokenOf(input);
  const name = refresh ? jwtClaims(refresh)['cognito:username'] : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** The name lockouts and used codes are kept under: the stored user's, or what was typed. */
async function accountKey(workDir: string, typed: string): Promise<string> {
  return (await storedUser(workDir, typed))?.Username ?? typed.trim().toLowerCase();
}

export function createCognitoProxy(upstream: string, options: CognitoProxyOptions): http.Server {
  const allowed = (origin: string) =>
    options.allowedOrigins ? options.allowedOrigins.includes(origin) : LOOPBACK_ORIGIN.test(origin);
  return http.createServer((req, res) => {
    res.setHeader('vary', 'Origin');
    const origin = req.headers.origin;
    if (origin !== undefined) {
      // A page from anywhere else gets no CORS headers, so the browser keeps the answer from it;
      // and its requests go no further.
      if (!allowed(origin)) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'This origin may not call the local Cognito.' }));
        return;
      }
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent',
      );
      res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
      res.setHeader('access-control-expose-headers', 'x-amzn-errortype, x-amzn-requestid');
      res.setHeader('access-control-max-age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        // The browser's only path: the JSON API at the root. (JWKS and the rest of cognito-local
        // are for the server side, which calls cognito-local directly.)
        if (req.method !== 'POST' || (req.url ?? '/').split('?')[0] !== '/') {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'Not Found' }));
          return;
        }
        let body = Buffer.concat(chunks).toString('utf8');
        const target = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
        if (target === 'SignUp') {
          // The user pool has no self sign-up (infra/stacks/auth-stack.ts): Cognito says so.
          cognitoError(res, 400, 'NotAuthorizedException', 'SignUp is not permitted for this user pool');
          return;
        }
        if (!BROWSER_TARGETS.has(target)) {
          refuseWithoutCredentials(req, res);
          return;
        }
        const { guard } = options;
        const address = req.socket.remoteAddress ?? '';
        let input = parseObject(body);
        // Operations on the caller's own account: a valid access token, not revoked since.
        if (TOKEN_TARGETS.has(target)) {
          const who = await guard.accessTokenUser(input.AccessToken);
          if (!('user' in who)) return refuse(res, who);
          if (target === 'GlobalSignOut') {
            guard.revoke(who.user);
            res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{}');
            return;
          }
        }
        let forwardTarget = target;
        if (target === 'GetTokensFromRefreshToken') {
          forwardTarget = 'InitiateAuth';
          input = {
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: input.ClientId,
            AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
          };
          body = JSON.stringify(input);
        }
        // Before any check: tokens answered to a request sent before a sign-out stay revoked.
        const requestedAt = guard.requestTime();
        // A refresh token issued before a global sign-out no longer works.
        const refresh = refreshTokenOf(input);
        if (refresh) {
          const claims = jwtClaims(refresh);
          if (
            guard.isRevoked(String(claims['cognito:username'] ?? ''), Number(claims.iat ?? 0), claims.jti)
          ) {
            return refuse(res, refusals.revokedRefresh);
          }
        }
        // Sign-in attempts: locked accounts and addresses are refused before anything is checked.
        const passwordSignIn = target === 'InitiateAuth' && input.AuthFlow === 'USER_PASSWORD_AUTH';
        const challengeAnswer = target === 'RespondToAuthChallenge';
        const mfaAnswer = challengeAnswer && input.ChallengeName === 'SOFTWARE_TOKEN_MFA';
        let account: string | undefined;
        let step: number | undefined;
        if (passwordSignIn) {
          account = await accountKey(options.workDir, signInUserName(input) ?? '');
        } else if (challengeAnswer) {
          // Only an answer to a challenge this proxy saw Cognito give, of that name, for that user
          // (cognito-local itself ignores the Session and trusts USERNAME).
          const given = guard.session(input.Session);
          const named = await accountKey(options.workDir, signInUserName(input) ?? '');
          if (!given || given.challenge !== input.ChallengeName || given.user !== named) {
            return refuse(res, refusals.session);
          }
          account = given.user;
        }
        if (account !== undefined) {
          const locked = guard.lockedOut(account, address);
          if (locked) return refuse(res, locked);
        }
        // TOTP codes: the right one, and each only once (cognito-local checks neither reuse nor
        // words its refusals as Cognito does). Marked used before Cognito answers, so that two
        // answers sent at once with the same code cannot both pass.
        if (mfaAnswer || target === 'VerifySoftwareToken') {
          const who = mfaAnswer
            ? account!
            : ((await guard.accessTokenUser(input.AccessToken)) as { user: string }).user;
          const user = await storedUser(options.workDir, who);
          const code = mfaAnswer
            ? (input.ChallengeResponses as Record<string, unknown> | undefined)?.SOFTWARE_TOKEN_MFA_CODE
            : input.UserCode;
          const checked = guard.checkCode(who, user?.SoftwareTokenMfaConfiguration?.Secret, code, !mfaAnswer);
          if (typeof checked !== 'number') {
            if (mfaAnswer && checked === refusals.badCode) guard.failed(who, address);
            return refuse(res, checked);
          }
          step = checked;
          account = who;
          guard.codeUsed(who, step);
        }
        const upstreamRes = await fetch(upstream + '/', {
          method: 'POST',
          headers: {
            'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
            'x-amz-target': TARGET_PREFIX + forwardTarget,
          },
          body,
        });
        const text = await upstreamRes.text();
        const failed = upstreamRes.status >= 400;
        const errorType = failed ? String(parseObject(text).__type ?? '') : '';
        const answer = failed ? {} : parseObject(text);
        // Tokens issued now outlive a sign-out made earlier in the same second.
        const result = answer.AuthenticationResult as Record<string, unknown> | undefined;
        if (result) guard.issued([result.AccessToken, result.RefreshToken], requestedAt);
        // cognito-local offers an invited account's first-password challenge without checking the
        // temporary password; Cognito checks it.
        if (passwordSignIn && answer.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
          const stored = await storedUser(options.workDir, signInUserName(input) ?? '');
          const params = (input.AuthParameters ?? {}) as Record<string, unknown>;
          if (stored?.Password !== params.PASSWORD) {
            guard.failed(account!, address);
            return cognitoError(res, 400, 'NotAuthorizedException', 'Incorrect username or password.');
          }
        }
        if (passwordSignIn && account !== undefined) {
          if (/InvalidPasswordException|UserNotFoundException|NotAuthorizedException/.test(errorType)) {
            guard.failed(account, address);
          } else if (!failed && !answer.ChallengeName) {
            guard.succeeded(account);
          }
        }
        if (challengeAnswer && !failed && account !== undefined) {
          guard.endSession(String(input.Session));
          if (!answer.ChallengeName) guard.succeeded(account);
        }
        // A challenge given (a code to enter, a first password to choose): its Session is what the
        // answer must carry.
        if (!failed && account !== undefined && typeof answer.ChallengeName === 'string') {
          guard.challenged(String(answer.Session), account, answer.ChallengeName);
        }
        // Real Cognito refuses a disabled user's sign-in and refresh; cognito-local does not check.
        // Only once the password (or token) proved right: a wrong one must not learn the state.
        if (!failed && (forwardTarget === 'InitiateAuth' || forwardTarget === 'RespondToAuthChallenge')) {
          const name = signInUserName(parseObject(body));
          if (name && (await storedUser(options.workDir, name))?.Enabled === false) {
            cognitoError(res, 400, 'NotAuthorizedException', 'User is disabled.');
            return;
          }
        }
        if (target === 'ForgotPassword') {
          const username = String(parseObject(body).Username ?? '');
          // With user-existence errors hidden, Cognito answers an unknown name as if a code had
          // gone out, and masks the destination either way.
          if (failed && /UserNotFound/.test(errorType)) {
            res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
            res.end(JSON.stringify(emailDelivery(username)));
            return;
          }
          if (!failed) {
            const user = await storedUser(options.workDir, username);
            const address = emailOf(user) ?? username;
            if (user?.ConfirmationCode) {
              await options.sendMail({
                to: address,
                subject: 'Your password reset code',
                text: `Your password reset code is ${user.ConfirmationCode}. It was requested on the dashboard login page; if that was not you, ignore this e-mail.`,
              });
            }
            res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
            res.end(JSON.stringify(emailDelivery(address)));
            return;
          }
        }
        // cognito-local reports a wrong (current) password as InvalidPasswordException, which real
        // Cognito keeps for a new password that breaks the policy (never checked by cognito-local).
        if (
          (target === 'InitiateAuth' || target === 'ChangePassword') &&
          /InvalidPasswordException|UserNotFoundException|NotAuthorizedException/.test(errorType)
        ) {
          cognitoError(res, 400, 'NotAuthorizedException', 'Incorrect username or password.');
          return;
        }
        res.writeHead(upstreamRes.status, {
          'content-type': upstreamRes.headers.get('content-type') ?? 'application/json',
        });
        res.end(text);
      })().catch((error: unknown) => {
        cognitoError(res, 502, 'InternalErrorException', `cognito-local is not answering: ${String(error)}`);
      });
    });
  });
}

/**
 * The server side's way to cognito-local (the handlers' Cognito endpoint): everything is passed
 * through, except three operations cognito-local gets wrong or lacks, answered as Cognito does.
 * - CreateGroup of a group that exists: GroupExistsException (cognito-local empties the group).
 * - AdminUserGlobalSignOut: the user's tokens issued until now are revoked (the browser proxy then
 *   refuses their refresh tokens and access tokens).
 * - AdminSetUserMFAPreference: done with cognito-local's own SetUserMFAPreference, which reads
 *   the user from an access token it decodes without checking; here one is made for the user.
 * IAM is checked before a request leaves the handler (infra/local/lambda-runtime.ts).
 */
export function createCognitoServerProxy(
  upstream: string,
  options: {
    workDir: string;
    guard: CognitoGuard;
    /** IAM at the endpoint, for callers that sign with credentials of their own (iam-gate.ts). */
    gate?: IamGate;
  },
): http.Server {
  const forward = async (target: string, body: string) => {
    const answer = await fetch(upstream + '/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET_PREFIX + target },
      body,
    });
    return { status: answer.status, text: await answer.text() };
  };
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const target = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
        const input = parseObject(body);
        // The operations IAM authorizes name the pool; the public ones may come unsigned.
        const denied =
          options.gate &&
          gateRequest(
            options.gate,
            {
              method: req.method ?? 'POST',
              url: req.url ?? '/',
              headers: req.headers,
              body: Buffer.concat(chunks),
            },
            'cognito-idp',
            () => jsonProtocolCalls('Cognito Identity Provider', target, input),
            { publicCall: input.UserPoolId === undefined },
          );
        if (denied) return cognitoError(res, denied.status, denied.type, denied.message);
        // cognito-local replaces an existing group with an empty one, dropping its members;
        // Cognito refuses to create a group that exists.
        if (target === 'CreateGroup') {
          const existing = await forward(
            'GetGroup',
            JSON.stringify({ UserPoolId: input.UserPoolId, GroupName: input.GroupName }),
          );
          if (existing.status < 400) {
            return cognitoError(res, 400, 'GroupExistsException', 'A group with the name already exists.');
          }
        }
        if (target === 'AdminUserGlobalSignOut' || target === 'AdminSetUserMFAPreference') {
          const user = await storedUser(options.workDir, String(input.Username ?? ''));
          if (!user) return cognitoError(res, 400, 'UserNotFoundException', 'User does not exist.');
          if (target === 'AdminUserGlobalSignOut') {
            options.guard.revoke(user.Username);
          } else {
            const claims = { sub: subOf(user), client_id: LOCAL_CLIENT_ID, token_use: 'access' };
            const token = ['{"alg":"none"}', JSON.stringify(claims), '']
              .map((part) => Buffer.from(part).toString('base64url'))
              .join('.');
            const done = await forward(
              'SetUserMFAPreference',
              JSON.stringify({
                AccessToken: token,
                SMSMfaSettings: input.SMSMfaSettings,
                SoftwareTokenMfaSettings: input.SoftwareTokenMfaSettings,
              }),
            );
            if (done.status >= 400) {
              res.writeHead(done.status, { 'content-type': 'application/x-amz-json-1.1' }).end(done.text);
              return;
            }
          }
          res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{}');
          return;
        }
        const done = await forward(target, body);
        res.writeHead(done.status, { 'content-type': 'application/x-amz-json-1.1' }).end(done.text);
      })().catch((error: unknown) => {
        cognitoError(res, 502, 'InternalErrorException', `cognito-local is not answering: ${String(error)}`);
      });
    });
  });
}
