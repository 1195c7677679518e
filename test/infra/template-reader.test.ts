import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { loadAppConfig } from '../../infra/config';
import { functionDeclarations, functionEnvironment, functionGrants } from '../../infra/function-grants';
import {
  deployedFunctions,
  readAssembly,
  templateGrants,
  TemplateResolver,
  type AssemblyStack,
  type DeployedFunction,
} from '../../infra/assembly/template-reader';
import { localAssemblyValues } from '../../infra/local/assembly-values';
import { installLocalRuntime, localDeploymentRefs } from '../../infra/local/lambda-runtime';
import { localTableName } from '../../infra/local/provision';
import { synthApp } from './cdk-app';

/**
 * The templates read as a local deployment would take them: every intrinsic resolved to the local
 * stack's values. What each function is given and allowed then comes from the templates, and
 * agrees with what the local stack gives it from the declarations, function by function.
 */
const env = { MAIL_FROM: 'noreply@mail.sahajtax.in', SES_IDENTITY: 'mail.sahajtax.in' };
const { app } = synthApp({ env });
const dir = app.synth().directory;
const secretValue = (arn: string, key: string | undefined) => `local value of ${arn} ${key}`;
const read = (stacks: readonly AssemblyStack[]) =>
  deployedFunctions(new TemplateResolver(stacks, localAssemblyValues(secretValue)), stacks);
const functions = read(readAssembly(dir));
const refs = localDeploymentRefs({
  tableName: localTableName,
  userPoolId: 'local_TaxFirm01',
  mail: loadAppConfig({ STAGE: 'test', ...env }).mail,
  serviceName: 'taxfirm-test',
  // The documents bucket is named by rule in the templates (stage, account, region), not by a
  // reference: read with the local account and region, this is its name.
  documentsBucket: 'taxfirm-test-docs-000000000000-ap-south-1',
});
const deployedOf = (id: string): DeployedFunction => {
  const found = functions.find((f) => f.constructId === `${id}Function`);
  if (!found) throw new Error(`no function ${id}`);
  return found;
};
/** Action-resource pairs, the way IAM weighs them (X-Ray's, which CDK adds to every role, aside). */
const pairs = (grants: { actions: string[]; resources: string[] }[]) =>
  grants
    .flatMap((g) => g.actions.flatMap((a) => g.resources.map((r) => `${a} ${r}`)))
    .filter((p) => !p.startsWith('xray:'))
    .sort();

describe('the templates, read with local values', () => {
  it('give every function exactly the environment the local stack gives it from its declaration', () => {
    for (const fn of functionDeclarations()) {
      expect({ id: fn.id, env: deployedOf(fn.id).environment }).toEqual({
        id: fn.id,
        env: functionEnvironment(fn, refs),
      });
    }
  });

  it('grant every function exactly what its declaration grants, and a stream handler its stream', () => {
    const fromTemplates = templateGrants(functions);
    // Lambda's event source mapping works with its function's role: it reads the stream and sends
    // a batch that kept failing to the dead-letter queue. CDK grants both.
    const streamReads =
      /^(dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams) .*\/stream\/|sqs:(GetQueueAttributes|GetQueueUrl|SendMessage) .*:(Stream|Job)DeadLetters)/;
    for (const fn of functionDeclarations()) {
      const deployed = pairs(fromTemplates(fn.id));
      expect({ id: fn.id, pairs: deployed.filter((p) => !streamReads.test(p)) }).toEqual({
        id: fn.id,
        pairs: pairs(functionGrants(fn, refs)),
      });
      expect({ id: fn.id, readsStream: deployed.some((p) => streamReads.test(p)) }).toEqual({
        id: fn.id,
        readsStream: fn.kind === 'stream' || fn.kind === 'job',
      });
    }
  });

  it('resolve across stacks: a route stack’s function reads the data stack’s table through its export', () => {
    const listLeads = deployedOf('listLeads');
    expect(listLeads.stack).toMatch(/-Routes-Leads$/);
    expect(listLeads.environment.TABLE_LEADS).toBe(localTableName('leads'));
    expect(listLeads.statements.flatMap((s) => s.Resource)).toContain(
      `arn:aws:dynamodb:ap-south-1:000000000000:table/${localTableName('leads')}/index/byCreated`,
    );
  });
});

/** A copy of the assembly with one template changed by `edit`. */
function editedCopy(stackSuffix: string, edit: (template: Record<string, unknown>) => void): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-assembly-'));
  cpSync(dir, copy, { recursive: true });
  const stack = readAssembly(copy).find((s) => s.name.endsWith(stackSuffix))!;
  const file = path.join(copy, `${stack.name}.template.json`);
  const template = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(template);
  writeFileSync(file, JSON.stringify(template));
  return copy;
}

type Resources = Record<string, { Type: string; Properties: Record<string, unknown>; Metadata?: object }>;
const resourceOf = (template: Record<string, unknown>, constructId: string) =>
  Object.entries(template.Resources as Resources).find(
    ([id, r]) => r.Type === 'AWS::Lambda::Function' && new RegExp(`^${constructId}[0-9A-F]{8}$`).test(id),
  )![1];

describe('what the reader refuses to guess', () => {
  it('fails naming an intrinsic it does not know, and where it is', () => {
    const copy = editedCopy('-Api', (template) => {
      const fn = resourceOf(template, 'getHealthFunction');
      (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.STAGE_NAME = {
        'Fn::If': ['IsProd', 'prod', 'test'],
      };
    });
    expect(() => read(readAssembly(copy))).toThrow(
      /the intrinsic Fn::If is not known to the local reader \(at TaxFirm-test-Api\/getHealthFunction[0-9A-F]{8}\/Environment\/STAGE_NAME\/Fn::If\)/,
    );
  });

  it('fails naming a resource type with no local counterpart', () => {
    const copy = editedCopy('-Api', (template) => {
      const fn = resourceOf(template, 'getHealthFunction');
      (template.Resources as Resources).Mystery = { Type: 'AWS::Kinesis::Stream', Properties: {} };
      (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.STREAM = {
        Ref: 'Mystery',
      };
    });
    expect(() => read(readAssembly(copy))).toThrow(/No local counterpart for AWS::Kinesis::Stream Mystery/);
  });
});

describe('a grant removed from the synthesized template', () => {
  // The runtime enforces the templates' statements, with postInquiry's PutItem taken away.
  const copy = editedCopy('-Api', (template) => {
    const fn = resourceOf(template, 'postInquiryFunction');
    const role = (fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const policy = Object.values(template.Resources as Resources).find(
      (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(role),
    )!;
    const document = policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] };
    for (const statement of document.Statement) {
      statement.Action = [statement.Action].flat().filter((a) => a !== 'dynamodb:PutItem');
    }
  });
  const runtime = installLocalRuntime(refs, { grantsOf: templateGrants(read(readAssembly(copy))) });
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'ap-south-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    }),
  );
  const refusal = (run: () => Promise<unknown>) =>
    runtime.invoke('postInquiry', run).then(
      () => 'allowed',
      (e: Error) => e.name,
    );

  it('makes the matching call fail with AccessDeniedException, and leaves the rest', async () => {
    const TableName = localTableName('inquiries');
    expect(await refusal(() => client.send(new PutCommand({ TableName, Item: { id: 'x' } })))).toBe(
      'AccessDeniedException',
    );
    expect(runtime.denials().at(-1)).toMatchObject({ function: 'postInquiry', action: 'dynamodb:PutItem' });
    // GetItem is still granted: the call goes on to the endpoint (nothing listens there).
    expect(await refusal(() => client.send(new GetCommand({ TableName, Key: { id: 'x' } })))).not.toBe(
      'AccessDeniedException',
    );
  });
});

describe('each intrinsic the reader knows', () => {
  const values = {
    region: 'ap-south-1',
    accountId: '000000000000',
    resource: (_stack: string, id: string) => ({ ref: `ref-of-${id}`, attributes: { Arn: `arn-of-${id}` } }),
    secret: (id: string, key: string | undefined) => `secret(${id}, ${key})`,
  };
  const stacks: AssemblyStack[] = [
    {
      name: 'One',
      template: {
        Parameters: { Stage: { Default: 'prod' } },
        Resources: { Table: { Type: 'AWS::DynamoDB::Table' } },
        Outputs: {
          TableArn: { Value: { 'Fn::GetAtt': ['Table', 'Arn'] }, Export: { Name: 'One:TableArn' } },
          Endpoint: { Value: 'https://abc123.execute-api.ap-south-1.amazonaws.com/' },
        },
      },
    },
    { name: 'Two', template: { Resources: {} } },
  ];
  const resolver = new TemplateResolver(stacks, values);
  it.each([
    [{ Ref: 'AWS::Region' }, 'ap-south-1'],
    [{ Ref: 'AWS::StackName' }, 'Two'],
    [{ 'Fn::ImportValue': 'One:TableArn' }, 'arn-of-Table'],
    [
      { 'Fn::GetStackOutput': { StackName: 'One', OutputName: 'Endpoint' } },
      'https://abc123.execute-api.ap-south-1.amazonaws.com/',
    ],
    [
      {
        'Fn::Select': [
          2,
          { 'Fn::Split': ['/', { 'Fn::GetStackOutput': { StackName: 'One', OutputName: 'Endpoint' } }] },
        ],
      },
      'abc123.execute-api.ap-south-1.amazonaws.com',
    ],
    [{ 'Fn::Join': ['-', ['a', { Ref: 'AWS::AccountId' }]] }, 'a-000000000000'],
    [{ 'Fn::Sub': 'arn:${AWS::Partition}:x:${AWS::Region}:${!Literal}' }, 'arn:aws:x:ap-south-1:${Literal}'],
    [
      { 'Fn::Sub': ['${Name}-${AWS::Region}', { Name: { 'Fn::ImportValue': 'One:TableArn' } }] },
      'arn-of-Table-ap-south-1',
    ],
    [
      '{{resolve:secretsmanager:arn:aws:secretsmanager:r:a:secret:s-AbC:SecretString:current::}}',
      'secret(arn:aws:secretsmanager:r:a:secret:s-AbC, current)',
    ],
    ['x-{{resolve:secretsmanager:plain-name}}', 'x-secret(plain-name, undefined)'],
  ])('%j → %s', (expression, expected) => {
    expect(resolver.resolve(expression, 'Two', 'test')).toBe(expected);
  });

  it('reads a parameter’s default, and refuses what it cannot know', () => {
    expect(resolver.resolve({ Ref: 'Stage' }, 'One', 'test')).toBe('prod');
    expect(() => resolver.resolve({ Ref: 'Stage' }, 'Two', 'test')).toThrow(
      /no resource or parameter Stage in Two/,
    );
    expect(() => resolver.resolve({ 'Fn::ImportValue': 'Nobody:Exports' }, 'Two', 'test')).toThrow(
      /no stack exports/,
    );
    expect(() => resolver.resolve({ 'Fn::FindInMap': ['M', 'a', 'b'] }, 'Two', 'test')).toThrow(
      /the intrinsic Fn::FindInMap is not known/,
    );
    expect(() => resolver.resolve({ Ref: 'AWS::NotificationARNs' }, 'Two', 'test')).toThrow(
      /pseudo-parameter/,
    );
    expect(() => resolver.resolve('{{resolve:ssm:/some/name}}', 'Two', 'test')).toThrow(/dynamic reference/);
  });
});
