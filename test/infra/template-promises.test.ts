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

describe('rotating the origin-verify secret', () => {
  const before = templatesOf({ ORIGIN_SECRET_VERSION: '1' });
  const during = templatesOf({ ORIGIN_SECRET_VERSION: '2' });
  const stackEndingWith = (all: Record<string, Template>, suffix: string) =>
    Object.entries(all).find(([name]) => name.endsWith(suffix))![1];
  /** The origin-verify secret (the API stack also holds the Meta endpoints' Page access tokens). */
  const secretsOf = (all: Record<string, Template>) =>
    Object.entries(stackEndingWith(all, '-Api').Resources).filter(
      ([id, r]) => r.Type === 'AWS::SecretsManager::Secret' && id.startsWith('OriginVerifySecret'),
    );
  const routeEnvironments = (all: Record<string, Template>) =>
    Object.entries(all)
      .filter(([name]) => name.endsWith('-Api') || name.includes('-Routes-'))
      .flatMap(([, t]) => Object.values(t.Resources))
      .filter((r) => r.Type === 'AWS::Lambda::Function')
      .map((r) => (r.Properties!.Environment as { Variables: Record<string, unknown> }).Variables)
      .filter((v) => v.SECRET_ORIGIN_VERIFY_ARN !== undefined);
  /** Every function's role policies, as text. */
  const rolePolicies = (all: Record<string, Template>) =>
    Object.values(all)
      .flatMap((t) => Object.values(t.Resources))
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .map((r) => JSON.stringify(r.Properties!.PolicyDocument));
  const distributionOf = (all: Record<string, Template>) =>
    Object.values(stackEndingWith(all, '-Web').Resources).find(
      (r) => r.Type === 'AWS::CloudFront::Distribution',
    )!.Properties!.DistributionConfig as {
      Comment: string;
      Origins: { OriginCustomHeaders?: { HeaderValue: unknown }[] }[];
    };

  it('keeps the secret and every export another stack imports, so the API stack’s update cannot roll back', () => {
    expect(secretsOf(before).map(([id]) => id)).toEqual(secretsOf(during).map(([id]) => id));
    for (const [name, template] of Object.entries(before)) {
      expect(during[name]!.Outputs ?? {}).toEqual(template.Outputs ?? {});
    }
  });

  it('keeps two values in the secret: the current one, generated, and the previous one', () => {
    const [[, secret]] = secretsOf(before) as [[string, Resource]];
    expect(secret.Properties!.GenerateSecretString).toMatchObject({
      GenerateStringKey: 'current',
      SecretStringTemplate: JSON.stringify({ previous: 'none' }),
    });
  });

  it('has CloudFront send the current value, and the routes read both from the secret, never holding them', () => {
    const header = JSON.stringify(
      distributionOf(before)
        .Origins.flatMap((o) => o.OriginCustomHeaders ?? [])
        .map((h) => h.HeaderValue),
    );
    expect(header).toMatch(/:SecretString:current::/);
    const environments = routeEnvironments(before);
    expect(environments.length).toBeGreaterThan(50);
    const [[secretId]] = secretsOf(before) as [[string, Resource]];
    for (const env of environments) {
      // The secret's ARN (a reference to the API stack's secret), not a value resolved at deploy.
      expect(JSON.stringify(env.SECRET_ORIGIN_VERIFY_ARN)).toContain(secretId);
      expect(JSON.stringify(env)).not.toMatch(/resolve:secretsmanager|SecretString/);
    }
    const reading = rolePolicies(before).filter(
      (p) => p.includes('secretsmanager:GetSecretValue') && p.includes(secretId),
    );
    expect(reading.length).toBe(environments.length);
    // No function may change it: only a deploy does (a statement that writes names another secret).
    const writes = Object.values(before)
      .flatMap((t) => Object.values(t.Resources))
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((r) => (r.Properties!.PolicyDocument as { Statement: { Action: unknown }[] }).Statement)
      .filter((st) => JSON.stringify(st.Action).includes('secretsmanager:PutSecretValue'));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((st) => JSON.stringify(st).includes(secretId))).toEqual([]);
  });

  it('updates the distribution at each step; the functions read the new value without a deploy', () => {
    expect(distributionOf(during).Comment).not.toEqual(distributionOf(before).Comment);
    expect(routeEnvironments(during)).toEqual(routeEnvironments(before));
  });
});
