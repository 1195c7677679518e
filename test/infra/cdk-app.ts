import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { loadAppConfig } from '../../infra/config';
import { createStacks } from '../../infra/stacks';

/** The app as `cdk synth` builds it (cdk.json's context), without bundling, so tests run fast. */
export function synthApp() {
  const cdkJson = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = createStacks(app, loadAppConfig({ STAGE: 'test' }));
  return { app, stacks };
}
