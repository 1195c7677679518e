import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Denial {
  function: string;
  action: string;
  resource: string;
}

/**
 * Stops the local stack, after one last check across every suite: no AWS call a handler made was
 * refused by the local IAM check, except in the test that takes a grant away on purpose. A
 * handler missing a grant fails the run here even if its test accepted the error it caused.
 */
export async function stopStack(
  child: ChildProcess | undefined,
  stackFile: string | undefined,
  /** Functions a test takes a grant from on purpose. */
  expectedDenials: readonly string[] = [],
) {
  if (!child || child.exitCode !== null) return;
  let denials: Denial[] = [];
  try {
    const { controlUrl } = JSON.parse(readFileSync(stackFile ?? '', 'utf8')) as {
      controlUrl: string;
    };
    denials = (await (await fetch(`${controlUrl}/iam/denials`)).json()) as Denial[];
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      // A real time window: the stack's grace to stop its children before it is killed.
      setTimeout(() => (child.kill('SIGKILL'), resolve()), 10_000).unref();
    });
  }
  const unexpected = denials.filter((d) => !expectedDenials.includes(d.function));
  if (unexpected.length) {
    throw new Error(
      `The local IAM check refused calls the handlers made (a grant is missing from the route table):\n${unexpected
        .map((d) => `  ${d.function}: ${d.action} on ${d.resource}`)
        .join('\n')}`,
    );
  }
}

export default async function globalTeardown() {
  const child = (globalThis as { localStackChild?: ChildProcess }).localStackChild;
  // The parity suite takes a table from getSettings' grants on purpose.
  await stopStack(child, process.env.LOCAL_STACK_FILE, ['getSettings']);
}
