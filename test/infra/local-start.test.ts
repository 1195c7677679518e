import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesRun, startSesLocal } from '../../infra/local/ses-local';
import { waitUntil } from '../wait-until';
import { Supervisor, freePort, type SupervisorOptions } from '../../infra/local/support';

/** Runs `npm start`'s entry point and returns what it printed on stderr and its exit code. */
function start(env: NodeJS.ProcessEnv) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--ephemeral', '--no-web'],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('npm start explains what is wrong in one line', () => {
  it('names a port already in use and how to choose another', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { status, stderr } = start({ API_PORT: String(port) });
      expect(status).toBe(1);
      expect(stderr).toBe(
        `✖ Port ${port} is already in use: stop whatever is listening there, or choose another with API_PORT=<port>.`,
      );
    } finally {
      blocker.close();
    }
  });

  it('names the package to install when Java is missing', () => {
    // A PATH without java (node is started by absolute path, children too).
    const { status, stderr } = start({ PATH: '/nonexistent' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^✖ Java is missing: .*apt-get install -y openjdk-17-jre-headless$/);
    expect(stderr.split('\n')).toHaveLength(1);
  });
});

describe('stopping the local stack', () => {
  // A zombie (exited, not yet reaped by PID 1) counts as stopped.
  const alive = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    } catch {
      return false;
    }
  };

  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s stops every child process (dev server included)',
    async (signal) => {
      const { spawn } = await import('node:child_process');
      const { mkdtempSync, existsSync, rmSync } = await import('node:fs');
      const os = await import('node:os');
      const path = await import('node:path');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-stop-'));
      const readyFile = path.join(dir, 'ready.json');
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as net.AddressInfo).port;
      blocker.close();
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'infra/local/start.ts', '--ephemeral', '--ready-file', readyFile],
        {
          env: { ...process.env, PORT: String(port) },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      try {
        // Generous: on a 2-core CI machine the stack starts while other suites compete for the CPU.
        await waitUntil(
          'the stack ready',
          () => existsSync(readyFile) || child.exitCode !== null || undefined,
          {
            timeoutMs: 150_000,
          },
        ).catch(() => undefined);
        if (!existsSync(readyFile))
          throw new Error(
            `the stack never said it was ready (exit code ${child.exitCode}); stderr:\n${stderr}`,
          );
        const { childPids } = JSON.parse(readFileSync(readyFile, 'utf8')) as { childPids: number[] };
        expect(childPids.length).toBeGreaterThanOrEqual(3); // DynamoDB Local, cognito-local, Vite
        expect(childPids.every(alive)).toBe(true);
        child.kill(signal);
        await new Promise((r) => child.once('exit', r));
        const stillAlive = async () => childPids.filter(alive);
        await waitUntil('every child gone', async () => ((await stillAlive()).length ? undefined : true), {
          timeoutMs: 5_000,
        }).catch(() => undefined);
        expect(await stillAlive()).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});

describe('a service that stops unexpectedly is restarted', () => {
  /** A run that ends when the test says so. */
  function fakeRun(pid: number) {
    let end: (reason: string) => void = () => undefined;
    const ended = new Promise<string>((resolve) => (end = resolve));
    return { pid, ended, end, stop: jest.fn(async () => undefined) };
  }
  /** Until the supervisor has done something the test can see (its restarts run after a timer). */
  const until = <T>(what: string, probe: () => T | undefined) => waitUntil(what, probe, { everyMs: 5 });
  /** Every promise job queued so far has run: what a supervisor that restarts nothing does at once. */
  const flushed = () => new Promise((r) => setImmediate(r));

  function supervised(runs: ReturnType<typeof fakeRun>[], extra: Partial<SupervisorOptions> = {}) {
    const lines: string[] = [];
    const gaveUp: string[] = [];
    const onBack = jest.fn();
    let next = 0;
    const supervisor = new Supervisor({
      name: 'DynamoDB Local',
      where: 'port 8000',
      logFile: '/data/logs/dynamodb-local.log',
      restart: async () => {
        const run = runs[next++];
        if (!run) throw new Error('no more runs');
        return run;
      },
      backoffMs: () => 0,
      onBack,
      onGiveUp: (message) => gaveUp.push(message),
      log: { warn: (line) => lines.push(line), info: (line) => lines.push(line) },
      ...extra,
    });
    return { supervisor, lines, gaveUp, onBack };
  }

  it('says why it stopped, starts it again on the same port, and says when it is back', async () => {
    const first = fakeRun(1);
    const second = fakeRun(2);
    const afterRestart = jest.fn(async () => undefined);
    const { supervisor, lines, onBack } = supervised([second], { afterRestart });
    supervisor.watch(first);
    expect(supervisor.pid).toBe(1);
    first.end('killed by SIGKILL');
    await until('back', () => (supervisor.pid === 2 && lines.length === 2) || undefined);
    expect(lines[0]).toBe(
      '⚠ DynamoDB Local stopped unexpectedly (killed by SIGKILL): restarting it on port 8000. See /data/logs/dynamodb-local.log.',
    );
    expect(lines[1]).toMatch(/^✔ DynamoDB Local is back on port 8000 \(restarted in \d+\.\d s\)\.$/);
    expect(afterRestart).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(supervisor.pid).toBe(2);
    expect(supervisor.restarts).toBe(1);
  });

  it('tries again when a restart fails, and counts the failure', async () => {
    const first = fakeRun(1);
    const third = fakeRun(3);
    let attempts = 0;
    const { supervisor, lines } = supervised([], {
      restart: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('DynamoDB Local exited with code 1 while starting');
        return third;
      },
    });
    supervisor.watch(first);
    first.end('exit code 137');
    await until(
      'back after a failed restart',
      () => (supervisor.pid === 3 && lines.length === 3) || undefined,
    );
    expect(lines[1]).toBe(
      '⚠ DynamoDB Local did not come back (DynamoDB Local exited with code 1 while starting): trying again on port 8000.',
    );
    expect(lines[2]).toMatch(/is back on port 8000/);
    expect(supervisor.pid).toBe(3);
  });

  it('a run that answers but cannot be prepared (the tables) is stopped and started again', async () => {
    const first = fakeRun(1);
    const second = fakeRun(2);
    const third = fakeRun(3);
    const afterRestart = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockResolvedValue(undefined);
    const { supervisor, lines } = supervised([second, third], { afterRestart });
    supervisor.watch(first);
    first.end('killed by SIGKILL');
    await until('the third run', () => supervisor.pid === 3 || undefined);
    expect(second.stop).toHaveBeenCalled();
    expect(lines[1]).toBe(
      '⚠ DynamoDB Local did not come back (connect ECONNREFUSED): trying again on port 8000.',
    );
    expect(supervisor.pid).toBe(3);
  });

  it('gives up, with one clear message, when it stops more than 5 times within a minute', async () => {
    const runs = Array.from({ length: 7 }, (_, i) => fakeRun(i + 1));
    const { supervisor, lines, gaveUp } = supervised(runs.slice(1));
    supervisor.watch(runs[0]!);
    for (let i = 0; i < 5; i++) {
      runs[i]!.end('exit code 1');
      await until(`restart ${i + 1}`, () => supervisor.restarts === i + 1 || undefined);
    }
    expect(supervisor.restarts).toBe(5);
    expect(gaveUp).toEqual([]);
    runs[5]!.end('exit code 1');
    await until('given up', () => gaveUp.length === 1 || undefined);
    expect(gaveUp).toEqual([
      'DynamoDB Local stopped 6 times within 60 s (last: exit code 1), so it is not restarted again. See /data/logs/dynamodb-local.log.',
    ]);
    expect(lines.filter((l) => l.startsWith('⚠'))).toHaveLength(5);
    expect(supervisor.pid).toBeUndefined();
  });

  it('stops older than the window do not count', async () => {
    const runs = Array.from({ length: 4 }, (_, i) => fakeRun(i + 1));
    const { supervisor, gaveUp } = supervised(runs.slice(1), { maxRestarts: 1, windowMs: 50 });
    supervisor.watch(runs[0]!);
    runs[0]!.end('exit code 1');
    await until('the second run', () => supervisor.pid === 2 || undefined);
    // A real time window: past the supervisor's 50 ms window, the first stop no longer counts.
    await new Promise((r) => setTimeout(r, 60));
    runs[1]!.end('exit code 1');
    await until('the third run, or giving up', () => supervisor.pid === 3 || gaveUp.length > 0 || undefined);
    expect(gaveUp).toEqual([]);
    expect(supervisor.pid).toBe(3);
  });

  it('once stopped, it stops the current run and restarts nothing', async () => {
    const first = fakeRun(1);
    const second = fakeRun(2);
    const restart = jest.fn(async () => second);
    const { supervisor, lines } = supervised([], { restart });
    supervisor.watch(first);
    await supervisor.stop();
    expect(first.stop).toHaveBeenCalled();
    first.end('killed by SIGTERM');
    await flushed();
    expect(restart).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('the SES emulator, in this process: a failed server is replaced on the same port, mails kept', async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    let current = (await startSesLocal({ port })).server;
    const lines: string[] = [];
    const supervisor = new Supervisor({
      name: 'SES emulator',
      where: `port ${port}`,
      restart: async () => {
        current = (await startSesLocal({ port })).server;
        return sesRun(current);
      },
      onGiveUp: () => undefined,
      log: { warn: (line) => lines.push(line), info: (line) => lines.push(line) },
    });
    supervisor.watch(sesRun(current));
    try {
      const mail = new SESv2Client({
        endpoint,
        region: 'ap-south-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      });
      const send = (subject: string) =>
        mail.send(
          new SendEmailCommand({
            FromEmailAddress: 'noreply@example.com',
            Destination: { ToAddresses: ['restart-test@example.com'] },
            Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: 'x' } } } },
          }),
        );
      await send('before');
      const failedServer = current;
      failedServer.emit('error', new Error('accept EMFILE'));
      await until('the SES emulator back', () => lines.some((l) => l.startsWith('✔')) || undefined);
      expect(lines[0]).toBe(
        '⚠ SES emulator stopped unexpectedly (its server failed: accept EMFILE): restarting it on port ' +
          `${port}.`,
      );
      expect(lines[1]).toMatch(new RegExp(`^✔ SES emulator is back on port ${port} `));
      expect(current).not.toBe(failedServer);
      await send('after');
      const { emails } = (await (await fetch(`${endpoint}/store`)).json()) as {
        emails: { subject: string; destination: { to: string[] } }[];
      };
      const subjects = emails
        .filter((m) => m.destination.to.includes('restart-test@example.com'))
        .map((m) => m.subject);
      expect(subjects).toEqual(['before', 'after']);
      mail.destroy();

      // A deliberate close (the control port's simulated outage) is not a failure.
      await new Promise((resolve) => current.close(resolve));
      await flushed();
      expect(lines).toHaveLength(2);
    } finally {
      await supervisor.stop();
      current.close();
    }
  });
});
