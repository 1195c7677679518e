import { firm } from '../../shared/firm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { loadAppConfig } from '../../infra/config';
import { RATE_LIMITS } from '../../infra/stacks/waf-stack';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { FEED_PATH } from '../../shared/compliance/feed';
import {
  apiRoutes,
  jobHandlers,
  mailEventHandlers,
  scheduledHandlers,
  streamHandlers,
} from '../../shared/api-routes';
import { tableKeys, tables } from '../../shared/tables';
import { synthApp } from './cdk-app';

const { stacks } = synthApp();
const data = Template.fromStack(stacks.data);
const api = Template.fromStack(stacks.api);
/** The API stack and the route stacks together: every route, its function and its grants. */
const apiSide = Template.fromJSON({
  Resources: Object.assign(
    {},
    ...[stacks.api, ...stacks.routes].map((s) => Template.fromStack(s).toJSON().Resources as object),
  ),
});
const auth = Template.fromStack(stacks.auth);
const jobs = Template.fromStack(stacks.jobs);
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
      'AuditLogA5B7094E',
      'Counts7F28E4F7',
      'DashboardUsersA3A66B09',
      'Documents7E5B2978',
      'Inquiries5DACAF3F',
      'LeadExports02673025',
      'LeadSearchF17DDF63',
      'Leads391D8FFF',
      'MailOutbox297DBE6F',
      'MailRecipientsFE3C1076',
      'Notifications87298708',
      'RequestsC42AC379',
      'Settings1CCB6159',
      'WebhookDeliveries34BFFC0D',
      'WebhooksA50342DA',
    ]);
  });

  it('has one HTTP API route per shared route, authorized unless public', () => {
    apiSide.resourceCountIs('AWS::ApiGatewayV2::Route', apiRoutes.length);
    for (const route of apiRoutes) {
      apiSide.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: route.access === 'public' ? 'NONE' : 'JWT',
      });
    }
  });

  it('runs each handler on Node.js 24, arm64, with source maps', () => {
    const functions = Object.values(apiSide.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Handler === 'index.handler',
    );
    expect(functions).toHaveLength(
      apiRoutes.length + streamHandlers.length + scheduledHandlers.length + mailEventHandlers.length,
    );
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
    const policies = Object.values(apiSide.findResources('AWS::IAM::Policy'));
    const sending = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'),
    );
    const mailers = [...apiRoutes, ...streamHandlers, ...scheduledHandlers].filter((r) =>
      ((r as { services?: readonly string[] }).services ?? []).includes('ses'),
    );
    expect(sending.map((p) => (p.Properties.PolicyName as string).replace(/Function.*$/, '')).sort()).toEqual(
      mailers.map((r) => r.id).sort(),
    );
    expect(mailers.map((r) => r.id).sort()).toEqual(['retryMail', 'sendInquiryMail', 'sendNotificationMail']);
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

  it('answers unknown site paths with the 404 page and 404 from CloudFront Functions, never the API’s errors', () => {
    const functions = web.findResources('AWS::CloudFront::Function');
    expect(Object.keys(functions)).toHaveLength(2);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      expect(fn.Properties.FunctionCode).toMatch(/function handler\(event\)/);
      expect(Buffer.byteLength(fn.Properties.FunctionCode)).toBeLessThan(10 * 1024);
    }
    const associations = distribution().DefaultCacheBehavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }[];
    expect(associations.map((a) => a.EventType).sort()).toEqual(['viewer-request', 'viewer-response']);
    const code = (type: string) =>
      functions[associations.find((a) => a.EventType === type)!.FunctionARN['Fn::GetAtt'][0]]!.Properties
        .FunctionCode as string;
    expect(code('viewer-request')).toContain('"/404.html"');
    expect(code('viewer-response')).toContain('viewerStatusFor');
    // Custom error responses would apply to every behaviour, /api/* included: none.
    expect(distribution().CustomErrorResponses).toBeUndefined();
    for (const behaviour of distribution().CacheBehaviors) {
      expect({ path: behaviour.PathPattern, functions: behaviour.FunctionAssociations }).toEqual({
        path: behaviour.PathPattern,
        functions: undefined,
      });
    }
    expect(distribution().ViewerCertificate?.MinimumProtocolVersion ?? 'TLSv1.2_2021').toBe('TLSv1.2_2021');
  });

  it('caches hashed assets for a year and pages for up to an hour at the edge, and never the API', () => {
    const policies = Object.values(web.findResources('AWS::CloudFront::CachePolicy')).map(
      (p) => p.Properties.CachePolicyConfig,
    );
    expect(policies.map((p) => p.MaxTTL).sort((a: number, b: number) => a - b)).toEqual([3600, 31536000]);
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

  it('sends the compliance calendar feed, at the site address, to the API, uncached', () => {
    const behaviours = distribution().CacheBehaviors as {
      PathPattern: string;
      TargetOriginId: string;
      CachePolicyId: string;
    }[];
    const feed = behaviours.find((b) => b.PathPattern === FEED_PATH);
    const apiBehaviour = behaviours.find((b) => b.PathPattern === '/api/*');
    expect(feed?.TargetOriginId).toBe(apiBehaviour?.TargetOriginId);
    expect(feed?.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    const routes = JSON.stringify(api.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes).toContain(`GET ${FEED_PATH}`);
  });

  it('sends the API the origin-verify header, valued from the API stack’s secret at deploy time', () => {
    const apiBehaviour = distribution().CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api/*',
    );
    const apiOrigin = distribution().Origins.find(
      (o: { Id: string }) => o.Id === apiBehaviour.TargetOriginId,
    );
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    const [header] = apiOrigin.OriginCustomHeaders;
    expect(header.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    // A dynamic reference to the secret: the value itself is never in a template.
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toMatch(/OriginVerifySecret/);
    const siteOrigin = distribution().Origins.find((o: { Id: string }) => o.Id !== apiOrigin.Id);
    expect(siteOrigin.OriginCustomHeaders).toBeUndefined();
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
  it('logs API access and alarms on 5xx, every function’s errors, throttling and dead letters', () => {
    const [stage] = Object.values(api.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stage!.Properties.AccessLogSettings.DestinationArn).toBeDefined();
    api.resourceCountIs('AWS::SNS::Topic', 2); // alerts, and SES's bounce and complaint events
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'enquiries@sahajtax.in',
    });
    const alarms = Object.values(api.findResources('AWS::CloudWatch::Alarm'));
    const functions =
      apiRoutes.length + streamHandlers.length + scheduledHandlers.length + mailEventHandlers.length;
    // API 5xx (which a route's failures become), the errors of each function no request runs,
    // throttling (region-wide), each stream's iterator age, dead letters, mails given up, staff
    // refused for want of a second factor.
    expect(alarms).toHaveLength(1 + (functions - apiRoutes.length) + 1 + streamHandlers.length + 1 + 1 + 1);
    const errorAlarms = alarms.filter((a) => a.Properties.MetricName === 'Errors');
    expect(errorAlarms).toHaveLength(functions - apiRoutes.length);
    const erroring = JSON.stringify(errorAlarms.map((a) => a.Properties.Dimensions));
    for (const spec of streamHandlers) expect(erroring).toContain(`${spec.id}Function`);
    const throttles = alarms.filter((a) => a.Properties.MetricName === 'Throttles');
    expect(throttles).toHaveLength(1);
    expect(throttles[0]!.Properties.Dimensions).toBeUndefined();
    const metrics = alarms.map((a) => `${a.Properties.Namespace}/${a.Properties.MetricName}`);
    expect(metrics).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway/5xx',
        'AWS/Lambda/Errors',
        'AWS/Lambda/Throttles',
        'AWS/SQS/ApproximateNumberOfMessagesVisible',
        'TaxFirm/MailGivenUp',
        'TaxFirm/SecondFactorRefused',
        'AWS/Lambda/IteratorAge',
      ]),
    );
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });

  it('runs each job from its table’s new items only, one per invocation, alarmed on errors, delay, dead letters and failed exports', () => {
    jobs.resourceCountIs('AWS::Lambda::Function', jobHandlers.length);
    for (const spec of jobHandlers) {
      const [fnId] = Object.keys(jobs.findResources('AWS::Lambda::Function')).filter((id) =>
        id.startsWith(`${spec.id}Function`),
      );
      jobs.hasResourceProperties('AWS::Lambda::Function', {
        Timeout: 900,
        TracingConfig: { Mode: 'Active' },
      });
      jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: fnId },
        BatchSize: 1,
        ParallelizationFactor: 10,
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
        StartingPosition: 'TRIM_HORIZON',
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'] }) }] },
        // The stream of the job's own table, from the data stack.
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(tables[spec.source].id) },
      });
    }
    const alarms = Object.values(jobs.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.map((a) => `${a.Properties.Namespace}/${a.Properties.MetricName}`).sort()).toEqual(
      [
        'AWS/Lambda/Errors',
        'AWS/Lambda/IteratorAge',
        'AWS/SQS/ApproximateNumberOfMessagesVisible',
        'TaxFirm/LeadExportFailed',
      ].sort(),
    );
    // They mail the same alert address as the API's alarms (its topic).
    for (const alarm of alarms) {
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toMatch(/Fn::ImportValue.*Alerts/);
    }
  });

  it('alarms when a stream mailer is more than 5 minutes behind its stream', () => {
    const alarms = Object.values(api.findResources('AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === 'IteratorAge',
    );
    const fns = api.findResources('AWS::Lambda::Function');
    const watched = alarms.map((a) => {
      const ref = (a.Properties.Dimensions as { Name: string; Value: { Ref: string } }[]).find(
        (d) => d.Name === 'FunctionName',
      )!.Value.Ref;
      expect(fns[ref]).toBeDefined();
      return ref.replace(/Function[0-9A-F]{8}$/, '');
    });
    expect(watched.sort()).toEqual(streamHandlers.map((s) => s.id).sort());
    for (const a of alarms) {
      expect(a.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        Statistic: 'Maximum',
        Threshold: 300_000,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
  });

  it('traces every function with X-Ray (active tracing)', () => {
    for (const fn of Object.values(apiSide.findResources('AWS::Lambda::Function'))) {
      if (
        fn.Properties.Runtime?.startsWith('nodejs') &&
        fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME
      ) {
        expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      }
    }
  });

  it('has an operations dashboard TaxFirm-<stage>: leads, mails, API errors and latency, Lambda errors', () => {
    const [dashboard, ...others] = Object.values(api.findResources('AWS::CloudWatch::Dashboard'));
    expect(others).toHaveLength(0);
    expect(dashboard!.Properties.DashboardName).toBe('TaxFirm-test');
    // The body is a CloudFormation join of strings and references: its literal text is enough.
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const title of [
      'Inquiries per day (website)',
      'Webhook leads per day',
      'Mails per hour',
      'API errors',
      'API latency (ms)',
      'Lambda errors (all functions)',
    ]) {
      expect(body).toContain(title);
    }
    for (const metric of [
      'InquiriesReceived',
      'WebhookLeadsAccepted',
      'WebhookLeadsRefused',
      'MailsSent',
      'MailsFailed',
      'MailsGivenUp',
    ]) {
      expect(body).toMatch(
        new RegExp(`TaxFirm\\\\?",\\\\?"${metric}\\\\?",\\\\?"service\\\\?",\\\\?"taxfirm-test`),
      );
    }
    expect(body).toContain('4xx');
    expect(body).toContain('5xx');
    expect(body).toContain('p50');
    expect(body).toContain('p90');
    // Lambda's region-wide errors: every function of every stack, with no reference to the route
    // stacks (which depend on the API stack).
    expect(body).toMatch(/AWS\/Lambda\\?",\\?"Errors\\?"/);
    expect(body).toContain('"period\\":86400');
  });
});

describe('reminders of due dates', () => {
  it('runs the reminder job daily at 9:00 India time with EventBridge Scheduler', () => {
    api.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 9 * * ? *)',
      ScheduleExpressionTimezone: 'Asia/Kolkata',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^sendRemindersFunction'), 'Arn'] },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
      }),
    });
  });
});

describe('mail that outlasts outages', () => {
  it('runs the mail retry job every minute', () => {
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^retryMailFunction'), 'Arn'] } }),
      ],
    });
  });

  it('sends through a configuration set that suppresses bounces and complaints and reports them', () => {
    api.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'taxfirm-test',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: Match.anyValue(),
      }),
    });
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [Match.stringLikeRegexp('^recordMailEventFunction'), 'Arn'] },
    });
    for (const fn of Object.values(api.findResources('AWS::Lambda::Function'))) {
      const vars = fn.Properties.Environment?.Variables ?? {};
      if ('MAIL_FROM' in vars) expect(vars.SES_CONFIGURATION_SET).toBe('taxfirm-test');
      // Links in its mails lead to the site (the firm's address without a custom domain).
      if ('MAIL_FROM' in vars) expect(vars.SITE_URL).toBe(firm.siteUrl);
    }
  });

  it('counts mails given up from every mailer’s log and alarms on the first', () => {
    const filters = Object.values(api.findResources('AWS::Logs::MetricFilter'));
    expect(filters).toHaveLength(3);
    for (const f of filters) {
      expect(f.Properties.FilterPattern).toBe('{ $.event = "MailGivenUp" }');
      expect(f.Properties.MetricTransformations[0]).toMatchObject({
        MetricNamespace: 'TaxFirm',
        MetricName: 'MailGivenUp',
      });
    }
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TaxFirm',
      MetricName: 'MailGivenUp',
      Threshold: 1,
    });
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
    // config.json is written at deploy time from the user pool and its client.
    expect(pages.Properties.SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(pages.Properties.SourceMarkers)).toMatch(/UserPool.*WebClient/s);
  });

  it('has the edge actually keep pages (config.json included) while browsers revalidate', () => {
    const { stacks } = synthApp({ site: true });
    const web = Template.fromStack(stacks.web);
    const pages = Object.values(web.findResources('Custom::CDKBucketDeployment')).find(
      (d) => d.Properties.DistributionId,
    )!;
    const cacheControl = pages.Properties.SystemMetadata['cache-control'] as string;
    const directive = (name: string) =>
      Number(new RegExp(`(?:^|[ ,])${name}=(\\d+)`).exec(cacheControl)?.[1]);
    // Browsers: nothing kept, every view revalidated.
    expect(directive('max-age')).toBe(0);
    expect(cacheControl).toContain('must-revalidate');
    // CloudFront: s-maxage, clamped to the default behaviour's cache policy, gives the edge TTL.
    const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    const policies = web.findResources('AWS::CloudFront::CachePolicy');
    const policy = policies[config.DefaultCacheBehavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    const edgeTtl = Math.min(Math.max(directive('s-maxage'), policy.MinTTL), policy.MaxTTL);
    expect(edgeTtl).toBeGreaterThan(0);
    expect(edgeTtl).toBe(3600);
    // Each deployment invalidates everything it uploaded, so nothing (config.json included) is stale.
    expect(pages.Properties.DistributionPaths).toEqual(['/*']);
    expect(pages.Properties.DistributionId).toEqual({ Ref: expect.stringMatching(/^Distribution/) });
  });

  it('grants each function its tables and their indexes by name, never index/* or dynamodb:*', () => {
    const statements = Object.values(apiSide.findResources('AWS::IAM::Policy')).flatMap(
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

  it('offers TOTP as the second factor and never SMS (the API requires it of admins)', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    const pool = Object.values(auth.findResources('AWS::Cognito::UserPool'))[0]!;
    expect(JSON.stringify(pool)).not.toMatch(/SMS_MFA|SmsConfiguration/);
  });

  it('rate-limits sign-in calls per address with a WAF rule on the user pool', () => {
    auth.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: 100,
              AggregateKeyType: 'IP',
              EvaluationWindowSec: 300,
            }),
          },
        }),
      ],
    });
    auth.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('UserPool'), 'Arn'] },
    });
  });

  it('sends Cognito’s own e-mails (reset codes, invitations) through the firm’s SES identity', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Sahaj Tax & Compliance <no-reply@sahajtax.in>',
        SourceArn: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':ses:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              ':identity/sahajtax.in',
            ],
          ],
        },
      },
    });
    // An address identity is the From address itself.
    const addressIdentity = Template.fromStack(
      synthApp({ env: { MAIL_FROM: 'office@example.in', SES_IDENTITY: 'office@example.in' } }).stacks.auth,
    );
    addressIdentity.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        From: 'Sahaj Tax & Compliance <office@example.in>',
        SourceArn: { 'Fn::Join': ['', Match.arrayWith([':identity/office@example.in'])] },
      }),
    });
  });

  it('refuses an SES identity that is neither the From address nor its domain', () => {
    expect(() => loadAppConfig({ MAIL_FROM: 'no-reply@sahajtax.in', SES_IDENTITY: 'example.com' })).toThrow(
      /mail\.identity: the From address \(MAIL_FROM\) or its domain/,
    );
  });
});

describe('AWS WAF in front of CloudFront', () => {
  const { stacks } = synthApp();
  const waf = Template.fromStack(stacks.waf);
  const acl = () => Object.values(waf.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
  const rule = (name: string) => acl().Rules.find((r: { Name: string }) => r.Name === name);

  it('is a CloudFront web ACL in us-east-1, the only stack with a fixed region', () => {
    expect(stacks.waf.region).toBe('us-east-1');
    for (const stack of [stacks.data, stacks.auth, stacks.api, stacks.web]) {
      expect(stack.resolve(stack.region)).toEqual({ Ref: 'AWS::Region' });
    }
    expect(acl().Scope).toBe('CLOUDFRONT');
    expect(acl().DefaultAction).toEqual({ Allow: {} });
  });

  it('is attached to the distribution, read from the WAF stack’s output across regions', () => {
    const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    expect(config.WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: stacks.waf.stackName, OutputName: 'WebAclArn', Region: 'us-east-1' },
    });
    waf.hasOutput('WebAclArn', { Value: { 'Fn::GetAtt': ['WebAcl', 'Arn'] } });
    expect(stacks.web.dependencies).toContain(stacks.waf);
  });

  it('runs the AWS common rule set, its body cap and no-User-Agent rule counted, then blocked where they apply', () => {
    expect(rule('CommonRuleSet').Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: expect.arrayContaining([
        { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
        { Name: 'NoUserAgent_HEADER', ActionToUse: { Count: {} } },
      ]),
    });
    // Each route's body limit and the webhook receiver's exemption: test/infra/waf-body-limits.test.ts.
    for (const name of ['NoUserAgentOutsideWebhook', 'BodyOverItsPathLimit']) {
      expect({ name, after: rule(name).Priority > rule('CommonRuleSet').Priority }).toEqual({
        name,
        after: true,
      });
    }
    expect(acl().AssociationConfig).toEqual({
      RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_64' } },
    });
  });

  it.each([
    ['InquiriesPerIp', '/api/inquiries', RATE_LIMITS.inquiries.limit],
    ['WebhookPerIp', '/api/webhook/', RATE_LIMITS.webhook.limit],
  ])('limits %s per address per five minutes on %s, answering 429 in JSON', (name, path, limit) => {
    const r = rule(name);
    expect(r.Priority).toBeLessThan(rule('CommonRuleSet').Priority);
    expect(r.Statement.RateBasedStatement).toMatchObject({
      Limit: limit,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: expect.objectContaining({
          SearchString: path,
          PositionalConstraint: 'STARTS_WITH',
        }),
      },
    });
    expect(r.Action.Block.CustomResponse).toEqual({
      ResponseCode: 429,
      CustomResponseBodyKey: 'TooManyRequests',
      // Says when to try again.
      ResponseHeaders: [{ Name: 'Retry-After', Value: '60' }],
    });
    expect(acl().CustomResponseBodies.TooManyRequests).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: '{"message":"Too Many Requests"}',
    });
  });
});
