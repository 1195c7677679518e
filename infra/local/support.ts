import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve();

/** A failure with a one-line message that names the problem and the fix. */
export class LocalStackError extends Error {}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function assertPortFree(port: number, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(
        new LocalStackError(
          `Port ${port} is already in use: stop whatever is listening there, or choose another with ${envName}=<port>.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** A port from the environment if set (and free), otherwise any free one. */
export async function portFrom(envName: string, fallback?: number): Promise<number> {
  const raw = process.env[envName];
  const port = raw ? Number(raw) : fallback;
  if (raw && (!Number.isInteger(port) || port! <= 0 || port! > 65535)) {
    throw new LocalStackError(`${envName}=${raw} is not a port number: use an integer from 1 to 65535.`);
  }
  if (port === undefined) return freePort();
  await assertPortFree(port, envName);
  return port;
}

export interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
}

/** Starts a child process whose output goes to a log file under the data folder. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logDir: string },
): Service {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${name.replace(/\W+/g, '-').toLowerCase()}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name, child, logFile };
}

/** Polls until `probe` succeeds, or fails naming the service and its log. */
export async function waitUntil(
  service: Service,
  probe: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  service.child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new LocalStackError(
        `${service.name} exited with code ${exited} while starting: see ${service.logFile}.`,
      );
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new LocalStackError(
    `${service.name} did not start within ${timeoutMs / 1000} s: see ${service.logFile}.`,
  );
}

export async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await res.arrayBuffer();
  return true;
}
