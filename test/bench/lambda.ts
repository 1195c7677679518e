import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { lambdaBuildOptions } from '../../infra/lambda-bundling';
import { functionDeclarations } from '../../infra/function-grants';

/**
 * `npm run bench:lambda`: bundles every handler as the CDK stack does (infra/lambda-bundling.ts:
 * esbuild, ESM, minified, AWS SDK included, split into chunks) and prints each bundle's size and
 * its import time in a fresh Node process (the cold-start cost the code adds), median of 20.
 *
 * Size is what a cold start loads: `index.mjs` and the chunks it imports statically. Chunks
 * reached only by `await import()` load when first used; the "all files" column adds them.
 *
 * Import time is reported against a baseline measured in the same run: a bundle, built with the
 * same options, that only imports the DynamoDB client and document client and creates them (what
 * every handler needs at the least). The baseline is imported in the same rounds as the handlers,
 * several times per round, so a slow spell of the machine falls on both alike and the ratio holds
 * where absolute milliseconds would not.
 *
 * Budgets: at most 300 KB loaded at start, import at most 1.5 times the baseline. Exits 1 when one is missed.
 * `BENCH_RUNS` sets the rounds (default 20), `BENCH_HANDLERS=a,b` measures only those handlers.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SIZE_BUDGET_KB = 300;
const IMPORT_BUDGET_RATIO = 1.5;
/** The baseline is imported again after this many handlers within a round. */
const BASELINE_EVERY = 8;

const BASELINE = 'baseline (DynamoDB clients)';
const baselineSource = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
`;

const only = process.env.BENCH_HANDLERS?.split(',').filter(Boolean);
const handlers = [
  ...new Set(
    // Every deployed function, whichever stack holds it.
    functionDeclarations().map((f) => f.handler),
  ),
]
  .filter((h) => !only || only.includes(h))
  .sort();
const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-bench-lambda-'));
const env = {
  ...process.env,
  AWS_REGION: 'ap-south-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_LEADS: 'x',
  TABLE_INQUIRIES: 'x',
  TABLE_WEBHOOKS: 'x',
  TABLE_WEBHOOK_DELIVERIES: 'x',
  TABLE_DASHBOARD_USERS: 'x',
  USER_POOL_ID: 'x',
};

interface Probe {
  name: string;
  /** KB that a cold start loads, and KB of every file. */
  startKb: number;
  allKb: number;
  probe: string;
  times: number[];
}

/** Bytes of the entry and of the chunks it imports statically, and of every output file. */
function sizes(metafile: Metafile): { start: number; all: number } {
  const outputs = metafile.outputs;
  const code = Object.keys(outputs).filter((f) => !f.endsWith('.map'));
  const entry = code.find((f) => path.basename(f) === 'index.mjs')!;
  const loaded = new Set([entry]);
  for (const f of loaded) {
    for (const i of outputs[f]!.imports)
      if (i.kind === 'import-statement' && outputs[i.path]) loaded.add(i.path);
  }
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + outputs[f]!.bytes, 0);
  return { start: sum(loaded), all: sum(code) };
}

async function bundle(name: string, entry: string): Promise<Probe> {
  const outdir = path.join(dir, name.replace(/\W+/g, '-'));
  const { metafile } = await build({
    // The deployed target is node24 (infra/stacks/api-stack.ts); this machine's Node may be older.
    ...lambdaBuildOptions({ entry, outdir, target: 'node20' }),
    nodePaths: [path.resolve('node_modules')],
    metafile: true,
    logLevel: 'silent',
  });
  const probe = path.join(outdir, 'probe.mjs');
  writeFileSync(
    probe,
    `const t = performance.now(); await import(${JSON.stringify(path.join(outdir, 'index.mjs'))}); console.log(performance.now() - t);`,
  );
  const { start, all } = sizes(metafile);
  return { name, startKb: start / 1024, allKb: all / 1024, probe, times: [] };
}

const importMs = (probe: string) =>
  Number(execFileSync(process.execPath, [probe], { env, encoding: 'utf8' }).trim());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Row {
  name: string;
  kb: number;
  allKb: number;
  ms: number;
  ratio: number;
}

const rows: Row[] = [];
let baseline: Row;
try {
  // A file of its own (code splitting takes no stdin); its packages resolve from the project.
  const baselineEntry = path.join(dir, 'baseline.ts');
  writeFileSync(baselineEntry, baselineSource);
  const base = await bundle(BASELINE, baselineEntry);
  const probes: Probe[] = [];
  for (const handler of handlers)
    probes.push(await bundle(handler, path.resolve('lambdas', `${handler}.ts`)));
  // Rounds, each importing every handler once and the baseline between them: a slow spell of the
  // machine falls on all alike. The first round only warms the file cache.
  for (let round = 0; round <= RUNS; round++) {
    probes.forEach((p, i) => {
      if (i % BASELINE_EVERY === 0) {
        const ms = importMs(base.probe);
        if (round > 0) base.times.push(ms);
      }
      const ms = importMs(p.probe);
      if (round > 0) p.times.push(ms);
    });
  }
  const baseMs = median(base.times);
  baseline = { name: BASELINE, kb: base.startKb, allKb: base.allKb, ms: baseMs, ratio: 1 };
  for (const p of probes) {
    const ms = median(p.times);
    rows.push({ name: p.name, kb: p.startKb, allKb: p.allKb, ms, ratio: ms / baseMs });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const kb = (n: number) => `${n.toFixed(1)} KB`.padStart(9);
console.log(
  `\n${'handler'.padEnd(28)} ${'at start'.padStart(9)} ${'size'.padEnd(4)} ${'all files'.padStart(9)}  ${'import'.padStart(8)} ${'ratio'.padStart(6)} import`,
);
console.log(
  `${baseline.name.padEnd(28)} ${kb(baseline.kb)} ${''.padEnd(4)} ${kb(baseline.allKb)}  ${`${baseline.ms.toFixed(1)} ms`.padStart(8)} ${'1.00x'.padStart(6)}`,
);
let failures = 0;
for (const r of rows) {
  const sizeOk = r.kb <= SIZE_BUDGET_KB;
  const importOk = r.ratio <= IMPORT_BUDGET_RATIO;
  if (!sizeOk || !importOk) failures++;
  console.log(
    `${r.name.padEnd(28)} ${kb(r.kb)} ${verdict(sizeOk)} ${kb(r.allKb)}  ${`${r.ms.toFixed(1)} ms`.padStart(8)} ${`${r.ratio.toFixed(2)}x`.padStart(6)} ${verdict(importOk)}`,
  );
}
console.log(
  `\nbudgets: loaded at start ≤ ${SIZE_BUDGET_KB} KB, import ≤ ${IMPORT_BUDGET_RATIO}x the baseline (medians of ${RUNS} fresh processes)`,
);
console.log(
  failures
    ? `bench:lambda: FAIL, ${failures} of ${rows.length} handlers miss a budget`
    : `bench:lambda: PASS, all ${rows.length} handlers within budget`,
);
if (failures) process.exitCode = 1;
