import type { App } from 'aws-cdk-lib';
import type { AppConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack } from './stacks/web-stack';

/** Builds every stack; the CDK entry point and the tests call this same function. */
export function createStacks(app: App, config: AppConfig, options: { siteDir?: string } = {}) {
  const prefix = `TaxFirm-${config.stage}`;
  const data = new DataStack(app, `${prefix}-Data`);
  const auth = new AuthStack(app, `${prefix}-Auth`);
  const api = new ApiStack(app, `${prefix}-Api`, {
    config,
    tables: data.tables,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    httpApi: api.httpApi,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    domain: config.domain,
    siteDir: options.siteDir,
  });
  return { data, auth, api, web };
}
