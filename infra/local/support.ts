import { spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  constants,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve();

/** A failure with a one-line message that names the problem and the fix. */
export class LocalStackError extends Error {}

/**
 * The ports the kernel gives outgoing connections (Linux's `ip_local_port_range`). A port chosen
 * now but listened on later must lie outside it: otherwise one of the stack's own outgoing
 * connections (a readiness probe, a client) can be given that port in between, and the listen
 * fails with EADDRINUSE, as it did now and then on a starting stack.
 */
export function ephemeralPorts(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! > 10_000) return { low: low!, high: high! };
  } catch {
    // Not Linux: its default range.
  }
  return { low: 32_768, high: 60_999 };
}

/** Ports this process has handed out: never twice. */
const handedOut = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port free now for a server to listen on soon: chosen at random below the kernel's ephemeral
 * range (10,000 and up), so no outgoing connection takes it in between, and not one this process
 * handed out before.
 */
export async function freePort(): Promise<number> {
  const { low } = ephemeralPorts();
  for (let tries = 0; tries < 200; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (low - 10_000));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new LocalStackError(`No free port found between 10000 and ${low - 1}.`);
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

/**
 * V8 flags for the stack's Node processes (this one, through the npm scripts, the dev server and
 * cognito-local): V8 trades some speed for a smaller heap. Measured with `npm run bench:local`,
 * the dev server went from about 450 to 380 MB and this process from 180 to 130 MB. A smaller
 * young generation (`--max-semi-space-size=1`) saved little more and made start-up four times
 * slower: not used.
 */
export const LEAN_NODE_FLAGS = ['--optimize-for-size'];

/**
 * Starts a child process whose output goes to a log file under the data folder. glibc gives each
 * thread that allocates its own malloc arena, kept after use; the dev server's native bundler and
 * CSS tools and the JVM run many threads, so two arenas keep their resident memory down.
 *
 * The dev server's bundler (rolldown) allocates with mimalloc, which on Linux commits its large
 * arenas as soon as it reserves them: about 100 MB resident that the dev server never uses.
 * `MIMALLOC_ARENA_EAGER_COMMIT=0` (a documented mimalloc option) commits pages when touched.
 */
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
    env: { MALLOC_ARENA_MAX: '2', MIMALLOC_ARENA_EAGER_COMMIT: '0', ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name, child, logFile };
}

/** Polls until `probe` succeeds, or fails naming the service and its log (and stops the child). */
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
  // Not left running: a restart on the same port would find it in the way.
  service.child.kill('SIGKILL');
  throw new LocalStackError(
    `${service.name} did not start within ${timeoutMs / 1000} s: see ${service.logFile}.`,
  );
}

export async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await res.arrayBuffer();
  return true;
}

/**
 * A folder for a stack that keeps nothing: in memory (tmpfs) when the machine has one with room,
 * so that its DynamoDB data, kept on "disk" there, costs little more than DynamoDB Local's
 * -inMemory and still outlives a restart of DynamoDB Local.
 */
export function ephemeralDir(prefix: string): string {
  const shm = '/dev/shm';
  try {
    accessSync(shm, constants.W_OK);
    const { bavail, bsize } = statfsSync(shm);
    if (bavail * bsize >= 256 * 1024 * 1024) return mkdtempSync(path.join(shm, prefix));
  } catch {
    // No tmpfs here (or not writable): the system's temporary folder.
  }
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes a file whole or not at all: readers polling for it never see half of it. */
export function writeFileAtomic(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then SIGKILL after `graceMs`; settles once the child is gone (or was killed). */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => (child.kill('SIGKILL'), resolve()), graceMs).unref();
  });
}

/** One run of a supervised service: a child process, or a server inside this process. */
export interface ServiceRun {
  /** The child's process id (none for a server inside this process). */
  pid?: number;
  /** Settles with why, in a few words, when the run ends (after a stop too: the supervisor ignores that). */
  ended: Promise<string>;
  /** Stops it on purpose; settles once it is gone. */
  stop(): Promise<void>;
}

/** A child process as a run: it ends when the process exits, whoever ended it. */
export function childRun(service: Service): ServiceRun {
  const { child } = service;
  return {
    pid: child.pid,
    ended: new Promise((resolve) => {
      const reason = (code: number | null, signal: NodeJS.Signals | null) =>
        signal ? `killed by ${signal}` : `exit code ${code}`;
      if (!running(child)) resolve(reason(child.exitCode, child.signalCode));
      else child.once('exit', (code, signal) => resolve(reason(code, signal)));
    }),
    stop: () => stopChild(child),
  };
}

export interface SupervisorOptions {
  name: string;
  /** Where it answers, for the console lines (`port 8000`). */
  where: string;
  /** Its log file, if it has one, for the console lines. */
  logFile?: string;
  /** Starts it again (same port, same data), settling once it answers; throws when it cannot. */
  restart: () => Promise<ServiceRun>;
  /** Runs after each restart before the service counts as back (DynamoDB: the tables exist). */
  afterRestart?: () => Promise<void>;
  /** Gives up when it stops more than `maxRestarts` times within `windowMs` (5 in a minute). */
  maxRestarts?: number;
  windowMs?: number;
  /** Waits before restart attempt n (1-based) of the window: 0 for the first, then growing. */
  backoffMs?: (attempt: number) => number;
  /** Called once it is back (the stack rewrites its ready file). */
  onBack?: () => void;
  /** Called, with a one-line message, when it keeps stopping and will not be restarted again. */
  onGiveUp: (message: string) => void;
  /** Where the console lines go. */
  log?: { warn(line: string): void; info(line: string): void };
}

const defaultBackoff = (attempt: number) => (attempt <= 1 ? 0 : Math.min(250 * 2 ** (attempt - 2), 4000));

/**
 * Keeps one service running: when it stops without being asked to, says so in the console and
 * starts it again (same port, same data), and says when it is back. A service that stops more than
 * `maxRestarts` times within `windowMs` (a failed restart counts) is given up on, with a message.
 */
export class Supervisor {
  readonly name: string;
  /** Restarts that brought it back. */
  restarts = 0;
  private run: ServiceRun | undefined;
  private stopping = false;
  private readonly stops: number[] = [];

  constructor(private readonly options: SupervisorOptions) {
    this.name = options.name;
  }

  /** Watches a run (the first one, started by the stack) and restarts it when it ends. */
  watch(run: ServiceRun): void {
    this.run = run;
    void run.ended.then((reason) => {
      if (!this.stopping && this.run === run) void this.restart(reason);
    });
  }

  /** The current run's process id (none while it restarts, or for a server in this process). */
  get pid(): number | undefined {
    return this.run?.pid;
  }

  /** No more restarts; stops the current run. (A run still starting is the stack's to stop.) */
  async stop(): Promise<void> {
    this.stopping = true;
    const run = this.run;
    this.run = undefined;
    await run?.stop();
  }

  private async restart(reason: string): Promise<void> {
    const { name, where, logFile } = this.options;
    const log = this.options.log ?? { warn: console.error, info: console.log };
    const maxRestarts = this.options.maxRestarts ?? 5;
    const windowMs = this.options.windowMs ?? 60_000;
    const seeLog = logFile ? ` See ${logFile}.` : '';
    this.run = undefined;
    const began = performance.now();
    for (let failed = false; !this.stopping; failed = true) {
      const now = Date.now();
      while (this.stops.length && now - this.stops[0]! >= windowMs) this.stops.shift();
      this.stops.push(now);
      if (this.stops.length > maxRestarts) {
        this.options.onGiveUp(
          `${name} stopped ${this.stops.length} times within ${windowMs / 1000} s (last: ${reason}), so it is not restarted again.${seeLog}`,
        );
        return;
      }
      log.warn(
        failed
          ? `⚠ ${name} did not come back (${reason}): trying again on ${where}.`
          : `⚠ ${name} stopped unexpectedly (${reason}): restarting it on ${where}.${seeLog}`,
      );
      await new Promise((r) => setTimeout(r, (this.options.backoffMs ?? defaultBackoff)(this.stops.length)));
      if (this.stopping) return;
      let run: ServiceRun | undefined;
      try {
        run = await this.options.restart();
        if (!this.stopping) await this.options.afterRestart?.();
      } catch (error) {
        // It did not start, or answers but could not be made ready: counts as another stop.
        await run?.stop();
        reason = error instanceof Error ? error.message : String(error);
        continue;
      }
      if (this.stopping) {
        await run.stop();
        return;
      }
      // A run that ended already (during afterRestart) is seen at once and restarted.
      this.watch(run);
      this.restarts += 1;
      log.info(
        `✔ ${name} is back on ${where} (restarted in ${((performance.now() - began) / 1000).toFixed(1)} s).`,
      );
      this.options.onBack?.();
      return;
    }
  }
}
