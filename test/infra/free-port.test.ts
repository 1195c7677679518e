import net from 'node:net';
import { ephemeralPorts, freePort } from '../../infra/local/support';
import type * as Support from '../../infra/local/support';

/**
 * The local stack chooses its ports before its servers listen on them: a port the kernel may give
 * an outgoing connection meanwhile would make the listen fail now and then.
 */
describe('a free port for the local stack', () => {
  it('lies below the kernel’s range for outgoing connections, and is never handed out twice', async () => {
    const { low } = ephemeralPorts();
    expect(low).toBeGreaterThan(10_000);
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low);
    }
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('is one a server can listen on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('skips a port something already listens on', async () => {
    const { low } = ephemeralPorts();
    const taken = await freePort();
    const held = net.createServer();
    await new Promise<void>((resolve) => held.listen(taken, '127.0.0.1', resolve));
    // A fresh copy of the module (nothing handed out yet), whose first try is the held port.
    let fresh!: typeof Support;
    jest.isolateModules(() => {
      fresh = jest.requireActual('../../infra/local/support');
    });
    const random = jest.spyOn(Math, 'random').mockReturnValueOnce((taken - 10_000 + 0.5) / (low - 10_000));
    const port = await fresh.freePort();
    expect(random).toHaveBeenCalledTimes(2);
    random.mockRestore();
    expect(port).not.toBe(taken);
    await new Promise((resolve) => held.close(resolve));
  });
});
