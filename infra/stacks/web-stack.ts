import {
  Annotations,
  Aws,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  ImportSource,
  KeyValueStore,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { RuntimeConfig } from '../../shared/runtime-config';
import type { AppConfig } from '../config';
import { BASIC_EXECUTION_FINDING } from './api-stack';
import type { Construct } from 'constructs';
import {
  ASSET_CACHE_CONTROL,
  ASSET_CACHE_SECONDS,
  PAGE_CACHE_CONTROL,
  PAGE_EDGE_SECONDS,
} from '../site/cache-control';
import { viewerRequestFunctionCode, viewerResponseFunctionCode } from '../site/edge-functions';
import { checkEntries, entriesDigest, importFileOf, type KvsEntry } from '../site/page-store';
import { sitePageStoreEntries } from '../site/site-paths';
import { HSTS_SECONDS, PERMISSIONS_POLICY, contentSecurityPolicy } from '../site/security-headers';
import { FEED_PATH } from '../../shared/compliance/feed';

export interface WebStackProps extends StackProps {
  httpApi: HttpApi;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  domain?: AppConfig['domain'];
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) the distribution is attached to. */
  webAclArn: string;
  /**
   * The header CloudFront adds to every request it forwards to the API, with a secret value the
   * route handlers check: the API answers only requests that came through the edge (and its WAF).
   */
  originVerify: { headerName: string; secret: ISecret; rotation: number };
  /**
   * The documents bucket (the data stack's, named by rule, so no cross-stack reference): pages
   * post uploads straight to its endpoint (presigned POST), so the CSP's connect-src names it
   * beside Cognito, and this stack gives it the CORS rule that lets the site's origins post.
   */
  documents: { bucketName: string; origin: string };
  /**
   * The built site (`build/client`). When given, it is uploaded with config.json and the cache is
   * invalidated; `npm run deploy` always builds first. Without it (a fresh clone's synth) the
   * stack has no deployment.
   */
  siteDir?: string;
  /** The page store's entries; by default this build's pages and files (tests pass thousands). */
  pageStore?: readonly KvsEntry[];
}

/** The site: a private bucket behind CloudFront, with /api/* sent to the HTTP API (same origin). */
export class WebStack extends Stack {
  public readonly bucket: Bucket;
  public readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are written with ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      // Replaced pages stay recoverable for a month, then stop costing storage.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([
            `https://cognito-idp.${this.region}.amazonaws.com`,
            props.documents.origin,
          ]),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
    // Pages, config.json and public files: the edge keeps them as long as their s-maxage says
    // (cache-control.ts), within these bounds; browsers revalidate every time (max-age=0).
    const pages = new CachePolicy(this, 'PageCache', {
      minTtl: Duration.seconds(0),
      // Only for an object without Cache-Control (none the deployment writes).
      defaultTtl: Duration.seconds(60),
      maxTtl: Duration.seconds(PAGE_EDGE_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Hashed file names never change content: a year.
    const assets = new CachePolicy(this, 'AssetCache', {
      defaultTtl: Duration.seconds(ASSET_CACHE_SECONDS),
      minTtl: Duration.seconds(ASSET_CACHE_SECONDS),
      maxTtl: Duration.seconds(ASSET_CACHE_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // A path the site does not have gets the 404 page with status 404 from these two functions
    // (edge-functions.ts), on the site's behaviour only: a distribution-wide custom error
    // response would also turn the API's JSON 403 and 404 into that page.
    // The page list the functions read, one key per lookup (page-store.ts). CloudFormation imports
    // a store's contents only when it creates the store (ImportSource cannot be updated), so the
    // store is named by a digest of its contents: a deploy whose list changed creates a new store
    // from the new list, points the functions at it, and then deletes the old one. A deploy with
    // the same list changes nothing.
    const entries = props.pageStore ?? sitePageStoreEntries();
    checkEntries(entries);
    const pageStore = new KeyValueStore(this, 'PageStore', {
      keyValueStoreName: `${this.stackName}-pages-${entriesDigest(entries)}`,
      comment: `The site's pages and files for its CloudFront Functions (${entries.length} entries)`,
      source: ImportSource.fromInline(importFileOf(entries)),
    });
    const sitePaths = new CloudFrontFunction(this, 'CleanUrls', {
      code: FunctionCode.fromInline(viewerRequestFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: pageStore,
      comment: 'Clean URLs to prerendered files; dashboards to the app shell; unknown paths to 404.html',
    });
    const notFoundStatus = new CloudFrontFunction(this, 'NotFoundStatus', {
      code: FunctionCode.fromInline(viewerResponseFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: pageStore,
      comment: 'The 404 page goes out with status 404',
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      // List access too, so a missing key is a real 404 rather than 403.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const apiOrigin = new HttpOrigin(apiDomain, {
      // A CloudFormation dynamic reference, resolved at deploy time: the value is not in the template.
      customHeaders: {
        [props.originVerify.headerName]: props.originVerify.secret
          .secretValueFromJson('current')
          .unsafeUnwrap(),
      },
    });
    this.distribution = new Distribution(this, 'Distribution', {
      // The rotation step is named here so that raising it updates the distribution, and
      // CloudFormation then reads the secret's current value again (shared/origin-verify.ts).
      comment: `The firm's site and API (origin secret rotation ${props.originVerify.rotation})`,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      // The protocol floor applies to a custom certificate; the default one is fixed by CloudFront.
      ...(props.domain
        ? {
            domainNames: props.domain.names,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: pages,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          { function: sitePaths, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: notFoundStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: assets,
          responseHeadersPolicy: headers,
          compress: true,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
        // The compliance calendar's feed, at the site's own address: answered by the API, uncached
        // so that a recorded extension reaches subscribed calendars on their next fetch.
        [FEED_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
    });
    // The viewer-request function sends every path of the site to a file the build has, so
    // listing only makes S3 answer 404 instead of 403 for a key that is missing anyway (a hashed
    // asset from an old build, say).
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain is configured, so CloudFront serves its default *.cloudfront.net certificate, whose policy it fixes; with DOMAIN_NAMES and CERTIFICATE_ARN set, TLS 1.2 (2021) is the minimum',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The firm serves clients in India and abroad (NRIs, foreign companies); no country is excluded',
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set and unknown paths are mapped to the 404 page; LIST only turns a missing key into 404 instead of 403',
    );
    new CfnOutput(this, 'SiteDomain', {
      value: this.distribution.distributionDomainName,
      description: 'Point the custom domain here (CNAME or Route 53 alias), or open it directly',
    });
    this.allowUploadsFromSite(props.documents.bucketName, [
      `https://${this.distribution.distributionDomainName}`,
      ...(props.domain?.names.map((n) => `https://${n}`) ?? []),
    ]);
    if (props.siteDir) this.deploySite(props.siteDir, props);
  }

  /**
   * The documents bucket's CORS rule: browsers post uploads (presigned POST, a preflighted
   * cross-origin request) and may read from the site's own origins only, which are the
   * distribution's domain and the custom domains when set. The bucket lives in the data stack,
   * which deploys before this one and cannot know the distribution's domain (a reference would
   * be a cycle: web depends on data through the API), so this stack sets the rule with S3's
   * PutBucketCors through a custom resource, and removes it if this stack is deleted. The data
   * stack's template declares no CORS, so deploying it alone leaves the rule as it is.
   */
  private allowUploadsFromSite(bucketName: string, origins: string[]) {
    const rule = {
      AllowedOrigins: origins,
      AllowedMethods: ['POST', 'GET', 'HEAD'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3000,
    };
    const put = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: { Bucket: bucketName, CORSConfiguration: { CORSRules: [rule] } },
      physicalResourceId: PhysicalResourceId.of(`${bucketName}-cors`),
    };
    const cors = new AwsCustomResource(this, 'DocumentsCors', {
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'S3', action: 'deleteBucketCors', parameters: { Bucket: bucketName } },
      // Both calls are authorized by s3:PutBucketCORS, on this one bucket.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['s3:PutBucketCORS'],
          resources: [`arn:${Aws.PARTITION}:s3:::${bucketName}`],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    // The provider function CDK adds for every AwsCustomResource of a stack (one, shared).
    const provider = this.node.findChild('AWS679f53fac002430cb0da5b7982bd2287');
    Validations.of(provider).acknowledge({
      id: BASIC_EXECUTION_FINDING,
      reason:
        "CDK's AwsCustomResource provider (AWS-maintained code): the managed policy only writes its CloudWatch Logs; its one grant is s3:PutBucketCORS on the documents bucket",
    });
    return cors;
  }

  /**
   * Uploads the build: hashed assets first and never pruned (a page already open still finds the
   * chunks it was built with), then pages and config.json, pruned, with an invalidation.
   */
  private deploySite(siteDir: string, props: WebStackProps) {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(siteDir, { exclude: ['*', '!assets', '!assets/**'] })],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.fromString(ASSET_CACHE_CONTROL)],
      memoryLimit: 512,
    });
    const config: RuntimeConfig = {
      apiBase: '/api',
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
    };
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [
        Source.asset(siteDir, { exclude: ['assets', 'assets/**'] }),
        Source.jsonData('config.json', config),
      ],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);

    // The deployment's own handler, provided and maintained by the CDK (one for both uploads).
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))!;
    const reason = (what: string) => `CDK's BucketDeployment handler (AWS-maintained code): ${what}`;
    Validations.of(handler).acknowledge(
      { id: BASIC_EXECUTION_FINDING, reason: reason('the managed policy only writes its CloudWatch Logs') },
      {
        id: 'AwsSolutions-L1',
        reason: reason('its Python runtime is chosen by the aws-cdk-lib version and moves with it'),
      },
      ...[
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        'AwsSolutions-IAM5[Action::s3:GetObject*]',
        'AwsSolutions-IAM5[Action::s3:List*]',
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
        'AwsSolutions-IAM5[Resource::<SiteBucket397A1860.Arn>/*]',
      ].map((id) => ({
        id,
        reason: reason(
          'it reads the CDK asset bucket and writes, lists and prunes objects of the site bucket only',
        ),
      })),
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: reason('cloudfront:CreateInvalidation/GetInvalidation, which take no narrower resource here'),
      },
    );
  }
}
