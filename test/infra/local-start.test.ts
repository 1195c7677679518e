import { spawnSync } from 'node:child_process';
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
