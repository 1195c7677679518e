import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/**
 * An alarm that goes off when the metric counts one or more in a period (an error, a failure, a
 * dead letter), mailed through `topic`; no data is no failure.
 */
export function alarmOnAny(
  scope: Construct,
  id: string,
  metric: IMetric,
  description: string,
  topic: ITopic,
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

/** An alarm when a stream function's oldest record waits longer than `behind`, mailed through `topic`. */
export function streamDelayAlarm(
  scope: Construct,
  id: string,
  fn: IFunction,
  behind: Duration,
  topic: ITopic,
): Alarm {
  const alarm = new Alarm(scope, `${id}IteratorAge`, {
    metric: fn.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(5) }),
    threshold: behind.toMilliseconds(),
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: `${id} is more than ${behind.toMinutes()} minutes behind its stream`,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}
