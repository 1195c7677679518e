import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Starts the real local stack (DynamoDB Local, cognito-local, SES emulator, local API) on free ports. */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-it-'));
  const readyFile = path.join(dir, 'stack.json');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--no-web', '--ephemeral', '--ready-file', readyFile],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, PORT: '', MAIL_CLOCK_SCALE: '300' } },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 120_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error(`local stack exited early: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`local stack not ready in 120 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  JSON.parse(readFileSync(readyFile, 'utf8'));
  process.env.LOCAL_STACK_FILE = readyFile;
  (globalThis as { localStackChild?: typeof child }).localStackChild = child;
}
