import type { App } from 'aws-cdk-lib';
import { ORIGIN_VERIFY_HEADER } from '../shared/origin-verify';
import type { AppConfig } from './config';
import { apiRoutes, type ApiRoute } from '../shared/api-routes';
import { ApiStack } from './stacks/api-stack';
import { RouteStack, routeStackGroups } from './stacks/route-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack, documentsBucketName, documentsBucketOrigin } from './stacks/data-stack';
import { JobsStack } from './stacks/jobs-stack';
import { WafStack } from './stacks/waf-stack';
import { WebStack } from './stacks/web-stack';
import type { KvsEntry } from './site/page-store';

/** Builds every stack; the CDK entry point and the tests call this same function. */
export function createStacks(
  app: App,
  config: AppConfig,
  options: {
    siteDir?: string;
    /** The route table; by default the shared one (tests add routes to measure the room left). */
    routes?: readonly ApiRoute[];
    /** The edge's page store; by default this build's pages (tests pass thousands). */
    pageStore?: readonly KvsEntry[];
  } = {},
) {
  const routeTable = options.routes ?? (apiRoutes as readonly ApiRoute[]);
  const prefix = `TaxFirm-${config.stage}`;
  const data = new DataStack(app, `${prefix}-Data`, { stage: config.stage });
  const auth = new AuthStack(app, `${prefix}-Auth`, { mail: config.mail });
  const api = new ApiStack(app, `${prefix}-Api`, {
    config,
    routes: routeTable,
    tables: data.tables,
    documents: { bucket: data.documentsBucket, key: data.documentsKey },
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });
  // The signed-in routes, by domain (infra/stacks/route-stack.ts).
  const routes = routeStackGroups(routeTable).map(
    (group) =>
      new RouteStack(app, `${prefix}-Routes-${group.name}`, {
        routes: group.routes,
        httpApi: api.httpApi,
        authorizer: api.authorizer,
        refs: api.refs,
        stage: config.stage,
      }),
  );
  const jobs = new JobsStack(app, `${prefix}-Jobs`, {
    tables: data.tables,
    refs: api.refs,
    stage: config.stage,
    alerts: api.alerts,
  });
  // The only stack with a fixed region (us-east-1, where CloudFront web ACLs must be).
  const waf = new WafStack(app, `${prefix}-Waf`);
  const web = new WebStack(app, `${prefix}-Web`, {
    httpApi: api.httpApi,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    domain: config.domain,
    siteDir: options.siteDir,
    pageStore: options.pageStore,
    webAclArn: waf.webAclArnForOtherRegions,
    originVerify: {
      headerName: ORIGIN_VERIFY_HEADER,
      secret: api.originVerifySecret,
      rotation: config.originSecretVersion,
    },
    documents: { bucketName: documentsBucketName(config.stage), origin: documentsBucketOrigin(config.stage) },
  });
  web.addStackDependency(waf, 'the distribution is attached to the web ACL');
  return { data, auth, api, routes, jobs, waf, web };
}
