import type { ChildProcess } from 'node:child_process';
import { stopStack } from '../integration/global-teardown';

/** Stops the shipped stack; any call its endpoints refused fails the run (no grant may be missing). */
export default async function globalTeardown() {
  const child = (globalThis as { shippedStackChild?: ChildProcess }).shippedStackChild;
  await stopStack(child, process.env.SHIPPED_STACK_FILE);
}
