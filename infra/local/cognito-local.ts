import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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
      Policies: { PasswordPolicy: { MinimumLength: 12 } },
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
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
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
 * GetTokensFromRefreshToken turned into REFRESH_TOKEN_AUTH, and sign-in failures reported as
 * real Cognito reports them (NotAuthorizedException, with user existence hidden).
 */
export function createCognitoProxy(upstream: string): http.Server {
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
        if (target === 'InitiateAuth' && upstreamRes.status >= 400) {
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
