import type { ChildProcess } from 'node:child_process';
import { startStackFor } from '../integration/global-setup';

/**
 * The shipped suites' stack: the synthesized assembly in cdk.out (`npm run synth` first), each
 * function run from its bundle with its template's environment, IAM enforced at the endpoints.
 */
export default async function globalSetup() {
  const child = await startStackFor('SHIPPED_STACK_FILE', ['--assembly', 'cdk.out']);
  (globalThis as { shippedStackChild?: ChildProcess }).shippedStackChild = child;
}
