import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, LEAN_NODE_FLAGS } from '../../infra/local/support';

/**
 * `npm run bench:local`: starts the whole local stack as `npm start` does (Vite dev server
 * included, the same Node flags) several times, and prints the time until /api/health is green and
 * the resident memory of the whole process tree, process by process. Budgets: ready within 10 s,
 * at most 600 MB (the aim is 500); each is printed with PASS or FAIL, and a miss exits 1.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * `-- --preview`: the stack as `npm run preview` runs it (the production build and the
 * synthesized assembly's bundles; build and synth first), timed from its start, then measured
 * once every function's bundle has been initialised, as after a day of use.
 */
const PREVIEW = process.argv.includes('--preview');
const BUDGET_SECONDS = 10;
const BUDGET_MB = 600;
const AIM_MB = 500;

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

/** Each process's resident memory (MB) and what it runs, largest first. */
function residents(pids: number[]): { pid: number; mb: number; what: string }[] {
  const out: { pid: number; mb: number; what: string }[] = [];
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      out.push({ pid, mb: Number(m?.[1] ?? 0) / 1024, what: describe(argv) });
    } catch {
      // gone
    }
  }
  return out.sort((a, b) => b.mb - a.mb);
}

/** A short name for a process of the stack: the jar or script it runs. */
function describe(argv: string[]): string {
  const program = path.basename(argv[0] ?? '?');
  const jar = argv.indexOf('-jar');
  if (jar >= 0) return `${program} ${path.basename(argv[jar + 1] ?? '')}`;
  const script = argv.slice(1).find((a) => !a.startsWith('-') && /[./]/.test(a) && a !== 'tsx');
  return script ? `${program} ${path.relative(process.cwd(), script) || script}` : program;
}

interface Run {
  seconds: number;
  mb: number;
  processes: { pid: number; mb: number; what: string }[];
}

async function once(): Promise<Run> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-bench-'));
  const readyFile = path.join(dir, 'ready.json');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...LEAN_NODE_FLAGS,
      '--import',
      'tsx',
      'infra/local/start.ts',
      '--ephemeral',
      '--ready-file',
      readyFile,
      ...(PREVIEW ? ['--preview', '--assembly'] : []),
    ],
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
    if (PREVIEW) {
      const { controlUrl } = JSON.parse(readFileSync(readyFile, 'utf8')) as { controlUrl: string };
      const loaded = (await (await fetch(`${controlUrl}/functions/load`, { method: 'POST' })).json()) as {
        functions: number;
        ms: number;
      };
      console.log(`  ${loaded.functions} bundles initialised in ${(loaded.ms / 1000).toFixed(2)} s`);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const processes = residents(processTree(child.pid!));
    return { seconds, mb: processes.reduce((sum, p) => sum + p.mb, 0), processes };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = await once();
  results.push(r);
  console.log(`run ${i + 1}: ready in ${r.seconds.toFixed(2)} s, resident ${r.mb.toFixed(0)} MB`);
  for (const p of r.processes) console.log(`  ${p.mb.toFixed(0).padStart(5)} MB  ${p.what}`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = median(results.map((r) => r.seconds));
const mb = median(results.map((r) => r.mb));
const timeOk = seconds <= BUDGET_SECONDS;
const memoryOk = mb <= BUDGET_MB;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log(`\nlocal stack${PREVIEW ? ' (preview: the build and the assembly)' : ''}, median of ${RUNS}:`);
console.log(
  `  ready     ${`${seconds.toFixed(2)} s`.padStart(9)}  budget ≤ ${BUDGET_SECONDS} s    ${verdict(timeOk)}`,
);
console.log(
  `  resident  ${`${mb.toFixed(0)} MB`.padStart(9)}  budget ≤ ${BUDGET_MB} MB  ${verdict(memoryOk)}${mb > AIM_MB ? ` (aim ${AIM_MB} MB)` : ''}`,
);
console.log(timeOk && memoryOk ? 'bench:local: PASS' : 'bench:local: FAIL');
process.exit(timeOk && memoryOk ? 0 : 1);
