import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { firm } from '../../shared/firm';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { tableKeys, type TableKey } from '../../shared/tables';
import { randomBytes } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { loadAppConfig } from '../config';
import { createApiListener, guarded } from './api-server';
import { createSesGuard } from './ses-guard';
import { installLocalRuntime, localDeploymentRefs, type LocalRuntime } from './lambda-runtime';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, createCognitoProxy, startCognitoLocal } from './cognito-local';
import { demoAccounts } from './demo-data';
import { startDynamoDbLocal } from './dynamodb-local';
import { createTables, localTableName, seed } from './provision';
import { startSesLocal } from './ses-local';
import { securityHeaders } from '../site/security-headers';
import { createSiteServer } from './site-server';
import { startSchedulers } from './scheduler';
import { startStreamPollers } from './stream-poller';
import {
  LocalStackError,
  httpAnswers,
  portFrom,
  projectRoot,
  startService,
  waitUntil,
  type Service,
} from './support';

export interface LocalStackOptions {
  /** 'dev': Vite with hot reload; 'preview': the production build; 'none': backends and API only. */
  web: 'dev' | 'preview' | 'none';
  /** Keep nothing: in-memory DynamoDB and a temporary Cognito folder (tests). */
  ephemeral: boolean;
  /** Wipe the kept data first. */
  reset: boolean;
}

export interface LocalStack {
  siteUrl?: string;
  apiUrl: string;
  mailboxUrl: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  cognitoProxyUrl: string;
  sesEndpoint: string;
  /**
   * Local only: POST /ses/stop and /ses/start simulate an SES outage, /ses/reject?address= and
   * /ses/accept?address= make SES refuse or accept a recipient; GET /iam/denials lists
   * refused AWS calls; POST /iam/detach?function=&table= and /iam/reset edit a function's grants.
   */
  controlUrl: string;
  /** The API without the local edge (no origin-verify header): every route refuses it. */
  apiGatewayUrl: string;
  issuer: string;
  userPoolId: string;
  clientId: string;
  tableNames: Record<string, string>;
  services: Service[];
  stop(): Promise<void>;
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataRoot = options.ephemeral
    ? mkdtempSync(path.join(os.tmpdir(), 'taxfirm-local-'))
    : path.join(projectRoot, '.local', 'data');
  if (options.reset && !options.ephemeral) rmSync(dataRoot, { recursive: true, force: true });
  mkdirSync(dataRoot, { recursive: true });
  const logDir = path.join(dataRoot, 'logs');

  // PORT is the site (and /api on it); the others are free ports unless set.
  const sitePort = options.web === 'none' ? 0 : await portFrom('PORT', 3000);
  const [ddbPort, cognitoPort, proxyPort, sesPort, apiPort, controlPort, gatewayPort, sesGuardPort] = [
    await portFrom('DYNAMODB_PORT'),
    await portFrom('COGNITO_PORT'),
    await portFrom('COGNITO_PROXY_PORT'),
    await portFrom('SES_PORT'),
    await portFrom('API_PORT'),
    await portFrom('CONTROL_PORT'),
    await portFrom('API_GATEWAY_PORT'),
    await portFrom('SES_GUARD_PORT'),
  ];

  const services: Service[] = [];
  const servers: http.Server[] = [];
  let stopped = false;
  let pollers: { stop(): void } | undefined;
  let schedulers: { stop(): void } | undefined;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    pollers?.stop();
    schedulers?.stop();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await Promise.all(
      services.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.child.exitCode !== null || s.child.signalCode) return resolve();
            s.child.once('exit', () => resolve());
            s.child.kill('SIGTERM');
            setTimeout(() => (s.child.kill('SIGKILL'), resolve()), 3000).unref();
          }),
      ),
    );
    if (options.ephemeral) rmSync(dataRoot, { recursive: true, force: true });
  };

  // Whoever ends this process (Ctrl-C, a test runner, an uncaught error), no child may outlive it.
  const killChildren = () => {
    for (const s of services) if (s.child.exitCode === null && !s.child.signalCode) s.child.kill('SIGTERM');
  };
  process.once('exit', killChildren);

  try {
    const [ddb, cognito, ses] = await Promise.all([
      startDynamoDbLocal({
        port: ddbPort,
        dataDir: options.ephemeral ? null : path.join(dataRoot, 'dynamodb'),
        logDir,
      }).then((r) => (services.push(r.service), r)),
      startCognitoLocal({
        port: cognitoPort,
        workDir: path.join(dataRoot, 'cognito'),
        logDir,
      }).then((r) => (services.push(r.service), r)),
      startSesLocal({ port: sesPort }).then((r) => (servers.push(r.server), r)),
    ]);

    await createTables(ddb.endpoint);
    await seed(ddb.endpoint, cognito.endpoint);

    // What Lambda sets for every function (region, credentials) and where the local endpoints
    // are; each function's own variables come from the runtime below, per invocation.
    Object.assign(process.env, {
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: ddb.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${sesGuardPort}`,
    });
    // The handlers reach SES through a guard that refuses what SES refuses (sending rate, rejected
    // recipients); the mailbox UI is the emulator's own.
    const sesGuard = createSesGuard(() => ses.endpoint);
    servers.push(sesGuard.server);
    await listen(sesGuard.server, sesGuardPort);
    const appConfig = loadAppConfig(process.env);
    // The local edge's counterpart of the secret CloudFront sends to the API, new at every start.
    const originVerifySecret = randomBytes(24).toString('base64url');
    const runtime: LocalRuntime = installLocalRuntime(
      localDeploymentRefs({
        tableName: localTableName,
        userPoolId: LOCAL_USER_POOL_ID,
        mail: appConfig.mail,
        originVerifySecret,
      }),
    );

    // What Lambda's event source mapping does in AWS: new inquiries reach the mailer.
    // (bench:api turns it off to measure the API handler alone, as in AWS where it runs apart.)
    if (process.env.LOCAL_STREAMS !== 'off') {
      pollers = startStreamPollers(ddb.endpoint, runtime);
      schedulers = startSchedulers(runtime);
    }

    // Local only. An SES outage on demand: the emulator stops listening (its mailbox is kept) and
    // resumes. IAM: the calls refused so far, and a grant taken away as editing the policy would.
    const control = http.createServer((req, res) => {
      const action = req.method === 'POST' ? req.url?.split('?')[0] : undefined;
      const query = new URL(req.url ?? '/', 'http://local').searchParams;
      if (req.method === 'GET' && req.url === '/iam/denials') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(runtime.denials()));
      } else if (action === '/iam/detach') {
        try {
          runtime.detachTable(query.get('function') ?? '', query.get('table') as TableKey);
          res.writeHead(204).end();
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      } else if (action === '/ses/reject' || action === '/ses/accept') {
        sesGuard[action === '/ses/reject' ? 'reject' : 'accept'](query.get('address') ?? '');
        res.writeHead(204).end();
      } else if (action === '/iam/reset') {
        runtime.resetGrants();
        res.writeHead(204).end();
      } else if (action === '/ses/stop') {
        ses.server.close();
        ses.server.closeAllConnections();
        res.writeHead(204).end();
      } else if (action === '/ses/start') {
        if (ses.server.listening) return void res.writeHead(204).end();
        ses.server.listen(sesPort, '127.0.0.1', () => res.writeHead(204).end());
      } else {
        res.writeHead(404).end();
      }
    });
    servers.push(control);
    await listen(control, controlPort);

    const mailer = new SESv2Client({ endpoint: ses.endpoint, region: 'ap-south-1' });
    const proxy = createCognitoProxy(cognito.endpoint, {
      workDir: path.join(dataRoot, 'cognito'),
      // CORS for the site's own origin only (no site, no browser caller).
      allowedOrigins:
        options.web === 'none' ? [] : [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`],
      // What Cognito's own e-mail would say; it comes from the firm's address as configured in SES.
      sendMail: async ({ to, subject, text }) => {
        await mailer.send(
          new SendEmailCommand({
            FromEmailAddress: firm.noReplyEmail,
            Destination: { ToAddresses: [to] },
            Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
          }),
        );
      },
    });
    servers.push(proxy);
    await listen(proxy, proxyPort);
    const cognitoProxyUrl = `http://127.0.0.1:${proxyPort}`;

    const runtimeConfig: RuntimeConfig = {
      apiBase: '/api',
      region: 'ap-south-1',
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_CLIENT_ID,
      userPoolEndpoint: cognitoProxyUrl,
      demo: { accounts: demoAccounts.map(({ role, email, password }) => ({ role, email, password })) },
    };
    const api = createApiListener({
      tokens: { issuer: cognito.issuer, clientId: LOCAL_CLIENT_ID },
      runtime,
      throttle: process.env.LOCAL_THROTTLE === 'off' ? 'off' : appConfig.throttle,
    });
    // The local edge: what CloudFront sends to API Gateway (with the origin-verify secret, which
    // it sets whatever the viewer sent), plus the config.json deployment writes.
    const edge = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if ((req.url ?? '').split('?')[0] === '/config.json') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(runtimeConfig));
        return;
      }
      req.headers[ORIGIN_VERIFY_HEADER] = originVerifySecret;
      return api(req, res);
    };
    const apiServer = http.createServer(guarded('local edge', edge));
    servers.push(apiServer);
    await listen(apiServer, apiPort);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    // API Gateway's own address, without the edge: what a caller who skips CloudFront reaches.
    const gatewayServer = http.createServer(guarded('local api', api));
    servers.push(gatewayServer);
    await listen(gatewayServer, gatewayPort);

    let siteUrl: string | undefined;
    if (options.web === 'preview') {
      const root = path.join(projectRoot, 'build', 'client');
      if (!existsSync(path.join(root, 'index.html'))) {
        throw new LocalStackError(
          'There is no production build in build/client: run "npm run build" first (npm run preview does).',
        );
      }
      const site = createSiteServer(root, edge, securityHeaders([cognitoProxyUrl]));
      servers.push(site);
      await listen(site, sitePort);
      siteUrl = `http://127.0.0.1:${sitePort}`;
    } else if (options.web === 'dev') {
      // Its own plain-Node process: inside this tsx-hooked one, Vite costs twice the memory.
      const vite = startService(
        'Vite dev server',
        process.execPath,
        [
          path.join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.js'),
          'dev',
          '--host',
          '127.0.0.1',
          '--port',
          String(sitePort),
          '--strictPort',
        ],
        { cwd: projectRoot, env: { LOCAL_EDGE_URL: apiUrl }, logDir },
      );
      services.push(vite);
      siteUrl = `http://127.0.0.1:${sitePort}`;
      await waitUntil(vite, () => httpAnswers(`${siteUrl}/api/health`), 60_000);
    }

    return {
      siteUrl,
      apiUrl,
      mailboxUrl: ses.endpoint,
      dynamodbEndpoint: ddb.endpoint,
      cognitoEndpoint: cognito.endpoint,
      cognitoProxyUrl,
      sesEndpoint: ses.endpoint,
      controlUrl: `http://127.0.0.1:${controlPort}`,
      apiGatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      issuer: cognito.issuer,
      userPoolId: LOCAL_USER_POOL_ID,
      clientId: LOCAL_CLIENT_ID,
      tableNames: Object.fromEntries(tableKeys.map((k) => [k, localTableName(k)])),
      services,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
