import http from 'node:http';
import { gateRequest, type IamGate } from './iam-gate';
import { bodyInput, sesCalls } from './wire-calls';

/** SES's default sending rate for an account out of the sandbox (messages per second). */
export const LOCAL_MAX_SEND_RATE = 14;

export interface SesGuard {
  server: http.Server;
  /** Addresses SES refuses (MessageRejected), as it would a rejected or malformed recipient. */
  reject(address: string): void;
  accept(address: string): void;
  /**
   * An SES outage (true) or its end: while out, every call's connection fails, as when SES cannot
   * be reached. The emulator keeps running, so the mails it holds stay readable to tests.
   */
  outage(down: boolean): void;
}

function sesError(res: http.ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ __type: type, message }));
}

/**
 * In front of the SES emulator, which accepts any number of mails to any address at any speed:
 * what real SES refuses, refused here too. Sends beyond the account's sending rate get 429
 * TooManyRequestsException ('Maximum sending rate exceeded.'); sends to an address marked as
 * rejected get 400 MessageRejected. Everything else goes to the emulator unchanged; during an
 * outage (or when the emulator is down) the connection fails as SES's would.
 */
export function createSesGuard(
  upstream: () => string,
  options: {
    maxSendRate?: number;
    /** IAM at the endpoint, for callers that sign with credentials of their own (iam-gate.ts). */
    gate?: IamGate;
  } = {},
): SesGuard {
  const maxSendRate = options.maxSendRate ?? LOCAL_MAX_SEND_RATE;
  const gate = options.gate;
  const rejected = new Set<string>();
  let down = false;
  let tokens = maxSendRate;
  let at = performance.now();
  const takeToken = () => {
    const now = performance.now();
    tokens = Math.min(maxSendRate, tokens + ((now - at) / 1000) * maxSendRate);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const server = http.createServer((req, res) => {
    // Out: the connection drops before any answer, as an unreachable SES's would.
    if (down) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const denied =
          gate &&
          gateRequest(
            gate,
            { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body },
            'ses',
            () => sesCalls(req.method ?? 'GET', req.url ?? '/', bodyInput(body)),
          );
        // SES's REST API answers an IAM refusal with 403.
        if (denied)
          return sesError(
            res,
            denied.type === 'AccessDeniedException' ? 403 : denied.status,
            denied.type,
            denied.message,
          );
        const sending = req.method === 'POST' && (req.url ?? '').startsWith('/v2/email/outbound-emails');
        if (sending) {
          let to: string[] = [];
          try {
            const input = JSON.parse(body.toString('utf8')) as { Destination?: { ToAddresses?: string[] } };
            to = input.Destination?.ToAddresses ?? [];
          } catch {
            return sesError(res, 400, 'BadRequestException', 'The request body is not valid JSON.');
          }
          if (!takeToken()) {
            return sesError(res, 429, 'TooManyRequestsException', 'Maximum sending rate exceeded.');
          }
          const refused = to.find((a) => rejected.has(a.toLowerCase()));
          if (refused)
            return sesError(res, 400, 'MessageRejected', `Email address is not verified: ${refused}`);
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
        }
        let answer: Response;
        try {
          answer = await fetch(upstream() + (req.url ?? '/'), {
            method: req.method,
            headers,
            body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
          });
        } catch {
          // The emulator is down: the caller sees the connection fail, as during an SES outage.
          return void res.destroy();
        }
        const out = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        });
        res.end(out);
      })().catch(() => res.destroy());
    });
  });
  return {
    server,
    reject: (address) => void rejected.add(address.toLowerCase()),
    accept: (address) => void rejected.delete(address.toLowerCase()),
    outage: (out) => {
      down = out;
    },
  };
}
