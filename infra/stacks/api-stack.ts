import { firm } from '../../shared/firm';
import { Aws, Duration, Stack, TimeZone, Validations, type StackProps } from 'aws-cdk-lib';
import { Schedule as SchedulerSchedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, Metric, TextWidget, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import {
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as HandlerFunction } from 'aws-cdk-lib/aws-lambda';
import { StartingPosition, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import {
  apiRoutes,
  mailEventHandlers,
  scheduledHandlers,
  type MailEventHandler,
  streamHandlers,
  type ApiRoute,
  type ScheduledHandler,
  type StreamHandler,
} from '../../shared/api-routes';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { TableKey } from '../../shared/tables';
import { NO_PREVIOUS_ORIGIN_SECRET } from '../../shared/origin-verify';
import {
  findFunction,
  METRICS_NAMESPACE,
  routeDeclaration,
  type DeploymentRefs,
  type FunctionDeclaration,
} from '../function-grants';
import type { BusinessMetric } from '../../lambdas/runtime/observability';
import type { AppConfig } from '../config';
import { alarmOnAny, streamDelayAlarm } from './alarms';
import { bundledFunction } from './bundled-function';
import { documentsBucketArn, documentsBucketName } from './data-stack';

export { BASIC_EXECUTION_FINDING } from './bundled-function';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  /** The route table (the shared one; tests add routes to measure the room left). */
  routes?: readonly ApiRoute[];
  tables: Record<TableKey, TableV2>;
  /** The documents bucket and its key (the data stack's). */
  documents: { bucket: IBucket; key: IKey };
  userPool: UserPool;
  userPoolClient: UserPoolClient;
}

/** The Powertools service of a stage's functions: their logs' `service`, their metrics' dimension. */
export const serviceNameOf = (stage: string) => `taxfirm-${stage}`;

/**
 * The HTTP API: one Lambda per entry of the shared route table, plus the functions fed by table
 * streams (the inquiry mailer).
 */
export class ApiStack extends Stack {
  public readonly httpApi: HttpApi;
  /** Cognito's JWT check, shared by every signed-in route (those in the route stacks too). */
  public readonly authorizer: HttpJwtAuthorizer;
  /** The value CloudFront adds to every request it forwards to the API (see shared/origin-verify.ts). */
  public readonly originVerifySecret: Secret;
  public readonly metaPageTokensSecret: Secret;
  public readonly functions: Record<string, HandlerFunction> = {};
  /** What the functions' grants and environments point at (tests resolve them against the template). */
  public readonly refs: DeploymentRefs;
  /** Stream records the mailer gave up on land here (alarmed on depth). */
  public readonly mailDeadLetters: Queue;
  /** Every alarm's action: a mail to the configured alert address. */
  public readonly alerts: Topic;

  /** The deployment's stage (prod, test, ...), which names the documents bucket. */
  private readonly deployStage: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.deployStage = props.config.stage;
    // CloudFront sends this value in a header; route handlers refuse requests without it.
    // One resource for good: the web stack imports its ARN, and an imported export cannot be
    // replaced. A rotation changes its value (shared/origin-verify.ts, docs/operations.md).
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Sent by CloudFront to the API as the origin-verify header: {"current","previous"}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: NO_PREVIOUS_ORIGIN_SECRET }),
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy time, and CloudFormation re-reads a secret reference only when the resource holding it changes: a rotation Lambda would leave CloudFront sending a value out of step. Rotation is done in steps (docs/operations.md): the functions read the secret at run time and accept the current and the previous value, and a deploy with ORIGIN_SECRET_VERSION raised moves CloudFront to the new one',
    });
    // Each Meta lead ads endpoint's Page access token, entered by a partner (lambdas/data/meta-tokens.ts).
    this.metaPageTokensSecret = new Secret(this, 'MetaPageTokensSecret', {
      description:
        'Meta lead ads endpoints\' Page access tokens: {"byEndpoint": "<JSON object by endpoint id>"}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ byEndpoint: '{}' }),
        // Secrets Manager fills one generated key; it is read by nobody.
        generateStringKey: 'unused',
        excludePunctuation: true,
      },
    });
    Validations.of(this.metaPageTokensSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The values are Page access tokens made in Meta Business settings and pasted in by the firm; no Lambda can issue a new one. A token that stops working is found by the daily connection check, which alerts the firm to paste a new one',
    });
    this.refs = this.deploymentRefs(props);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      createDefaultStage: false,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.config.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS }),
        ),
      },
    });
    const authorizer = (this.authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    ));

    // RouteSettings is a free-form map in CloudFormation: its keys are written as CloudFormation's.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    // The public routes: the stage names their throttles, so it depends on them, here. The
    // signed-in ones are in the route stacks (route-stack.ts).
    for (const route of (props.routes ?? (apiRoutes as readonly ApiRoute[])).filter(
      (r) => r.access === 'public',
    )) {
      const fn = this.bundledFunction(routeDeclaration(route), Duration.seconds(10));
      this.functions[route.id] = fn;
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
      Validations.of(httpRoute!).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${route.method} ${route.path} is called without signing in (site visitors, lead sources that sign with their own secret, health probes); the handler validates its input and the stage and route throttles bound it`,
      });
      if (route.throttle) {
        routeSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: route.throttle.rateLimit,
          ThrottlingBurstLimit: route.throttle.burstLimit,
        };
        stage.node.addDependency(httpRoute!);
      }
    }
    (stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);

    this.mailDeadLetters = new Queue(this, 'StreamDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.mailDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter destination of the mail stream mapping; it is alarmed on depth',
    });
    for (const spec of streamHandlers as readonly StreamHandler[]) {
      const fn = this.bundledFunction(findFunction(spec.id), Duration.minutes(2));
      this.functions[spec.id] = fn;
      fn.addEventSource(
        new DynamoEventSource(props.tables[spec.source], {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: 10,
          // A failed mail moves to the outbox; only a failure to record that is retried here.
          retryAttempts: 10,
          maxRecordAge: Duration.hours(24),
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(this.mailDeadLetters),
        }),
      );
    }
    for (const spec of scheduledHandlers as readonly ScheduledHandler[]) {
      const fn = this.bundledFunction(findFunction(spec.id), Duration.minutes(2));
      this.functions[spec.id] = fn;
      if (spec.at) {
        // A time of day in a time zone: EventBridge Scheduler, which keeps local time (rules are UTC).
        const role = new Role(this, `${spec.id}SchedulerRole`, {
          assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
        });
        new SchedulerSchedule(this, `${spec.id}Schedule`, {
          description: `${spec.id}, daily at ${spec.at.hour}:${String(spec.at.minute).padStart(2, '0')} ${spec.at.timeZone}`,
          schedule: ScheduleExpression.cron({
            minute: String(spec.at.minute),
            hour: String(spec.at.hour),
            timeZone: TimeZone.of(spec.at.timeZone),
          }),
          target: new LambdaInvoke(fn, { retryAttempts: 2, role }),
        });
        // The target grants invoke on the function and its versions (`<arn>:*`): this one function.
        Validations.of(role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>:*]`,
          reason: 'Invoking this one function and its versions; the scheduler may call nothing else',
        });
        continue;
      }
      new Rule(this, `${spec.id}Schedule`, {
        schedule: Schedule.rate(Duration.seconds(spec.everySeconds)),
        targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
      });
    }
    this.addMailReputation(props.config.mail.configurationSet);
    this.alerts = new Topic(this, 'Alerts', { enforceSSL: true });
    // A topic policy replaces SNS's default one, and `enforceSSL` alone leaves only a Deny: without
    // this grant every alarm action fails with "not authorized to perform: SNS:Publish". Only this
    // account's alarms, in this region, may publish (every stack's alarms use this topic).
    this.alerts.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alerts.topicArn],
        conditions: {
          ArnLike: {
            'aws:SourceArn': `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:*`,
          },
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
        },
      }),
    );
    this.alerts.addSubscription(new EmailSubscription(props.config.mail.alertTo));
    this.addAlarms(stage, this.alerts);
    this.addDashboard(stage, props.config.stage);
  }

  /**
   * The firm's operations on one page, `TaxFirm-<stage>`: inquiries and webhook leads a day (the
   * business metrics the functions publish), the mails, the API's errors and latency, and the
   * functions' errors.
   */
  private addDashboard(stage: HttpStage, stageName: string) {
    const business = (name: BusinessMetric, label: string, period: Duration) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { service: this.refs.serviceName },
        statistic: 'Sum',
        period,
        label,
      });
    const day = Duration.days(1);
    const hour = Duration.hours(1);
    const fiveMinutes = Duration.minutes(5);
    new Dashboard(this, 'OperationsDashboard', {
      dashboardName: `TaxFirm-${stageName}`,
      defaultInterval: Duration.days(14),
      widgets: [
        [
          new TextWidget({
            markdown: `# TaxFirm ${stageName}\nLeads, mail and API health. Alarms mail the alert address.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({
            title: 'Inquiries per day (website)',
            left: [business('InquiriesReceived', 'Inquiries', day)],
            width: 12,
          }),
          new GraphWidget({
            title: 'Webhook leads per day',
            left: [
              business('WebhookLeadsAccepted', 'Accepted', day),
              business('WebhookLeadsRefused', 'Refused', day),
            ],
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'Mails per hour',
            left: [
              business('MailsSent', 'Sent', hour),
              business('MailsFailed', 'Failed tries', hour),
              business('MailsGivenUp', 'Given up', hour),
            ],
            width: 24,
          }),
        ],
        [
          new GraphWidget({
            title: 'API errors',
            left: [
              stage.metricClientError({ statistic: 'Sum', period: fiveMinutes, label: '4xx' }),
              stage.metricServerError({ statistic: 'Sum', period: fiveMinutes, label: '5xx' }),
            ],
            width: 8,
          }),
          new GraphWidget({
            title: 'API latency (ms)',
            left: [
              stage.metricLatency({ statistic: 'p50', period: fiveMinutes, label: 'p50' }),
              stage.metricLatency({ statistic: 'p90', period: fiveMinutes, label: 'p90' }),
            ],
            width: 8,
          }),
          new GraphWidget({
            title: 'Lambda errors (all functions)',
            // Lambda's region-wide figure: every function of every stack, with no reference to
            // the route stacks' functions (which depend on this stack).
            left: [
              new Metric({
                namespace: 'AWS/Lambda',
                metricName: 'Errors',
                statistic: 'Sum',
                period: fiveMinutes,
                label: 'Errors',
              }),
            ],
            width: 8,
          }),
        ],
      ],
    });
  }

  /**
   * Every mail goes through one SES configuration set: SES's suppression of bounced and
   * complaining addresses, reputation metrics, and bounce and complaint events to an SNS topic,
   * whose subscriber records the address so the mailers stop sending to it.
   */
  private addMailReputation(name: string) {
    const events = new Topic(this, 'MailEvents', { enforceSSL: true });
    const configurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {
      configurationSetName: name,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    for (const spec of mailEventHandlers as readonly MailEventHandler[]) {
      const fn = this.bundledFunction(findFunction(spec.id), Duration.seconds(30));
      this.functions[spec.id] = fn;
      events.addSubscription(new LambdaSubscription(fn));
    }
  }

  /**
   * Operations: an SNS topic mailing the configured alert address, and an alarm for API 5xx,
   * each function's errors and throttles, and stream records that reached the dead-letter queue.
   */
  /** The names and ARNs the grants and environments point at, as CloudFormation references. */
  private deploymentRefs(props: ApiStackProps): DeploymentRefs {
    return {
      tableName: (key) => props.tables[key].tableName,
      tableArn: (key) => props.tables[key].tableArn,
      userPoolId: props.userPool.userPoolId,
      userPoolArn: props.userPool.userPoolArn,
      sesIdentityArn: (name) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: name }),
      sesConfigurationSetArn: (name) =>
        this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: name }),
      mail: props.config.mail,
      siteOrigins: props.config.domain?.names.map((n) => `https://${n}`).join(','),
      siteUrl: props.config.domain ? `https://${props.config.domain.names[0]}` : firm.siteUrl,
      secretArn: (key) =>
        ({
          originVerify: this.originVerifySecret.secretArn,
          metaPageTokens: this.metaPageTokensSecret.secretArn,
        })[key],
      serviceName: serviceNameOf(props.config.stage),
      documents: {
        bucketName: documentsBucketName(props.config.stage),
        bucketArn: documentsBucketArn(props.config.stage),
        keyArn: props.documents.key.keyArn,
      },
    };
  }

  private addAlarms(stage: HttpStage, topic: Topic) {
    const alarm = (id: string, metric: IMetric, description: string) =>
      alarmOnAny(this, id, metric, description, topic);
    alarm('Api5xx', stage.metricServerError({ statistic: 'Sum' }), 'The API answered 5xx');
    // A route's handler answers every failure itself (500, logged), so its invocation does not
    // count as a Lambda error; a crash or a timeout reaches the caller as a 5xx, which the alarm
    // above counts. The functions no API request runs (stream mailers, scheduled jobs, mail
    // events) have no caller to see a failure: each has an alarm on its own errors.
    const routeIds = new Set<string>(apiRoutes.map((r) => r.id));
    for (const [id, fn] of Object.entries(this.functions)) {
      if (!routeIds.has(id)) alarm(`${id}Errors`, fn.metricErrors({ statistic: 'Sum' }), `${id} failed`);
    }
    // Throttling comes from the account's concurrency, which every function shares: one alarm on
    // Lambda's region-wide Throttles metric catches any function's, where one per function would
    // cost the stack a resource per route (CloudFormation allows 500 per stack).
    alarm(
      'LambdaThrottles',
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum' }),
      'A Lambda function in this account and region was throttled',
    );
    // A stream mailer falling behind (or stuck retrying a record): mail waits longer than it should.
    for (const spec of streamHandlers as readonly StreamHandler[]) {
      streamDelayAlarm(this, spec.id, this.functions[spec.id]!, Duration.minutes(5), topic);
    }
    alarm(
      'MailDeadLetters',
      this.mailDeadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum' }),
      'Stream records the mailer gave up on',
    );
    // Staff acting without a confirmed second factor were refused (lambdas/core/auth.ts): a
    // stolen password or token, or a new account poking past its set-up; either way, tell the firm.
    alarm(
      'SecondFactorRefused',
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: 'SecondFactorRefused' satisfies BusinessMetric,
        dimensionsMap: { service: this.refs.serviceName },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      'A staff account without a confirmed second factor was refused (see the logs for SecondFactorRefused)',
    );
    // A mail given up (rejected address, or SES failing for the whole retry window) is logged
    // with event MailGivenUp by every mailer; a metric filter on their log groups counts them.
    const givenUp = (['sendInquiryMail', 'sendNotificationMail', 'retryMail'] as const).map(
      (id) =>
        new MetricFilter(this, `${id}MailGivenUp`, {
          logGroup: this.functions[id]!.logGroup,
          filterPattern: FilterPattern.stringValue('$.event', '=', 'MailGivenUp'),
          metricNamespace: 'TaxFirm',
          metricName: 'MailGivenUp',
          metricValue: '1',
          defaultValue: 0,
        }),
    );
    alarm(
      'MailGivenUp',
      givenUp[0]!.metric({ statistic: 'Sum' }),
      'A mail was given up (see the lead or notification)',
    );
  }

  private bundledFunction(spec: FunctionDeclaration, timeout: Duration): HandlerFunction {
    return bundledFunction(this, spec, { refs: this.refs, stage: this.deployStage, timeout });
  }
}
