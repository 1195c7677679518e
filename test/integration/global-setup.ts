import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from '../wait-until';

/**
 * Starts a real local stack (DynamoDB Local, cognito-local, the SES and S3 emulators, the local
 * API) on free ports, and names its address file in `fileVariable` for the suites. The
 * integration suites run the functions' sources; the shipped suites (`extraArgs: --assembly`)
 * run the synthesized bundles.
 */
export async function startStackFor(
  fileVariable: string,
  extraArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-it-'));
  const readyFile = path.join(dir, 'stack.json');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/local/start.ts',
      '--no-web',
      '--ephemeral',
      '--ready-file',
      readyFile,
      ...extraArgs,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, PORT: '', ...env } },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  await waitUntil(
    'the local stack ready',
    () => {
      if (child.exitCode !== null) throw new Error(`local stack exited early: ${stderr}`);
      return existsSync(readyFile) || undefined;
    },
    { timeoutMs: 120_000, detail: () => stderr },
  );
  JSON.parse(readFileSync(readyFile, 'utf8'));
  process.env[fileVariable] = readyFile;
  return child;
}

export default async function globalSetup() {
  const child = await startStackFor('LOCAL_STACK_FILE', [], { MAIL_CLOCK_SCALE: '300' });
  (globalThis as { localStackChild?: ChildProcess }).localStackChild = child;
}
