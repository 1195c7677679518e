import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH, tokenLifetimes } from '../../shared/auth';
import { httpAnswers, projectRoot, startService, waitUntil, type Service } from './support';

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

export async function startCognitoLocal(options: {
  port: number;
  workDir: string;
  logDir: string;
}): Promise<{ service: Service; endpoint: string; issuer: string }> {
  writePoolFiles(options.workDir);
  const service = startService(
    'cognito-local',
    process.execPath,
    [path.join(projectRoot, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')],
    { cwd: options.workDir, env: { PORT: String(options.port), HOST: '127.0.0.1' }, logDir: options.logDir },
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntil(service, () => httpAnswers(`${endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`));
  return { service, endpoint, issuer: `${endpoint}/${LOCAL_USER_POOL_ID}` };
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

function cognitoError(res: http.ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ __type: type, message }));
}

/**
 * The few things Amplify needs that cognito-local lacks, in front of it: GlobalSignOut answered,
 * GetTokensFromRefreshToken turned into REFRESH_TOKEN_AUTH, sign-in and password-change failures
 * reported as real Cognito reports them (NotAuthorizedException, with user existence hidden), and
 * disabled users refused.
 */
export interface CognitoProxyOptions {
  /** cognito-local's working directory: the confirmation codes it issues are read from its db. */
  workDir: string;
  /** Delivers the e-mails real Cognito would send (locally: into the SES emulator's mailbox). */
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
}

interface StoredUser {
  Username: string;
  Enabled?: boolean;
  Attributes?: { Name: string; Value: string }[];
  ConfirmationCode?: string;
}

/** A user as cognito-local stored it (it saves before it answers), by e-mail or user name. */
function storedUser(workDir: string, name: string): StoredUser | undefined {
  const pool = JSON.parse(
    readFileSync(path.join(workDir, '.cognito', 'db', `${LOCAL_USER_POOL_ID}.json`), 'utf8'),
  ) as { Users: Record<string, StoredUser> };
  const wanted = name.trim().toLowerCase();
  return Object.values(pool.Users).find(
    (u) =>
      u.Username.toLowerCase() === wanted ||
      u.Attributes?.some((a) => a.Name === 'email' && a.Value.toLowerCase() === wanted),
  );
}

const storedConfirmationCode = (workDir: string, email: string) =>
  storedUser(workDir, email)?.ConfirmationCode;

/**
 * Real Cognito refuses a disabled user's sign-in and refresh ("User is disabled."); cognito-local
 * does not check. The user is named by USERNAME, or inside the (JWT) refresh token.
 */
function signInOfDisabledUser(workDir: string, body: string): boolean {
  const input = JSON.parse(body || '{}') as { AuthParameters?: Record<string, string> };
  let name = input.AuthParameters?.USERNAME;
  const refresh = input.AuthParameters?.REFRESH_TOKEN;
  if (!name && refresh) {
    try {
      const claims = JSON.parse(
        Buffer.from(refresh.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as Record<string, string>;
      name = claims['cognito:username'];
    } catch {
      return false;
    }
  }
  return Boolean(name && storedUser(workDir, name)?.Enabled === false);
}

export function createCognitoProxy(upstream: string, options: CognitoProxyOptions): http.Server {
  return http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
    res.setHeader('access-control-expose-headers', 'x-amzn-errortype, x-amzn-requestid');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        let body = Buffer.concat(chunks).toString('utf8');
        const target = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
        if (target === 'GlobalSignOut') {
          res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{}');
          return;
        }
        let forwardTarget = target;
        if (target === 'GetTokensFromRefreshToken') {
          const input = JSON.parse(body || '{}') as { RefreshToken?: string; ClientId?: string };
          forwardTarget = 'InitiateAuth';
          body = JSON.stringify({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: input.ClientId,
            AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
          });
        }
        if (forwardTarget === 'InitiateAuth' && signInOfDisabledUser(options.workDir, body)) {
          cognitoError(res, 400, 'NotAuthorizedException', 'User is disabled.');
          return;
        }
        const headers: Record<string, string> = {
          'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        };
        if (forwardTarget) headers['x-amz-target'] = TARGET_PREFIX + forwardTarget;
        const upstreamRes = await fetch(upstream + (req.url ?? '/'), {
          method: req.method,
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        const text = await upstreamRes.text();
        if (target === 'ForgotPassword') {
          const username = (JSON.parse(body || '{}') as { Username?: string }).Username ?? '';
          const fakeDelivery = JSON.stringify({
            CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'e***' },
          });
          if (upstreamRes.status >= 400) {
            // Real Cognito with user-existence errors hidden answers as if a code had been sent.
            const type = (JSON.parse(text || '{}') as { __type?: string }).__type ?? '';
            if (/UserNotFound/.test(type)) {
              res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(fakeDelivery);
              return;
            }
          } else {
            const code = storedConfirmationCode(options.workDir, username);
            if (code) {
              await options.sendMail({
                to: username,
                subject: 'Your password reset code',
                text: `Your password reset code is ${code}. It was requested on the dashboard login page; if that was not you, ignore this e-mail.`,
              });
            }
          }
        }
        // cognito-local reports a wrong (current) password as InvalidPasswordException, which real
        // Cognito keeps for a new password that breaks the policy (never checked by cognito-local).
        if ((target === 'InitiateAuth' || target === 'ChangePassword') && upstreamRes.status >= 400) {
          const type = (JSON.parse(text || '{}') as { __type?: string }).__type ?? '';
          if (/InvalidPasswordException|UserNotFoundException|NotAuthorizedException/.test(type)) {
            cognitoError(res, 400, 'NotAuthorizedException', 'Incorrect username or password.');
            return;
          }
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
