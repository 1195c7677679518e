import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBundling } from '../../infra/lambda-bundling';
import { apiRoutes, mailEventHandlers, scheduledHandlers, streamHandlers } from '../../shared/api-routes';

/**
 * `npm run bench:lambda`: bundles every handler as the CDK stack does (esbuild, ESM, minified,
 * AWS SDK included, Node 24 target), then prints each bundle's size and its import time: the
 * median of 20 fresh Node processes that import it (the cold-start cost the code adds), taken in
 * 20 rounds that each import every handler once.
 * Budgets: at most 400 KB and 60 ms per handler. Exits 1 when one is missed.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SIZE_BUDGET = 400 * 1024;
const IMPORT_BUDGET_MS = 60;

const handlers = [
  ...new Set(
    [...apiRoutes, ...streamHandlers, ...scheduledHandlers, ...mailEventHandlers].map((r) => r.handler),
  ),
].sort();
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

const rows: { handler: string; bytes: number; ms: number }[] = [];
try {
  const probes: { handler: string; outfile: string; probe: string; times: number[] }[] = [];
  for (const handler of handlers) {
    const outfile = path.join(dir, `${handler}.mjs`);
    await build({
      entryPoints: [path.resolve('lambdas', `${handler}.ts`)],
      bundle: true,
      platform: 'node',
      ...lambdaBundling,
      mainFields: [...lambdaBundling.mainFields],
      banner: { js: lambdaBundling.banner },
      target: 'node20',
      outfile,
      logLevel: 'silent',
    });
    const probe = path.join(dir, `${handler}.probe.mjs`);
    writeFileSync(
      probe,
      `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`,
    );
    probes.push({ handler, outfile, probe, times: [] });
  }
  const importMs = (probe: string) =>
    Number(execFileSync(process.execPath, [probe], { env, encoding: 'utf8' }).trim());
  // Rounds, each importing every handler once: a slow spell of the machine falls on all handlers
  // alike instead of on the few measured during it. The first round only warms the file cache.
  for (let round = 0; round <= RUNS; round++) {
    for (const p of probes) {
      const ms = importMs(p.probe);
      if (round > 0) p.times.push(ms);
    }
  }
  for (const p of probes) {
    p.times.sort((a, b) => a - b);
    rows.push({ handler: p.handler, bytes: statSync(p.outfile).size, ms: p.times[Math.floor(RUNS / 2)]! });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

let failed = false;
console.log(
  `\n${'handler'.padEnd(26)} ${'bundle'.padStart(10)} ${'import (median of ' + RUNS + ')'.padStart(4)}  notes`,
);
for (const r of rows) {
  const problems = [
    r.bytes > SIZE_BUDGET ? `over ${SIZE_BUDGET / 1024} KB` : '',
    r.ms > IMPORT_BUDGET_MS ? `over ${IMPORT_BUDGET_MS} ms` : '',
  ].filter(Boolean);
  if (problems.length) failed = true;
  console.log(
    `${r.handler.padEnd(26)} ${`${(r.bytes / 1024).toFixed(1)} KB`.padStart(10)} ${`${r.ms.toFixed(1)} ms`.padStart(10)}      ${problems.join('; ') || 'ok'}`,
  );
}
console.log(failed ? '\nbench:lambda: budget missed' : '\nbench:lambda: every budget met');
if (failed) process.exitCode = 1;
