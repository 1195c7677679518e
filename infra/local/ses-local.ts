import type { Server } from 'node:http';
import * as sesModule from 'aws-ses-v2-local';
import { assertPortFree, type ServiceRun } from './support';

/** The emulator answers GetAccount only when told what account it pretends to be. */
const LOCAL_SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development mailbox',
    WebsiteURL: 'http://127.0.0.1',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

type StartSes = (config: { host: string; port: number }) => Promise<Server>;

/**
 * aws-ses-v2-local is a small Express app: it runs in this process (a child Node process would
 * cost another 70 MB). Mails are kept in memory (by the module, so a restarted server still shows
 * them) and shown in its web UI.
 */
export async function startSesLocal(options: {
  port: number;
}): Promise<{ server: Server; endpoint: string }> {
  process.env.AWS_SES_ACCOUNT = JSON.stringify(LOCAL_SES_ACCOUNT);
  // The emulator's own listen has no error handler: a taken port would end this process.
  await assertPortFree(options.port, 'SES_PORT');
  // A CommonJS module whose `exports.default` is the server factory.
  const mod = sesModule as unknown as { default: StartSes | { default: StartSes } };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  const server = await start({ host: '127.0.0.1', port: options.port });
  return { server, endpoint: `http://127.0.0.1:${options.port}` };
}

/**
 * The emulator's server as a supervised run. Having no process of its own, it fails when its
 * server does (an 'error' event, such as an accept error): the server is then closed, and the run
 * ends so that a new one is started on the same port. A plain close is always someone's decision
 * (the stack stopping), never a failure.
 */
export function sesRun(server: Server): ServiceRun {
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    ended: new Promise((resolve) => {
      server.on('error', (error) => {
        void close().then(() => resolve(`its server failed: ${error.message}`));
      });
    }),
    stop: close,
  };
}
