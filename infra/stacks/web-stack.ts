import {
  Annotations,
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
import type { RuntimeConfig } from '../../shared/runtime-config';
import type { AppConfig } from '../config';
import { BASIC_EXECUTION_FINDING } from './api-stack';
import type { Construct } from 'constructs';
import { NOT_FOUND_FILE } from '../site/site-paths';
import { HSTS_SECONDS, PERMISSIONS_POLICY, contentSecurityPolicy } from '../site/security-headers';
import { viewerRequestFunctionCode } from '../site/viewer-request';

export interface WebStackProps extends StackProps {
  httpApi: HttpApi;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  domain?: AppConfig['domain'];
  /**
   * The built site (`build/client`). When given, it is uploaded with config.json and the cache is
   * invalidated; `npm run deploy` always builds first. Without it (a fresh clone's synth) the
   * stack has no deployment.
   */
  siteDir?: string;
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
          contentSecurityPolicy: contentSecurityPolicy([`https://cognito-idp.${this.region}.amazonaws.com`]),
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
    // HTML changes with every deployment: a minute at the edge, revalidated by browsers.
    const pages = new CachePolicy(this, 'PageCache', {
      defaultTtl: Duration.seconds(60),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Hashed file names never change content: a year.
    const assets = new CachePolicy(this, 'AssetCache', {
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const cleanUrls = new CloudFrontFunction(this, 'CleanUrls', {
      code: FunctionCode.fromInline(viewerRequestFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Clean URLs to prerendered files; dashboards to the app shell',
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      // List access too, so a missing key is a real 404 rather than 403.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
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
        functionAssociations: [{ function: cleanUrls, eventType: FunctionEventType.VIEWER_REQUEST }],
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
          origin: new HttpOrigin(apiDomain),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
      // A path that maps to no file: the 404 page, with status 404 (never index.html with 200).
      errorResponses: [
        {
          httpStatus: 404,
          responseHttpStatus: 404,
          responsePagePath: NOT_FOUND_FILE,
          ttl: Duration.minutes(1),
        },
        {
          httpStatus: 403,
          responseHttpStatus: 404,
          responsePagePath: NOT_FOUND_FILE,
          ttl: Duration.minutes(1),
        },
      ],
    });
    // defaultRootObject is set and the CloudFront Function maps every clean URL to a file, so
    // listing only turns a missing key into a 404 instead of a 403.
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
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL (its fixed monthly cost exceeds the rest of the app at rest): public API routes have their own API Gateway throttles and validate input; the site is static',
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set; LIST is what makes a missing page a real 404',
    );
    new CfnOutput(this, 'SiteDomain', {
      value: this.distribution.distributionDomainName,
      description: 'Point the custom domain here (CNAME or Route 53 alias), or open it directly',
    });
    if (props.siteDir) this.deploySite(props.siteDir, props);
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
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
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
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
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
