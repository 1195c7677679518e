import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BLOCK_END,
  BLOCK_START,
  costAtRest,
  deployFacts,
  markedBlock,
  renderFacts,
  replaceMarkedBlock,
  runsAMonth,
  STACK_RESOURCE_LIMIT,
  type TemplateResource,
} from '../../infra/assembly/deploy-facts';
import { assemblyFunctions, CDK_OWN_FUNCTIONS } from '../../infra/assembly/function-assets';
import { synthApp } from './cdk-app';

const PAGE = 'docs/operations.md';
const REFRESH = 'npm run build && npm run synth && npm run cost -- --write';

const alarm = (period = 300): TemplateResource => ({
  Type: 'AWS::CloudWatch::Alarm',
  Properties: { MetricName: 'Errors', Namespace: 'AWS/Lambda', Period: period, Threshold: 1 },
});
const stack = (...resources: TemplateResource[]) => ({
  resources: Object.fromEntries(resources.map((r, i) => [`R${i}`, r])),
});

describe('cost at rest', () => {
  it('prices 2 alarms, 1 KMS key and 1 secret at US$1.60 a month', () => {
    const cost = costAtRest([
      stack(
        alarm(),
        alarm(),
        { Type: 'AWS::KMS::Key', Properties: { EnableKeyRotation: true } },
        { Type: 'AWS::SecretsManager::Secret', Properties: {} },
        { Type: 'AWS::Lambda::Function', Properties: {} },
      ),
    ]);
    expect(cost.lines.map((l) => [l.item, l.quantity, l.cents])).toEqual([
      ['KMS customer managed keys', 1, 100],
      ['Secrets Manager secrets', 1, 40],
      ['CloudWatch alarm metrics, standard resolution', 2, 20],
    ]);
    expect(cost.totalCents).toBe(160);
    // Both alarms fall in CloudWatch's free ten.
    expect(cost.freeTierCents).toBe(20);
    expect(cost.notes.join(' ')).toMatch(/rotated yearly/);
  });

  it('counts a web ACL with its rules, a managed rule group as one rule', () => {
    const cost = costAtRest([
      stack({
        Type: 'AWS::WAFv2::WebACL',
        Properties: {
          Rules: [
            { Name: 'Rate', Statement: { RateBasedStatement: {} } },
            {
              Name: 'Common',
              Statement: {
                ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' },
              },
            },
          ],
        },
      }),
    ]);
    expect(cost.totalCents).toBe(500 + 2 * 100);
    expect(cost.notPriced).toEqual([]);
  });

  it('prices high-resolution and metric-math alarms by their metrics, and names what it cannot price', () => {
    const cost = costAtRest([
      stack(alarm(10), {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: {
          Metrics: [
            { Id: 'a', MetricStat: { Period: 60 } },
            { Id: 'b', MetricStat: { Period: 60 } },
            { Id: 'e', Expression: 'a + b' },
          ],
        },
      }),
      stack(
        {
          Type: 'AWS::CloudWatch::Alarm',
          Properties: { Metrics: [{ Expression: 'ANOMALY_DETECTION_BAND(m)' }] },
        },
        {
          Type: 'AWS::WAFv2::WebACL',
          Properties: {
            Rules: [
              {
                Statement: {
                  ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesBotControlRuleSet' },
                },
              },
            ],
          },
        },
      ),
    ]);
    expect(cost.lines.find((l) => l.item.includes('high resolution'))?.cents).toBe(30);
    expect(cost.lines.find((l) => l.item.includes('standard resolution'))?.quantity).toBe(2);
    // Metric-math alarms are outside the free tier, which covers alarms listing their metric directly.
    expect(cost.freeTierCents).toBe(0);
    expect(cost.notPriced).toEqual([
      'an anomaly detection alarm',
      'the managed rule group AWS/AWSManagedRulesBotControlRuleSet (its own subscription fee)',
    ]);
  });

  it('gives a dashboard the free tier only up to 50 metrics', () => {
    const dashboard = (metrics: number): TemplateResource => ({
      Type: 'AWS::CloudWatch::Dashboard',
      Properties: {
        DashboardBody: {
          'Fn::Join': [
            '',
            [
              '{"widgets":[{"type":"metric","properties":{"region":"',
              { Ref: 'AWS::Region' },
              `","metrics":${JSON.stringify(Array.from({ length: metrics }, (_, i) => ['NS', `M${i}`]))}}}]}`,
            ],
          ],
        },
      },
    });
    expect(costAtRest([stack(dashboard(50))]).freeTierCents).toBe(300);
    expect(costAtRest([stack(dashboard(51))]).freeTierCents).toBe(0);
  });

  it('counts the runs of rates and daily crons in a 730-hour month', () => {
    expect(runsAMonth('rate(1 minute)')).toBe(43_800);
    expect(runsAMonth('rate(15 minutes)')).toBe(2_920);
    expect(runsAMonth('rate(2 hours)')).toBe(365);
    expect(runsAMonth('cron(0 9 * * ? *)')).toBe(30);
    expect(runsAMonth('cron(0 9 ? * MON-FRI *)')).toBeUndefined();
  });
});

describe('the assembly reader', () => {
  it('reads the stacks of a hand-made assembly', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-facts-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        artifacts: {
          'Shop-dev-Edge': {
            type: 'aws:cloudformation:stack',
            environment: 'aws://unknown-account/us-east-1',
            properties: { templateFile: 'edge.json' },
          },
        },
      }),
    );
    writeFileSync(
      path.join(dir, 'edge.json'),
      JSON.stringify({
        Resources: stack(alarm(), alarm(), { Type: 'AWS::SQS::Queue' }).resources,
        Outputs: { A: {} },
      }),
    );
    const facts = deployFacts(dir);
    expect(facts.stacks).toEqual([
      expect.objectContaining({ name: 'Edge', region: 'us-east-1', resources: 3, outputs: 1 }),
    ]);
    expect(facts.cost.totalCents).toBe(20);
    expect(facts.unclassified).toEqual([]);
    expect(renderFacts(facts)).toContain('| **Total at list price**');
  });

  it('replaces the marked block of a page and leaves the rest', () => {
    const page = `# Title\n\n${BLOCK_START}\n\nold\n\n${BLOCK_END}\n\nAfter.\n`;
    const updated = replaceMarkedBlock(page, 'new');
    expect(markedBlock(updated)).toBe('new');
    expect(updated).toBe(`# Title\n\n${BLOCK_START}\n\nnew\n\n${BLOCK_END}\n\nAfter.\n`);
  });
});

/**
 * The app as `npm run deploy` synthesizes it (stage prod, the site built, default settings), with
 * bundling skipped: bundling changes the code of each function, not the resources. The CDK CLI
 * also hands the app context through CDK_CONTEXT_JSON, and two of its keys change the templates:
 * version reporting adds an `AWS::CDK::Metadata` resource to each stack, and path metadata names
 * each resource's construct (how CDK's own functions are told apart).
 */
function synthLikeTheCli(): string {
  const saved = process.env.CDK_CONTEXT_JSON;
  process.env.CDK_CONTEXT_JSON = JSON.stringify({
    'aws:cdk:enable-path-metadata': true,
    'aws:cdk:version-reporting': true,
  });
  try {
    return synthApp({ env: { STAGE: 'prod' }, site: true }).app.synth().directory;
  } finally {
    if (saved === undefined) delete process.env.CDK_CONTEXT_JSON;
    else process.env.CDK_CONTEXT_JSON = saved;
  }
}

describe('docs/operations.md', () => {
  const assembly = synthLikeTheCli();
  const facts = deployFacts(assembly);

  it('quotes exactly what the templates hold', () => {
    const quoted = markedBlock(readFileSync(PAGE, 'utf8'));
    if (quoted === undefined) throw new Error(`${PAGE} has no ${BLOCK_START} ... ${BLOCK_END} block`);
    const expected = renderFacts(facts);
    if (quoted !== expected) {
      const had = new Set(quoted.split('\n'));
      const has = new Set(expected.split('\n'));
      const diff = [
        ...quoted
          .split('\n')
          .filter((l) => !has.has(l))
          .map((l) => `- ${l}`),
        ...expected
          .split('\n')
          .filter((l) => !had.has(l))
          .map((l) => `+ ${l}`),
      ];
      throw new Error(
        `${PAGE} no longer quotes what the templates hold. Refresh its deploy facts with\n  ${REFRESH}\n` +
          `Lines that differ (- on the page, + from the templates):\n${diff.slice(0, 40).join('\n')}`,
      );
    }
  });

  it('describes the deploy configuration', () => {
    expect(facts.configuration).toEqual({ site: true, customDomain: false });
  });

  it('classifies every resource type as priced or free at rest', () => {
    expect(facts.unclassified).toEqual([]);
  });

  it('counts as product functions every function but the CDK ones', () => {
    const functions = assemblyFunctions(assembly);
    const own = functions.filter((f) => CDK_OWN_FUNCTIONS.some((c) => c.path.test(f.constructPath)));
    expect(facts.headline[0]).toMatchObject({
      label: 'Lambda functions of the product',
      count: functions.length - own.length,
    });
  });

  it('keeps every stack within CloudFormation’s resource limit', () => {
    for (const s of facts.stacks) expect(s.resources).toBeLessThanOrEqual(STACK_RESOURCE_LIMIT);
  });
});
