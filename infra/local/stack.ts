import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { firm } from '../../shared/firm';
import { jobHandlers } from '../../shared/api-routes';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { tableKeys, type TableKey } from '../../shared/tables';
import { randomBytes } from 'node:crypto';
import { NO_PREVIOUS_ORIGIN_SECRET, ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { loadAppConfig } from '../config';
import { functionDeclarations } from '../function-grants';
import { createApiListener, guarded } from './api-server';
import { createMailEventSource } from './mail-events';
import { createSesGuard } from './ses-guard';
import { createS3Guard } from './s3-guard';
import { LOCAL_DOCUMENTS_BUCKET, createS3Bucket, registerS3Key, startS3Local } from './s3-local';
import { createIamGate } from './iam-gate';
import { createDynamoDbGuard } from './dynamodb-guard';
import { readShippedFunctions } from './shipped-functions';
import { localAssemblyValues } from './assembly-values';
import {
  installLocalRuntime,
  localArns,
  localDeploymentRefs,
  localSecretName,
  type LocalRuntime,
} from './lambda-runtime';
import { createLocalGraph } from './graph-local';
import { createLocalSecrets } from './secrets-local';
import {
  LOCAL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  createCognitoProxy,
  createCognitoServerProxy,
  demoAdminTotpSecret,
  startCognitoLocal,
} from './cognito-local';
import { CognitoGuard } from './cognito-guard';
import { demoAccounts } from './demo-data';
import { startDynamoDbLocal } from './dynamodb-local';
import { createTables, localTableName, seed } from './provision';
import { sesRun, startSesLocal } from './ses-local';
import { securityHeaders } from '../site/security-headers';
import { createSiteServer, EDGE_PATHS } from './site-server';
import { startSchedulers, type Schedulers } from './scheduler';
import { startStreamPollers, type StreamPollers } from './stream-poller';
import {
  LocalStackError,
  Supervisor,
  childRun,
  ephemeralDir,
  httpAnswers,
  LEAN_NODE_FLAGS,
  portFrom,
  projectRoot,
  startService,
  stopChild,
  waitUntil,
  writeFileAtomic,
  type Service,
  type ServiceRun,
} from './support';

export interface LocalStackOptions {
  /** 'dev': Vite with hot reload; 'preview': the production build; 'none': backends and API only. */
  web: 'dev' | 'preview' | 'none';
  /** Keep nothing: the data lives in a temporary folder (in memory where there is room), removed at stop. */
  ephemeral: boolean;
  /** Wipe the kept data first. */
  reset: boolean;
  /**
   * Run the synthesized assembly in this folder (`cdk.out`) rather than the sources: each
   * function's bundle with its template's environment, and IAM enforced at the local endpoints
   * with its template's statements (see shipped-functions.ts and iam-gate.ts).
   */
  assembly?: string;
  /**
   * Once ready, the stack's addresses as JSON in this file, with the process ids of its children;
   * written again whenever a service has been restarted.
   */
  readyFile?: string;
}

export interface LocalStack {
  siteUrl?: string;
  apiUrl: string;
  mailboxUrl: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  /** Cognito as the handlers and the seed reach it: the proxy that answers as Cognito does. */
  cognitoServerEndpoint: string;
  cognitoProxyUrl: string;
  sesEndpoint: string;
  /** S3 as the handlers and browsers reach it: the guard in front of the emulator. */
  s3Endpoint: string;
  /** The documents bucket. */
  documentsBucket: string;
  /** Secrets Manager's stand-in. */
  secretsEndpoint: string;
  /**
   * The Facebook Graph API's stand-in (graph-local.ts); POST /_local/tokens and /_local/leads give
   * it the tokens and leads Meta would have.
   */
  graphUrl: string;
  /**
   * Local only: POST /ses/stop and /ses/start simulate an SES outage, /ses/reject?address= and
   * /ses/accept?address= make SES refuse or accept a recipient, /ses/bounce?address= and
   * /ses/complaint?address= play SES's bounce and complaint events; GET /iam/denials lists
   * refused AWS calls; POST /iam/detach?function=&table= and /iam/reset edit a function's grants.
   */
  controlUrl: string;
  /** The API without the local edge (no origin-verify header): every route refuses it. */
  apiGatewayUrl: string;
  issuer: string;
  /** The demo admin's authenticator secret (provisioning sets one up; `npm run totp` prints its code). */
  demoAdminTotpSecret?: string;
  userPoolId: string;
  clientId: string;
  tableNames: Record<string, string>;
  /**
   * Settles, with a one-line message, when the stack cannot go on: a service kept stopping and is
   * not restarted again, or the dev server stopped. (DynamoDB Local, cognito-local and the SES
   * emulator are restarted when they stop unexpectedly.)
   */
  failed: Promise<string>;
  stop(): Promise<void>;
}

/** The longest cascade of stream handlers: inquiry → lead → notification → its mail. */
const DRAIN_PASSES = 4;

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  // PORT is the site (and /api on it); the others are free ports unless set.
  const sitePort = options.web === 'none' ? 0 : await portFrom('PORT', 3000);
  const [
    ddbPort,
    cognitoPort,
    proxyPort,
    serverProxyPort,
    sesPort,
    apiPort,
    controlPort,
    gatewayPort,
    sesGuardPort,
    s3Port,
    s3GuardPort,
    secretsPort,
    ddbGuardPort,
    graphPort,
  ] = [
    await portFrom('DYNAMODB_PORT'),
    await portFrom('COGNITO_PORT'),
    await portFrom('COGNITO_PROXY_PORT'),
    await portFrom('COGNITO_SERVER_PROXY_PORT'),
    await portFrom('SES_PORT'),
    await portFrom('API_PORT'),
    await portFrom('CONTROL_PORT'),
    await portFrom('API_GATEWAY_PORT'),
    await portFrom('SES_GUARD_PORT'),
    await portFrom('S3_PORT'),
    await portFrom('S3_GUARD_PORT'),
    await portFrom('SECRETS_PORT'),
    await portFrom('DYNAMODB_GUARD_PORT'),
    await portFrom('GRAPH_PORT'),
  ];

  // Only once the ports are known to be free, so that a refusal leaves nothing behind. Ephemeral
  // data is on "disk" too (tmpfs where there is one), so a restart of DynamoDB Local keeps it.
  const dataRoot = options.ephemeral
    ? ephemeralDir('taxfirm-local-')
    : path.join(projectRoot, '.local', 'data');
  if (options.reset && !options.ephemeral) rmSync(dataRoot, { recursive: true, force: true });
  mkdirSync(dataRoot, { recursive: true });
  const logDir = path.join(dataRoot, 'logs');

  /** Children that are not restarted (the dev server): when one stops, the stack stops. */
  const services: Service[] = [];
  /** DynamoDB Local, cognito-local and the SES emulator: restarted when they stop unexpectedly. */
  const supervisors: Supervisor[] = [];
  /** Every child process started and not yet gone, restarted ones (and ones still starting) included. */
  const children = new Set<ChildProcess>();
  const track = (service: Service) => {
    children.add(service.child);
    service.child.once('exit', () => children.delete(service.child));
  };
  const servers: http.Server[] = [];
  let stopped = false;
  let pollers: StreamPollers | undefined;
  let schedulers: Schedulers | undefined;
  let reportFailure: (message: string) => void = () => undefined;
  const failed = new Promise<string>((resolve) => (reportFailure = resolve));
  let writeReadyFile = (): void => undefined;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    pollers?.stop();
    schedulers?.stop();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    const all = new Set([...children, ...services.map((s) => s.child)]);
    await Promise.all([...supervisors.map((s) => s.stop()), ...[...all].map((child) => stopChild(child))]);
    if (options.ephemeral) rmSync(dataRoot, { recursive: true, force: true });
  };

  // Whoever ends this process (Ctrl-C, a test runner, an uncaught error), no child may outlive it,
  // nor an ephemeral stack's data (which may be in memory).
  const killChildren = () => {
    for (const child of [...children, ...services.map((s) => s.child)]) {
      if (child.exitCode === null && !child.signalCode) child.kill('SIGTERM');
    }
    if (options.ephemeral) rmSync(dataRoot, { recursive: true, force: true });
  };
  process.once('exit', killChildren);

  /** From its first run on, a service that stops unexpectedly is restarted (see Supervisor). */
  const supervise = (
    name: string,
    port: number,
    first: ServiceRun,
    restart: () => Promise<ServiceRun>,
    extra: { logFile?: string; afterRestart?: () => Promise<void> } = {},
  ) => {
    const supervisor = new Supervisor({
      name,
      where: `port ${port}`,
      restart,
      ...extra,
      onBack: () => writeReadyFile(),
      onGiveUp: (message) => reportFailure(message),
    });
    supervisor.watch(first);
    supervisors.push(supervisor);
    if (stopped) void supervisor.stop();
  };

  try {
    const cognitoOptions = {
      port: cognitoPort,
      workDir: path.join(dataRoot, 'cognito'),
      logDir,
      onSpawn: track,
    };
    const s3Options = { port: s3Port, directory: path.join(dataRoot, 's3') };
    const [ddb, cognito, ses, s3] = await Promise.all([
      startDynamoDbLocal({
        port: ddbPort,
        dataDir: path.join(dataRoot, 'dynamodb'),
        logDir,
        onSpawn: track,
      }).then((r) => {
        // Its data is on disk, so a restart finds the tables; creating them again only makes sure.
        supervise('DynamoDB Local', ddbPort, childRun(r.service), async () => childRun(await r.restart()), {
          logFile: r.service.logFile,
          afterRestart: () => createTables(r.endpoint),
        });
        return r;
      }),
      startCognitoLocal(cognitoOptions).then((r) => {
        const restart = async () => childRun((await startCognitoLocal(cognitoOptions)).service);
        supervise('cognito-local', cognitoPort, childRun(r.service), restart, { logFile: r.service.logFile });
        return r;
      }),
      startSesLocal({ port: sesPort }).then((r) => {
        // The control port reaches the emulator as `ses.server`: a restart puts the new one there.
        supervise('SES emulator', sesPort, sesRun(r.server), async () => {
          r.server = (await startSesLocal({ port: sesPort })).server;
          return sesRun(r.server);
        });
        return r;
      }),
      startS3Local(s3Options).then((r) => {
        // Like the SES emulator, s3rver runs in this process; its objects are on disk.
        supervise('S3 emulator', s3Port, sesRun(r.server), async () => {
          r.server = (await startS3Local(s3Options)).server;
          return sesRun(r.server);
        });
        return r;
      }),
    ]);

    await createTables(ddb.endpoint);
    // IAM at the endpoints, for the shipped functions' own credentials; without an assembly only
    // the stack's own key signs, and the in-process check (lambda-runtime.ts) authorizes.
    const gate = createIamGate({ onRegister: (id, secret) => registerS3Key(id, secret) });
    const ddbGuard = createDynamoDbGuard(() => ddb.endpoint, gate);
    servers.push(ddbGuard);
    await listen(ddbGuard, ddbGuardPort);
    // What Cognito enforces and cognito-local does not (lockout, TOTP codes used once, challenge
    // sessions, revocation), shared by the browser's proxy and the handlers' one.
    const cognitoWorkDir = path.join(dataRoot, 'cognito');
    const guard = new CognitoGuard(path.join(cognitoWorkDir, '.cognito', 'guard.json'), {
      issuer: cognito.issuer,
      clientId: LOCAL_CLIENT_ID,
    });
    const serverProxy = createCognitoServerProxy(cognito.endpoint, { workDir: cognitoWorkDir, guard, gate });
    servers.push(serverProxy);
    await listen(serverProxy, serverProxyPort);
    // Seeded through the proxy, which refuses what Cognito refuses (an existing group, say), so a
    // restart keeps every account's groups.
    await seed(ddb.endpoint, `http://127.0.0.1:${serverProxyPort}`);

    // What Lambda sets for every function (region, credentials) and where the local endpoints
    // are; each function's own variables come from the runtime below, per invocation.
    Object.assign(process.env, {
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: ddb.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${serverProxyPort}`,
      AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${sesGuardPort}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${s3GuardPort}`,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${secretsPort}`,
      // Meta's Graph API is the stand-in here, which refuses what Facebook refuses.
      GRAPH_API_URL: `http://127.0.0.1:${graphPort}`,
      // No GuardDuty here: downloads say 'not scanned (local)' instead of waiting for a verdict.
      LOCAL_NO_MALWARE_SCAN: '1',
    });
    // The handlers reach SES through a guard that refuses what SES refuses (sending rate, rejected
    // recipients); the mailbox UI is the emulator's own.
    const sesGuard = createSesGuard(() => ses.endpoint, { gate });
    servers.push(sesGuard.server);
    await listen(sesGuard.server, sesGuardPort);
    // Handlers and browsers reach S3 through a guard that checks signatures, upload policies and
    // CORS as S3 does; the emulator itself checks none of them.
    const siteOrigins =
      options.web === 'none' ? [] : [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`];
    const s3Guard = createS3Guard({
      upstream: () => s3.endpoint,
      credentials: gate.credentials,
      allowedOrigins: siteOrigins,
      gate,
    });
    servers.push(s3Guard);
    await listen(s3Guard, s3GuardPort);
    const s3Endpoint = `http://127.0.0.1:${s3GuardPort}`;
    const appConfig = loadAppConfig(process.env);
    // Secrets Manager's stand-in, holding the local edge's counterpart of the value CloudFront
    // sends to the API, new at every start (and never rotated: no previous value).
    const secrets = createLocalSecrets(localArns.secretArn, gate);
    servers.push(secrets.server);
    await listen(secrets.server, secretsPort);
    const originVerifySecret = randomBytes(24).toString('base64url');
    secrets.create(localSecretName('originVerify'), {
      current: originVerifySecret,
      previous: NO_PREVIOUS_ORIGIN_SECRET,
    });
    secrets.create(localSecretName('metaPageTokens'), { byEndpoint: '{}' });
    const graph = createLocalGraph();
    servers.push(graph.server);
    await listen(graph.server, graphPort);
    // With an assembly: what it ships, read now that the values its templates refer to exist.
    const shipped = options.assembly
      ? readShippedFunctions(options.assembly, localAssemblyValues(secrets.value))
      : undefined;
    // The documents bucket the templates name (by a rule of their own) exists in local S3 too.
    const documentsBucket =
      [...(shipped?.values() ?? [])].find((f) => f.environment.DOCUMENTS_BUCKET)?.environment
        .DOCUMENTS_BUCKET ?? LOCAL_DOCUMENTS_BUCKET;
    if (documentsBucket !== LOCAL_DOCUMENTS_BUCKET) await createS3Bucket(s3.endpoint, documentsBucket);
    // Links in the mails the functions send lead to this site, not the firm's production address.
    const localSiteUrl = options.web === 'none' ? undefined : `http://127.0.0.1:${sitePort}`;
    const runtime: LocalRuntime = installLocalRuntime(
      localDeploymentRefs({
        tableName: localTableName,
        userPoolId: LOCAL_USER_POOL_ID,
        mail: appConfig.mail,
        serviceName: 'taxfirm-local',
        siteUrl: localSiteUrl,
      }),
      shipped
        ? {
            shipped: {
              functions: shipped,
              gate,
              additions: {
                AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ddbGuardPort}`,
                AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${serverProxyPort}`,
                AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${sesGuardPort}`,
                AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${s3GuardPort}`,
                AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${secretsPort}`,
                GRAPH_API_URL: `http://127.0.0.1:${graphPort}`,
                // No GuardDuty here: downloads say 'not scanned (local)' instead of waiting for
                // a verdict that never comes.
                LOCAL_NO_MALWARE_SCAN: '1',
                // The template's SITE_URL is the deployed site's; locally, this one's.
                ...(localSiteUrl ? { SITE_URL: localSiteUrl } : {}),
              },
            },
          }
        : {},
    );

    // What Lambda's event source mapping does in AWS: new inquiries reach the mailer.
    // (bench:api turns it off to measure the API handler alone, as in AWS where it runs apart,
    // and turns the jobs on through the control port when it measures the lead export.)
    if (process.env.LOCAL_STREAMS !== 'off') {
      pollers = startStreamPollers(ddb.endpoint, runtime);
      schedulers = startSchedulers(runtime);
    }

    const mailEvents = createMailEventSource(runtime);
    // Local only. An SES outage on demand: the emulator stops listening (its mailbox is kept) and
    // resumes. IAM: the calls refused so far, and a grant taken away as editing the policy would.
    const control = http.createServer((req, res) => {
      const action = req.method === 'POST' ? req.url?.split('?')[0] : undefined;
      const query = new URL(req.url ?? '/', 'http://local').searchParams;
      if (req.method === 'GET' && req.url === '/iam/denials') {
        // Refused in process (the sources) and at the endpoints (the shipped bundles).
        const all = [...runtime.denials(), ...gate.denials()].sort((a, b) => a.at.localeCompare(b.at));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(all));
      } else if (action === '/iam/detach') {
        try {
          runtime.detachTable(query.get('function') ?? '', query.get('table') as TableKey);
          res.writeHead(204).end();
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      } else if (action === '/ses/bounce' || action === '/ses/complaint') {
        mailEvents(action === '/ses/bounce' ? 'Bounce' : 'Complaint', query.get('address') ?? '').then(
          () => res.writeHead(204).end(),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      } else if (action === '/ses/reject' || action === '/ses/accept') {
        sesGuard[action === '/ses/reject' ? 'reject' : 'accept'](query.get('address') ?? '');
        res.writeHead(204).end();
      } else if (action?.startsWith('/schedule/')) {
        // A scheduled function run now, as of `?date=YYYY-MM-DD` when given (the reminder run).
        const date = query.get('date');
        if (!schedulers) return void res.writeHead(409).end('schedules are off (LOCAL_STREAMS=off)');
        schedulers.run(action.slice('/schedule/'.length), date ? { date } : undefined).then(
          (result) =>
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null)),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      } else if (action === '/streams/jobs') {
        // The jobs' streams only, when the streams are off (bench:api's lead export).
        if (!pollers) pollers = startStreamPollers(ddb.endpoint, runtime, jobHandlers);
        res.writeHead(204).end();
      } else if (action === '/drain') {
        // Answers once what happened before the call has run its course: every invocation
        // started before it has finished (its mails stored), every record written before it has
        // been handled, and then what those handlers wrote, down to the mails a notification
        // sends: a pass per step of the longest cascade (an inquiry, its lead, the notification,
        // its mail), or fewer when a pass finds the streams quiet.
        const at = Date.now();
        void (async () => {
          await runtime.settled(at);
          let passes = 0;
          while (pollers && passes < DRAIN_PASSES) {
            passes += 1;
            const handled = await pollers.caughtUp();
            await runtime.settled(Date.now());
            if (handled === 0) break;
          }
          return passes;
        })().then(
          (passes) =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ drained: true, passes })),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      } else if (action === '/functions/load') {
        // Every function initialised, as if each had been called once (bench:local's memory
        // figure): answers how many and how long it took.
        const at = performance.now();
        Promise.all(functionDeclarations().map((f) => runtime.handler(f.id))).then(
          (loaded) =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ functions: loaded.length, ms: Math.round(performance.now() - at) })),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      } else if (action === '/iam/reset') {
        runtime.resetGrants();
        res.writeHead(204).end();
      } else if (action === '/ses/stop' || action === '/ses/start') {
        // The outage is the guard's: the emulator stays up, so the mailbox stays readable to the
        // tests (and suites) that read it meanwhile.
        sesGuard.outage(action === '/ses/stop');
        res.writeHead(204).end();
      } else {
        res.writeHead(404).end();
      }
    });
    servers.push(control);
    await listen(control, controlPort);

    const mailer = new SESv2Client({ endpoint: ses.endpoint, region: 'ap-south-1' });
    const proxy = createCognitoProxy(cognito.endpoint, {
      workDir: cognitoWorkDir,
      guard,
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
      // Pages call Cognito (through its local proxy) and post uploads to the S3 guard, as they
      // call Cognito and the documents bucket in AWS.
      const site = createSiteServer(root, edge, securityHeaders([cognitoProxyUrl, s3Endpoint]));
      servers.push(site);
      await listen(site, sitePort);
      siteUrl = `http://127.0.0.1:${sitePort}`;
    } else if (options.web === 'dev') {
      // Its own plain-Node process: inside this tsx-hooked one, Vite costs twice the memory.
      const vite = startService(
        'Vite dev server',
        process.execPath,
        [
          ...LEAN_NODE_FLAGS,
          path.join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.js'),
          'dev',
          '--host',
          '127.0.0.1',
          '--port',
          String(sitePort),
          '--strictPort',
        ],
        { cwd: projectRoot, env: { LOCAL_EDGE_URL: apiUrl, LOCAL_EDGE_PATHS: EDGE_PATHS.join(',') }, logDir },
      );
      services.push(vite);
      siteUrl = `http://127.0.0.1:${sitePort}`;
      await waitUntil(vite, () => httpAnswers(`${siteUrl}/api/health`), 60_000);
    }

    const addresses = {
      siteUrl,
      apiUrl,
      mailboxUrl: ses.endpoint,
      dynamodbEndpoint: ddb.endpoint,
      cognitoEndpoint: cognito.endpoint,
      cognitoServerEndpoint: `http://127.0.0.1:${serverProxyPort}`,
      cognitoProxyUrl,
      sesEndpoint: ses.endpoint,
      s3Endpoint,
      documentsBucket,
      secretsEndpoint: `http://127.0.0.1:${secretsPort}`,
      graphUrl: `http://127.0.0.1:${graphPort}`,
      controlUrl: `http://127.0.0.1:${controlPort}`,
      apiGatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      issuer: cognito.issuer,
      userPoolId: LOCAL_USER_POOL_ID,
      clientId: LOCAL_CLIENT_ID,
      demoAdminTotpSecret: await demoAdminTotpSecret(cognitoWorkDir),
      tableNames: Object.fromEntries(tableKeys.map((k) => [k, localTableName(k)])),
    };
    const { readyFile } = options;
    if (readyFile) {
      writeReadyFile = () => {
        if (stopped) return;
        const childPids = [...supervisors.map((s) => s.pid), ...services.map((s) => s.child.pid)];
        const ready = {
          ...addresses,
          pid: process.pid,
          childPids: childPids.filter((pid) => pid !== undefined),
          services: Object.fromEntries(
            supervisors.map((s) => [s.name, { pid: s.pid, restarts: s.restarts }]),
          ),
        };
        writeFileAtomic(readyFile, JSON.stringify(ready, null, 2));
      };
      writeReadyFile();
    }
    // The dev server is not restarted: if it stops, so does the stack.
    for (const s of services) {
      s.child.once('exit', (code, signal) => {
        if (!stopped) {
          reportFailure(
            `${s.name} stopped unexpectedly (${signal ?? `exit code ${code}`}): see ${s.logFile}.`,
          );
        }
      });
    }
    return { ...addresses, failed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
