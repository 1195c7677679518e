import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../infra/local/support';

/**
 * `npm run bench:local`: starts the whole local stack as `npm start` does (Vite dev server
 * included) several times, and prints the time until /api/health is green and the resident memory
 * of the whole process tree. Budgets: start under 10 s, under 600 MB.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_SECONDS = 10;
const BUDGET_MB = 600;

function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []));
  return out;
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

async function once(): Promise<{ seconds: number; mb: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-bench-'));
  const readyFile = path.join(dir, 'ready.json');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--ephemeral', '--ready-file', readyFile],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the local stack exited');
      if (existsSync(readyFile)) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (res?.status === 200) break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    // Load the home page once so the dev server has done its first transform, as a developer's would.
    await (await fetch(`http://127.0.0.1:${port}/`)).text();
    await new Promise((r) => setTimeout(r, 1000));
    return { seconds, mb: rssMb(processTree(child.pid!)) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: { seconds: number; mb: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = await once();
  results.push(r);
  console.log(`run ${i + 1}: ready in ${r.seconds.toFixed(2)} s, resident ${r.mb.toFixed(0)} MB`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = median(results.map((r) => r.seconds));
const mb = median(results.map((r) => r.mb));
const ok = seconds < BUDGET_SECONDS && mb < BUDGET_MB;
console.log(
  `local stack: start ${seconds.toFixed(2)} s (budget < ${BUDGET_SECONDS} s), resident ${mb.toFixed(0)} MB (budget < ${BUDGET_MB} MB), median of ${RUNS}: ${ok ? 'within budget' : 'OVER BUDGET'}`,
);
process.exit(ok ? 0 : 1);
