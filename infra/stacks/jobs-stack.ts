import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  FilterCriteria,
  FilterRule,
  StartingPosition,
  type Function as HandlerFunction,
} from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { jobHandlers, type StreamHandler } from '../../shared/api-routes';
import { LEAD_EXPORT_FAILED, LEAD_EXPORT_JOB_SECONDS } from '../../shared/documents';
import type { TableKey } from '../../shared/tables';
import { findFunction, type DeploymentRefs } from '../function-grants';
import { alarmOnAny, streamDelayAlarm } from './alarms';
import { bundledFunction } from './bundled-function';

export interface JobsStackProps extends StackProps {
  tables: Record<TableKey, TableV2>;
  /** The names and ARNs the functions are granted (the API stack's). */
  refs: DeploymentRefs;
  stage: string;
  /** Where the alarms go (the API stack's alert topic). */
  alerts: ITopic;
}

/**
 * The jobs an API route starts but cannot wait for (the lead list's CSV export): each a function
 * fed by the stream of its own table, where the route records the job. A stack of their own,
 * because the API stack is near CloudFormation's 500 resources per stack.
 */
export class JobsStack extends Stack {
  public readonly functions: Record<string, HandlerFunction> = {};

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const alarm = (alarmId: string, metric: IMetric, description: string) =>
      alarmOnAny(this, alarmId, metric, description, props.alerts);

    // A record whose job failed even to record its failure lands here after its retries
    // (alarmed on depth), rather than being dropped unseen.
    const deadLetters = new Queue(this, 'JobDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter destination of the job stream mappings; it is alarmed on depth',
    });
    alarm(
      'JobDeadLettersDepth',
      deadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum' }),
      'A job record was given up on (its export was never recorded as done or failed)',
    );

    for (const spec of jobHandlers as readonly StreamHandler[]) {
      const fn = bundledFunction(this, findFunction(spec.id), {
        refs: props.refs,
        stage: props.stage,
        timeout: Duration.seconds(LEAD_EXPORT_JOB_SECONDS),
      });
      this.functions[spec.id] = fn;
      fn.addEventSource(
        new DynamoEventSource(props.tables[spec.source], {
          startingPosition: StartingPosition.TRIM_HORIZON,
          // One job per invocation, each with the whole time limit; up to ten at once from one
          // shard (records of different exports never wait for one another's order).
          batchSize: 1,
          parallelizationFactor: 10,
          // A job records its own failure; a record is handed over again only when recording
          // failed, and the job's claim makes a second run do nothing.
          retryAttempts: 2,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(deadLetters),
          // Only new jobs: the job's own progress updates reach the stream too.
          filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT') })],
        }),
      );
      alarm(`${spec.id}Errors`, fn.metricErrors({ statistic: 'Sum' }), `${spec.id} failed`);
      // Jobs waiting to start: an admin told an export did not start.
      streamDelayAlarm(this, spec.id, fn, Duration.minutes(2), props.alerts);
    }

    // An export that could not be written is recorded on it for the admin and logged; this
    // counts those logs.
    const failed = new MetricFilter(this, 'LeadExportFailures', {
      logGroup: this.functions.exportLeads!.logGroup,
      filterPattern: FilterPattern.stringValue('$.event', '=', LEAD_EXPORT_FAILED),
      metricNamespace: 'TaxFirm',
      metricName: LEAD_EXPORT_FAILED,
      metricValue: '1',
      defaultValue: 0,
    });
    alarm('LeadExportFailed', failed.metric({ statistic: 'Sum' }), 'A lead export could not be written');
  }
}
