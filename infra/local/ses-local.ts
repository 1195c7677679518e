import type { Server } from 'node:http';
import * as sesModule from 'aws-ses-v2-local';

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
 * cost another 70 MB). Mails are kept in memory and shown in its web UI.
 */
export async function startSesLocal(options: {
  port: number;
}): Promise<{ server: Server; endpoint: string }> {
  process.env.AWS_SES_ACCOUNT = JSON.stringify(LOCAL_SES_ACCOUNT);
  // A CommonJS module whose `exports.default` is the server factory.
  const mod = sesModule as unknown as { default: StartSes | { default: StartSes } };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  const server = await start({ host: '127.0.0.1', port: options.port });
  return { server, endpoint: `http://127.0.0.1:${options.port}` };
}
