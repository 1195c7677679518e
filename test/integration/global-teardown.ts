import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const child = (globalThis as { localStackChild?: ChildProcess }).localStackChild;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => (child.kill('SIGKILL'), resolve()), 10_000).unref();
  });
}
