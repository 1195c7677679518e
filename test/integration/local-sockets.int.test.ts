import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { DYNAMODB_LOCAL_CORS_ORIGIN } from '../../infra/local/dynamodb-local';
import { localStack } from './local-stack';

/**
 * What the running local stack exposes: every service it starts listens on 127.0.0.1 only, except
 * DynamoDB Local, which has no bind-address option and listens on every interface; that one at
 * least answers no web page's CORS preflight.
 */
interface Listener {
  address: string;
  port: number;
  inode: string;
}

/** An address as /proc/net/tcp{,6} writes it: 32-bit words, each in host (little-endian) order. */
function decodeAddress(hex: string): string {
  const bytes = hex.match(/.{8}/g)!.flatMap((word) =>
    word
      .match(/../g)!
      .reverse()
      .map((b) => parseInt(b, 16)),
  );
  if (bytes.length === 4) return bytes.join('.');
  const v4 = bytes.slice(12).join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${v4}`;
  if (bytes.every((b) => b === 0)) return '::';
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return '::1';
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every listening TCP socket of this network namespace. */
function listeningSockets(): Listener[] {
  const out: Listener[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1]!, fields[3]!, fields[9]!];
      if (state !== '0A') continue; // LISTEN
      const [addressHex, portHex] = local.split(':') as [string, string];
      out.push({ address: decodeAddress(addressHex), port: parseInt(portHex, 16), inode });
    }
  }
  return out;
}

/** The socket inodes the stack's processes (the stack itself and its children) hold open. */
function socketInodesOf(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return inodes;
}

const stack = localStack();
const { pid, childPids } = JSON.parse(readFileSync(process.env.LOCAL_STACK_FILE!, 'utf8')) as {
  pid: number;
  childPids: number[];
};
const portOf = (url: string) => Number(new URL(url).port);
const services = {
  'DynamoDB Local': stack.dynamodbEndpoint,
  'cognito-local': stack.cognitoEndpoint,
  'Cognito proxy': stack.cognitoProxyUrl,
  'SES emulator (mailbox)': stack.mailboxUrl,
  'local API': stack.apiUrl,
  'control server': stack.controlUrl,
};

describe('the local stack’s listening sockets', () => {
  const ours = socketInodesOf([pid, ...childPids]);
  const sockets = listeningSockets().filter((s) => ours.has(s.inode));
  const addressesOf = (url: string) =>
    [...new Set(sockets.filter((s) => s.port === portOf(url)).map((s) => s.address))].sort();

  it.each(Object.entries(services).filter(([name]) => name !== 'DynamoDB Local'))(
    '%s listens on 127.0.0.1 only',
    (_name, url) => {
      expect(addressesOf(url)).toEqual(['127.0.0.1']);
    },
  );

  it('so does every other socket the stack’s processes listen on', () => {
    const others = sockets.filter((s) => s.port !== portOf(stack.dynamodbEndpoint));
    expect(others.length).toBeGreaterThanOrEqual(Object.keys(services).length - 1);
    expect(others.filter((s) => s.address !== '127.0.0.1')).toEqual([]);
  });

  it('DynamoDB Local is the known exception: it has no bind option and listens on every interface', () => {
    // If this starts failing because it binds loopback only, update the sentence in docs/local-stack.md too.
    expect(addressesOf(stack.dynamodbEndpoint)).toEqual([expect.stringMatching(/^(::|0\.0\.0\.0)$/)]);
  });

  const preflight = (origin: string) =>
    fetch(stack.dynamodbEndpoint, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-amz-target',
      },
    });

  it('DynamoDB Local answers no web page’s CORS preflight', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000', 'http://localhost:3000', 'null']) {
      const res = await preflight(origin);
      expect([origin, res.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
    }
    // The allow-list is in force (rather than CORS being broken): only its one origin, which no
    // browser can have, is answered.
    const listed = await preflight(DYNAMODB_LOCAL_CORS_ORIGIN);
    expect(listed.headers.get('access-control-allow-origin')).toBe(DYNAMODB_LOCAL_CORS_ORIGIN);
  });
});

describe('cognito-local behind the proxy', () => {
  it('answers no web page’s CORS preflight (its admin operations need no credentials)', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000']) {
      const res = await fetch(localStack().cognitoEndpoint, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target',
        },
      });
      expect([origin, res.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
    }
  });
});
