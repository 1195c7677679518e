import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

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
          stdio: 'ignore',
        },
      );
      try {
        const deadline = Date.now() + 60_000;
        while (!existsSync(readyFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        const { childPids } = JSON.parse(readFileSync(readyFile, 'utf8')) as { childPids: number[] };
        expect(childPids.length).toBeGreaterThanOrEqual(3); // DynamoDB Local, cognito-local, Vite
        expect(childPids.every(alive)).toBe(true);
        child.kill(signal);
        await new Promise((r) => child.once('exit', r));
        const stillAlive = async () => childPids.filter(alive);
        for (let i = 0; i < 50 && (await stillAlive()).length; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(await stillAlive()).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
