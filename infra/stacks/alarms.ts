import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
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
