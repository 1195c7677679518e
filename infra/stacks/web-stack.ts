import { Annotations, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
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
import type { Construct } from 'constructs';
import { NOT_FOUND_FILE } from '../site/site-paths';
import { HSTS_SECONDS, PERMISSIONS_POLICY, contentSecurityPolicy } from '../site/security-headers';
import { viewerRequestFunctionCode } from '../site/viewer-request';

export interface WebStackProps extends StackProps {
  httpApi: HttpApi;
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
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
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
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set; LIST is what makes a missing page a real 404',
    );
  }
}
