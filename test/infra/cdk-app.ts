import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadAppConfig } from '../../infra/config';
import { createStacks } from '../../infra/stacks';
import type { KvsEntry } from '../../infra/site/page-store';
import type { ApiRoute } from '../../shared/api-routes';

/**
 * The app as `cdk synth` builds it (cdk.json's context, the cdk-nag pack), without bundling, so
 * tests run fast. `env` holds the deploy-time variables (DOMAIN_NAMES, ...); `site` adds a small
 * built site so the deployment is part of the app.
 */
export function synthApp(
  options: {
    env?: NodeJS.ProcessEnv;
    site?: boolean;
    routes?: readonly ApiRoute[];
    pageStore?: readonly KvsEntry[];
  } = {},
) {
  const cdkJson = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
    outdir: mkdtempSync(path.join(os.tmpdir(), 'taxfirm-cdk-')),
  });
  const stacks = createStacks(app, loadAppConfig({ STAGE: 'test', ...options.env }), {
    siteDir: options.site ? fakeSite() : undefined,
    routes: options.routes,
    pageStore: options.pageStore,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stacks };
}

function fakeSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'export {};');
  return dir;
}
