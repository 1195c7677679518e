import { Match, Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { loadAppConfig } from '../../infra/config';
import { apiRoutes, streamHandlers } from '../../shared/api-routes';
import { tableKeys, tables } from '../../shared/tables';
import { synthApp } from './cdk-app';

const { stacks } = synthApp();
const data = Template.fromStack(stacks.data);
const api = Template.fromStack(stacks.api);
const auth = Template.fromStack(stacks.auth);
const web = Template.fromStack(stacks.web);

describe('the CDK app agrees with the shared declarations', () => {
  it('creates one table per shared definition, with its keys and indexes', () => {
    data.resourceCountIs('AWS::DynamoDB::GlobalTable', tableKeys.length);
    for (const key of tableKeys) {
      const def = tables[key];
      data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        KeySchema: [
          { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
          ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        GlobalSecondaryIndexes: def.globalIndexes.length
          ? Match.arrayWith(def.globalIndexes.map((g) => Match.objectLike({ IndexName: g.indexName })))
          : Match.absent(),
      });
    }
  });

  it('keeps every table: retained, point-in-time recovery, deletion protection, on demand', () => {
    const all = data.findResources('AWS::DynamoDB::GlobalTable');
    for (const [id, resource] of Object.entries(all)) {
      expect({ id, policy: resource.DeletionPolicy }).toEqual({ id, policy: 'Retain' });
      expect(resource.Properties.BillingMode).toBe('PAY_PER_REQUEST');
      expect(
        resource.Properties.Replicas[0].PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled,
      ).toBe(true);
      expect(resource.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    }
  });

  it('pins the tables’ logical ids, so a refactor cannot replace stored data', () => {
    // Changing one of these replaces a table in production. Update only with a migration plan.
    const ids = Object.keys(data.findResources('AWS::DynamoDB::GlobalTable')).sort();
    expect(ids).toEqual([
      'DashboardUsersA3A66B09',
      'Inquiries5DACAF3F',
      'Leads391D8FFF',
      'Notifications87298708',
      'RequestsC42AC379',
      'Settings1CCB6159',
      'WebhookDeliveries34BFFC0D',
      'WebhooksA50342DA',
    ]);
  });

  it('has one HTTP API route per shared route, authorized unless public', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Route', apiRoutes.length);
    for (const route of apiRoutes) {
      api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: route.access === 'public' ? 'NONE' : 'JWT',
      });
    }
  });

  it('runs each handler on Node.js 24, arm64, with source maps', () => {
    const functions = Object.values(api.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Handler === 'index.handler',
    );
    expect(functions).toHaveLength(apiRoutes.length + streamHandlers.length);
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('streams new inquiries to the mailer, with retries, partial-batch failures and a dead-letter queue', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    api.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('expires webhook delivery logs by TTL', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'endpointId', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('lets only the functions that mail send e-mail, and only as the firm’s SES identity', () => {
    const policies = Object.values(api.findResources('AWS::IAM::Policy'));
    const sending = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'),
    );
    const mailers = [...apiRoutes, ...streamHandlers].filter(
      (r) => r.id !== 'getHealth' && ((r as { services?: readonly string[] }).services ?? []).includes('ses'),
    );
    expect(sending.map((p) => (p.Properties.PolicyName as string).replace(/Function.*$/, '')).sort()).toEqual(
      mailers.map((r) => r.id).sort(),
    );
    expect(mailers.map((r) => r.id).sort()).toEqual(['sendInquiryMail', 'sendNotificationMail']);
    for (const policy of sending) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain(':identity/sahajtax.in');
      expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toMatch(/identity\/\*/);
    }
  });

  it('throttles the public inquiry routes more tightly than the stage', () => {
    const [stage] = Object.values(api.findResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage!.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
    for (const route of apiRoutes.filter((r) => 'throttle' in r)) {
      const key = `${route.method} ${route.path}`;
      expect(settings[key]).toEqual({
        ThrottlingRateLimit: route.throttle.rateLimit,
        ThrottlingBurstLimit: route.throttle.burstLimit,
      });
      expect(route.throttle.rateLimit).toBeLessThan(
        stage!.Properties.DefaultRouteSettings.ThrottlingRateLimit,
      );
    }
    expect(Object.keys(settings)).toContain('POST /api/inquiries');
  });

  it('makes groups admin and client, with no self sign-up', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'client' });
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('signs in by e-mail with a length-only password policy and deliberate token lifetimes', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
          TemporaryPasswordValidityDays: 7,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
      GenerateSecret: false,
    });
  });

  it('serves the site from a private bucket and sends /api/* to the API', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([Match.objectLike({ PathPattern: '/api/*' })]),
      }),
    });
    const policy = JSON.stringify(web.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('s3:GetObject');
    expect(policy).toContain('s3:ListBucket');
  });
});

describe('web hosting', () => {
  const distribution = () =>
    Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

  it('keeps the site bucket versioned, SSL-only, private and logged', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    expect(JSON.stringify(web.findResources('AWS::S3::BucketPolicy'))).toContain('aws:SecureTransport');
    expect(distribution().Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('maps clean URLs with a CloudFront Function and answers unknown paths with the 404 page and 404', () => {
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: Match.stringLikeRegexp('function handler\\(event\\)'),
    });
    expect(distribution().DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(distribution().CustomErrorResponses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html' }),
        expect.objectContaining({ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html' }),
      ]),
    );
    expect(distribution().ViewerCertificate?.MinimumProtocolVersion ?? 'TLSv1.2_2021').toBe('TLSv1.2_2021');
  });

  it('caches hashed assets for a year and pages for minutes, and never the API', () => {
    const policies = Object.values(web.findResources('AWS::CloudFront::CachePolicy')).map(
      (p) => p.Properties.CachePolicyConfig,
    );
    expect(policies.map((p) => p.DefaultTTL).sort((a: number, b: number) => a - b)).toEqual([60, 31536000]);
    const assets = distribution().CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/assets/*',
    );
    expect(assets).toBeDefined();
    const apiBehaviour = distribution().CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api/*',
    );
    expect(apiBehaviour.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(apiBehaviour.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // all viewer except Host
  });

  it('sends HSTS for two years, a CSP without inline script, nosniff, DENY, a referrer and a permissions policy', () => {
    const [policy] = Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const config = policy!.Properties.ResponseHeadersPolicyConfig;
    const sec = config.SecurityHeadersConfig;
    expect(sec.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    const csp = JSON.stringify(sec.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self';");
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(d);
    expect(sec.ContentTypeOptions.Override).toBe(true);
    expect(sec.FrameOptions.FrameOption).toBe('DENY');
    expect(sec.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(config.CustomHeadersConfig.Items[0].Header).toBe('Permissions-Policy');
    for (const b of [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toBeDefined();
    }
  });
});

describe('operations', () => {
  it('logs API access and alarms on 5xx, every function’s errors and throttles, and dead letters', () => {
    const [stage] = Object.values(api.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stage!.Properties.AccessLogSettings.DestinationArn).toBeDefined();
    api.resourceCountIs('AWS::SNS::Topic', 1);
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'enquiries@sahajtax.in',
    });
    const alarms = Object.values(api.findResources('AWS::CloudWatch::Alarm'));
    const functions = apiRoutes.length + streamHandlers.length;
    expect(alarms).toHaveLength(1 + 2 * functions + 1);
    const metrics = alarms.map((a) => `${a.Properties.Namespace}/${a.Properties.MetricName}`);
    expect(metrics).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway/5xx',
        'AWS/Lambda/Errors',
        'AWS/Lambda/Throttles',
        'AWS/SQS/ApproximateNumberOfMessagesVisible',
      ]),
    );
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });
});

describe('production hardening', () => {
  const domainEnv = {
    DOMAIN_NAMES: 'sahajtax.in, www.sahajtax.in',
    CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
  };

  it('passes the cdk-nag AWS Solutions pack with no unacknowledged finding, with and without a domain and site', () => {
    expect(() => synthApp().app.synth()).not.toThrow();
    expect(() => synthApp({ env: domainEnv, site: true }).app.synth()).not.toThrow();
  });

  it('the cdk-nag check is live: an unacknowledged finding fails synth', () => {
    const { app, stacks } = synthApp();
    // A queue with no dead-letter queue and no SSL-only policy: AwsSolutions-SQS3 and SQS4.
    new Queue(stacks.api, 'Unreviewed');
    expect(() => app.synth()).toThrow(/AwsSolutions-SQS3/);
  });

  it('serves a custom domain over TLS 1.2 (2021) with the configured certificate', () => {
    const web = Template.fromStack(synthApp({ env: domainEnv }).stacks.web);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['sahajtax.in', 'www.sahajtax.in'],
        ViewerCertificate: {
          AcmCertificateArn: domainEnv.CERTIFICATE_ARN,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('refuses a certificate outside us-east-1, naming the setting', () => {
    expect(() =>
      loadAppConfig({
        DOMAIN_NAMES: 'sahajtax.in',
        CERTIFICATE_ARN: 'arn:aws:acm:ap-south-1:123456789012:certificate/abc',
      }),
    ).toThrow(/domain\.certificateArn: an ACM certificate ARN in us-east-1/);
  });

  it('deploys the build: assets kept and immutable, pages and config.json pruned and invalidated', () => {
    const { stacks } = synthApp({ site: true });
    const web = Template.fromStack(stacks.web);
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => !d.Properties.DistributionId)!;
    const pages = deployments.find((d) => d.Properties.DistributionId)!;
    expect(assets.Properties.Prune).toBe(false);
    expect(assets.Properties.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pages.Properties.Prune).toBe(true);
    expect(pages.Properties.Exclude).toEqual(['assets/*']);
    expect(pages.Properties.DistributionPaths).toEqual(['/*']);
    expect(pages.Properties.SystemMetadata['cache-control']).toBe('public, max-age=0, must-revalidate');
    // config.json is written at deploy time from the user pool and its client.
    expect(pages.Properties.SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(pages.Properties.SourceMarkers)).toMatch(/UserPool.*WebClient/s);
  });

  it('grants each function its tables and their indexes by name, never index/* or dynamodb:*', () => {
    const statements = Object.values(api.findResources('AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const dynamo = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(apiRoutes.length);
    for (const s of dynamo) {
      expect([s.Action].flat()).not.toContain('dynamodb:*');
      expect(JSON.stringify(s.Resource)).not.toContain('/index/*');
    }
    const listLeads = statements.filter((s) => JSON.stringify(s.Resource).includes('/index/byStatus'));
    expect(listLeads.length).toBeGreaterThan(0);
  });

  it('puts the user pool on the Plus plan with full threat protection', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});
