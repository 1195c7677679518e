import { synthApp } from './cdk-app';

/**
 * What the templates promise across resources and stacks, which the local stack cannot see:
 * checked on the synthesized templates of every stack together.
 */

interface Statement {
  Effect: string;
  Principal?: { Service?: string };
  Action: string | string[];
  Resource?: { Ref?: string };
  Condition?: Record<string, Record<string, unknown>>;
}
interface Resource {
  Type: string;
  // Each resource type's properties, read as the test needs them.
  Properties?: {
    AlarmActions?: unknown[];
    Topics?: { Ref?: string }[];
    PolicyDocument?: { Statement: Statement[] };
    [property: string]: unknown;
  };
}
interface Template {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: string } }>;
}

function templatesOf(env: NodeJS.ProcessEnv = {}) {
  const { app } = synthApp({ env });
  return Object.fromEntries(app.synth().stacks.map((s) => [s.stackName, s.template as Template]));
}

const templates = templatesOf();

/** The stack and logical id a value points at: a `Ref` in its own stack, or an import of another's output. */
function target(stack: string, value: unknown): { stack: string; id: string } | undefined {
  const v = value as { Ref?: string; 'Fn::ImportValue'?: string };
  if (v.Ref) return { stack, id: v.Ref };
  if (v['Fn::ImportValue']) {
    for (const [name, t] of Object.entries(templates)) {
      const output = Object.values(t.Outputs ?? {}).find((o) => o.Export?.Name === v['Fn::ImportValue']);
      if (output) return target(name, output.Value);
    }
  }
  return undefined;
}

const resourcesOfType = (type: string) =>
  Object.entries(templates).flatMap(([stack, t]) =>
    Object.entries(t.Resources)
      .filter(([, r]) => r.Type === type)
      .map(([id, r]) => ({ stack, id, resource: r })),
  );

describe('alarms reach somebody', () => {
  const alarms = resourcesOfType('AWS::CloudWatch::Alarm');

  it('has alarms in more than one stack, each with an action', () => {
    expect(new Set(alarms.map((a) => a.stack)).size).toBeGreaterThan(1);
    for (const alarm of alarms)
      expect(alarm.resource.Properties?.AlarmActions?.length ?? 0).toBeGreaterThan(0);
  });

  it('sends every alarm to a topic whose policy lets this account’s CloudWatch alarms publish', () => {
    const refused: string[] = [];
    for (const alarm of alarms) {
      for (const action of alarm.resource.Properties!.AlarmActions!) {
        const topic = target(alarm.stack, action);
        const topicResource = topic && templates[topic.stack]!.Resources[topic.id];
        if (!topic || topicResource?.Type !== 'AWS::SNS::Topic') {
          refused.push(`${alarm.stack}/${alarm.id}: action ${JSON.stringify(action)} is no topic of the app`);
          continue;
        }
        const policies = Object.values(templates[topic.stack]!.Resources).filter(
          (r) =>
            r.Type === 'AWS::SNS::TopicPolicy' &&
            (r.Properties!.Topics ?? []).some((t) => t.Ref === topic.id),
        );
        const statements = policies.flatMap((p) => p.Properties!.PolicyDocument!.Statement);
        const allows = statements.some(
          (s) =>
            s.Effect === 'Allow' &&
            s.Principal?.Service === 'cloudwatch.amazonaws.com' &&
            [s.Action].flat().includes('sns:Publish') &&
            s.Resource?.Ref === topic.id &&
            JSON.stringify(s.Condition?.StringEquals?.['aws:SourceAccount']) === '{"Ref":"AWS::AccountId"}' &&
            JSON.stringify(s.Condition?.ArnLike?.['aws:SourceArn']).includes(':alarm:*'),
        );
        if (!allows)
          refused.push(`${alarm.stack}/${alarm.id}: ${topic.stack}/${topic.id} refuses CloudWatch`);
      }
    }
    expect(refused).toEqual([]);
  });
});
