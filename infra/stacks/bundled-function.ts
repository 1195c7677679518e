import path from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import {
  AssetHashType,
  Aws,
  DockerImage,
  Validations,
  type FingerprintOptions,
  type Stack,
} from 'aws-cdk-lib';
import type { AssetOptions } from 'aws-cdk-lib/aws-s3-assets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as HandlerFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { buildSync } from 'esbuild';
import { DOCUMENT_KEY_PREFIX, LEAD_EXPORT_PREFIX, UPLOAD_STAGING_PREFIX } from '../../shared/documents';
import {
  functionEnvironment,
  functionGrants,
  type DeploymentRefs,
  type FunctionDeclaration,
} from '../function-grants';
import { lambdaBuildOptions } from '../lambda-bundling';
import { documentsBucketName } from './data-stack';

const projectRoot = path.resolve();

/** cdk-nag's id for a role that uses the AWS-managed policy every Lambda function gets for its logs. */
export const BASIC_EXECUTION_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/**
 * esbuild with code splitting (infra/lambda-bundling.ts), which NodejsFunction cannot ask for:
 * `index.mjs` plus the chunks it loads on demand. Bundled here, never in Docker.
 *
 * CDK caches staged assets by their properties serialized as JSON, which drops `tryBundle`: with
 * nothing else to tell them apart, every function would receive the first one's bundle. The
 * handler's name as `extraHash` gives each its own cache key. `Code.fromAsset` hands its options
 * whole to the asset's staging, which reads `extraHash`, though its declared type omits it; the
 * assembly check run after every synth (infra/assembly/check.ts) fails if that ever stops.
 */
function bundlingOptions(handler: string, entry: string): AssetOptions & FingerprintOptions {
  return {
    assetHashType: AssetHashType.OUTPUT,
    extraHash: handler,
    bundling: {
      image: DockerImage.fromRegistry('bundled-locally-with-esbuild'),
      local: {
        tryBundle: (outdir) => {
          buildSync(lambdaBuildOptions({ entry, outdir, target: 'node24', sourcemap: true }));
          return true;
        },
      },
    },
  };
}

/**
 * One declared function (infra/function-grants.ts) as deployed, in whichever stack holds it:
 * bundled here with esbuild, its log group, its environment and exactly its declared grants, and
 * cdk-nag's findings on its role acknowledged with the reason each is right.
 */
export function bundledFunction(
  scope: Stack,
  spec: FunctionDeclaration,
  options: { refs: DeploymentRefs; stage: string; timeout: Duration },
): HandlerFunction {
  const { refs, stage, timeout } = options;
  const entry = path.join(projectRoot, 'lambdas', `${spec.handler}.ts`);
  const fn = new HandlerFunction(scope, `${spec.id}Function`, {
    code: Code.fromAsset(projectRoot, bundlingOptions(spec.handler, entry)),
    handler: 'index.handler',
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout,
    // Lambda's own trace of each invocation and its AWS calls' timing (ADR 0021).
    tracing: Tracing.ACTIVE,
    logGroup: new LogGroup(scope, `${spec.id}Logs`, { retention: RetentionDays.ONE_MONTH }),
    // Stack traces name the TypeScript source (the bundles carry their source maps).
    environment: { ...functionEnvironment(spec, refs), NODE_OPTIONS: '--enable-source-maps' },
  });
  // The statements the local stack enforces too (infra/function-grants.ts).
  for (const grant of functionGrants(spec, refs)) {
    fn.addToRolePolicy(new PolicyStatement({ actions: grant.actions, resources: grant.resources }));
  }
  Validations.of(fn.role!).acknowledge({
    id: BASIC_EXECUTION_FINDING,
    reason:
      'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch Logs; the data and SES grants are inline and scoped',
  });
  const bucketPrefix = (prefix: string) =>
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${documentsBucketName(stage).replace(Aws.ACCOUNT_ID, '<AWS::AccountId>').replace(Aws.REGION, '<AWS::Region>')}/${prefix}*]`;
  if (spec.services.some((s) => s.startsWith('lead-export'))) {
    Validations.of(fn.role!).acknowledge({
      id: bucketPrefix(LEAD_EXPORT_PREFIX),
      reason:
        'The CSV exports prefix: each export is named by its id when it is asked for, so no narrower resource exists',
    });
  }
  if (spec.services.includes('documents-write')) {
    Validations.of(fn.role!).acknowledge({
      id: bucketPrefix(UPLOAD_STAGING_PREFIX),
      reason:
        'Objects under the upload staging prefix: each upload form names its own key when it is issued, so no narrower resource exists',
    });
  }
  if (spec.services.some((s) => s.startsWith('documents-'))) {
    Validations.of(fn.role!).acknowledge({
      id: bucketPrefix(DOCUMENT_KEY_PREFIX),
      reason:
        'Objects under the documents prefix: each is named by the API when its upload is issued, so no narrower resource exists; which client may reach which object is decided by the handler',
    });
  }
  Validations.of(fn.role!).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: spec.services.includes('describe')
      ? 'ses:GetAccount reads the sending quota, and xray:PutTraceSegments and PutTelemetryRecords (active tracing) send traces; none supports a resource-level permission (Resource must be *)'
      : 'xray:PutTraceSegments and PutTelemetryRecords (active tracing) send traces and support no resource-level permission (Resource must be *)',
  });
  return fn;
}
