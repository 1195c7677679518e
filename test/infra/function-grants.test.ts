import { Template } from 'aws-cdk-lib/assertions';
import {
  functionDeclarations,
  functionEnvironment,
  functionGrants,
  type FunctionDeclaration,
} from '../../infra/function-grants';
import { callsOf, isAllowed, localArns, localDeploymentRefs } from '../../infra/local/lambda-runtime';
import { createThrottle } from '../../infra/local/throttle';
import { s3Calls } from '../../infra/local/wire-calls';
import { findRoute } from '../../shared/api-routes';
import { synthApp } from './cdk-app';

const { stacks } = synthApp({
  env: { MAIL_FROM: 'noreply@mail.sahajtax.in', SES_IDENTITY: 'mail.sahajtax.in' },
});
/** The stack a function is deployed in: the jobs stack, a route stack, or the API stack. */
const stackOf = (fn: FunctionDeclaration) =>
  fn.kind === 'job' ? stacks.jobs : (stacks.routes.find((r) => fn.id in r.functions) ?? stacks.api);
const resolve = (value: unknown, fn: FunctionDeclaration) => stackOf(fn).resolve(value) as unknown;
const key = (value: unknown) => JSON.stringify(value);
const list = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

type Resource = { Properties: Record<string, unknown> };
const resourcesOf = (template: Template) => ({
  functions: template.findResources('AWS::Lambda::Function') as Record<string, Resource>,
  policies: template.findResources('AWS::IAM::Policy') as Record<string, Resource>,
});
function deployed(fn: FunctionDeclaration) {
  const { functions, policies } = resourcesOf(Template.fromStack(stackOf(fn)));
  const [logicalId, resource] =
    Object.entries(functions).find(([id]) => new RegExp(`^${fn.id}Function[0-9A-F]{8}$`).test(id)) ?? [];
  if (!resource) throw new Error(`no function ${fn.id} in the template`);
  const roleId = (resource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statements = Object.values(policies)
    .filter((p) => key(p.Properties.Roles).includes(key({ Ref: roleId })))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
  const pairs = new Set(
    statements.flatMap((s) =>
      list(s.Action as string | string[]).flatMap((a) => list(s.Resource).map((r) => `${a} ${key(r)}`)),
    ),
  );
  const env = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  return { logicalId, pairs, env };
}

/** What an event source mapping adds to a stream function's role: reading the stream, the DLQ. */
const eventSourceAction = /^(dynamodb:(ListStreams|DescribeStream|GetRecords|GetShardIterator)|sqs:)/;
/** What active tracing adds to every role: sending traces to X-Ray (no resource-level permission). */
const tracingAction = /^xray:(PutTraceSegments|PutTelemetryRecords) "\*"$/;

describe('each deployed function has exactly the grants and environment the local stack enforces', () => {
  it.each(functionDeclarations().map((fn) => [fn.id, fn] as const))('%s', (_id, fn) => {
    const { pairs, env } = deployed(fn);
    const expected = new Set(
      (
        resolve(functionGrants(fn, stacks.api.refs), fn) as { actions: string[]; resources: unknown[] }[]
      ).flatMap((g) => g.actions.flatMap((a) => g.resources.map((r) => `${a} ${key(r)}`))),
    );
    const missing = [...expected].filter((p) => !pairs.has(p));
    const extra = [...pairs].filter(
      (p) =>
        !expected.has(p) &&
        !tracingAction.test(p) &&
        !((fn.kind === 'stream' || fn.kind === 'job') && eventSourceAction.test(p)),
    );
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(env).toEqual(resolve(functionEnvironment(fn, stacks.api.refs), fn));
  });

  it('lets no function Scan a table (every read is by key or index), in AWS as locally', () => {
    const scanning = functionDeclarations().filter((fn) =>
      [...deployed(fn).pairs].some((p) => p.startsWith('dynamodb:Scan ')),
    );
    expect(scanning.map((fn) => fn.id)).toEqual([]);
  });

  it('gives each function only its own tables’ variables (an admin route also the pool, for the MFA check)', () => {
    const getSettings = deployed(functionDeclarations().find((f) => f.id === 'getSettings')!);
    expect(Object.keys(getSettings.env).sort()).toEqual(
      [
        'NODE_OPTIONS',
        'SECRET_ORIGIN_VERIFY_ARN',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'TABLE_DASHBOARD_USERS',
        'TABLE_SETTINGS',
        'USER_POOL_ID',
      ].sort(),
    );
  });

  it('gives every function the Powertools service and metrics namespace of its stage', () => {
    for (const fn of functionDeclarations()) {
      expect(deployed(fn).env).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'taxfirm-test',
        POWERTOOLS_METRICS_NAMESPACE: 'TaxFirm',
      });
    }
  });

  it('lets mailers send as the configured identity and From address, in the stack’s partition', () => {
    const mailer = functionDeclarations().find((f) => f.id === 'sendInquiryMail')!;
    const sending = [...deployed(mailer).pairs].filter((p) => p.startsWith('ses:SendEmail '));
    expect(sending).toHaveLength(3);
    for (const [identity, pair] of [
      ['mail.sahajtax.in', sending.find((p) => p.includes(':identity/mail.'))],
      ['noreply@mail.sahajtax.in', sending.find((p) => p.includes('@'))],
    ] as const) {
      expect(pair).toContain('{"Ref":"AWS::Partition"}');
      expect(pair).toContain(`:identity/${identity}`);
    }
    expect(sending.find((p) => p.includes(':configuration-set/taxfirm-test'))).toBeDefined();
    expect(sending.join()).not.toContain('arn:aws:ses');
  });
});

/** The local deployment's names and ARNs, as the local stack builds them. */
const localRefs = localDeploymentRefs({
  tableName: (k) => `local-${k}`,
  userPoolId: 'pool',
  mail: {
    from: 'noreply@sahajtax.in',
    identity: 'sahajtax.in',
    alertTo: 'a@sahajtax.in',
    configurationSet: 'cs',
  },
  serviceName: 'taxfirm-test',
});

describe('the local IAM check', () => {
  const refs = localRefs;
  const grantsOf = (fn: FunctionDeclaration) => functionGrants(fn, refs);
  const fn = functionDeclarations().find((f) => f.id === 'postInquiry')!;
  const grants = grantsOf(fn);
  const allowed = (serviceId: string, command: string, input: Record<string, unknown>) =>
    callsOf(serviceId, command, input, localArns).every((call) => isAllowed(grants, call));

  it('allows what the declaration grants', () => {
    expect(allowed('DynamoDB', 'PutCommand', { TableName: 'local-inquiries' })).toBe(true);
    expect(
      allowed('DynamoDB', 'TransactWriteCommand', {
        TransactItems: [
          { Put: { TableName: 'local-inquiries' } },
          { Update: { TableName: 'local-inquiries' } },
        ],
      }),
    ).toBe(true);
  });

  it('refuses a transaction that reaches a table the function is not granted', () => {
    // The inquiry's lead is placed from the stream: the request may not write the leads table.
    expect(
      allowed('DynamoDB', 'TransactWriteCommand', {
        TransactItems: [{ Put: { TableName: 'local-inquiries' } }, { Put: { TableName: 'local-leads' } }],
      }),
    ).toBe(false);
  });

  it('refuses a Scan where a Query on the same table is allowed', () => {
    const listClients = grantsOf(functionDeclarations().find((f) => f.id === 'listClients')!);
    const table = { TableName: 'local-dashboardUsers' };
    const can = (command: string, input: Record<string, unknown>) =>
      callsOf('DynamoDB', command, input, localArns).every((call) => isAllowed(listClients, call));
    expect(can('QueryCommand', { ...table, IndexName: 'byRole' })).toBe(true);
    expect(can('ScanCommand', table)).toBe(false);
  });

  it('refuses another table, an undeclared index, an admin Cognito call and sending mail', () => {
    expect(allowed('DynamoDB', 'GetItemCommand', { TableName: 'local-settings' })).toBe(false);
    expect(
      allowed('DynamoDB', 'TransactWriteCommand', {
        TransactItems: [{ Put: { TableName: 'local-inquiries' } }, { Put: { TableName: 'local-webhooks' } }],
      }),
    ).toBe(false);
    expect(allowed('DynamoDB', 'QueryCommand', { TableName: 'local-leads', IndexName: 'nope' })).toBe(false);
    expect(allowed('DynamoDB', 'DescribeTableCommand', { TableName: 'local-leads' })).toBe(false);
    expect(allowed('Cognito Identity Provider', 'AdminAddUserToGroupCommand', { UserPoolId: 'pool' })).toBe(
      false,
    );
    expect(allowed('SESv2', 'SendEmailCommand', { FromEmailAddress: 'noreply@sahajtax.in' })).toBe(false);
  });

  it('refuses a mailer sending through another configuration set', () => {
    const mailer = functionDeclarations().find((f) => f.id === 'retryMail')!;
    const mailGrants = grantsOf(mailer);
    const send = (set: string) =>
      callsOf(
        'SESv2',
        'SendEmailCommand',
        { FromEmailAddress: 'noreply@sahajtax.in', ConfigurationSetName: set },
        localArns,
      ).every((c) => isAllowed(mailGrants, c));
    expect(send('cs')).toBe(true);
    expect(send('other')).toBe(false);
  });

  it('lets a mailer send as the From address or its domain, and no other', () => {
    const mailer = functionDeclarations().find((f) => f.id === 'sendInquiryMail')!;
    const mailGrants = grantsOf(mailer);
    const send = (from: string) =>
      callsOf('SESv2', 'SendEmailCommand', { FromEmailAddress: from }, localArns).every((c) =>
        isAllowed(mailGrants, c),
      );
    expect(send('Sahaj Tax <noreply@sahajtax.in>')).toBe(true);
    expect(send('alerts@sahajtax.in')).toBe(true);
    expect(send('noreply@elsewhere.example')).toBe(false);
  });
});

test('every function that reads documents may read the pinned version and its scan tag, as S3 authorizes them', () => {
  // The bucket is versioned and a completed upload is pinned to its copy's version: S3 authorizes
  // a read of that version as s3:GetObjectVersion (and its tags as s3:GetObjectVersionTagging),
  // not as s3:GetObject. The mapping is the local endpoints' own (s3Calls).
  const refs = localRefs;
  const readers = functionDeclarations().filter((f) => f.services.some((x) => x.startsWith('documents-')));
  expect(readers.length).toBeGreaterThan(3);
  const bucket = refs.documents.bucketName;
  for (const fn of readers) {
    const grants = functionGrants(fn, refs);
    for (const url of [
      `/${bucket}/clients/c1/file.pdf?versionId=v1&x-id=GetObject`,
      `/${bucket}/clients/c1/file.pdf?tagging=&versionId=v1`,
    ]) {
      const refused = s3Calls('GET', url, {}).filter((call) => !isAllowed(grants, call));
      expect({ fn: fn.id, url, refused }).toEqual({ fn: fn.id, url, refused: [] });
    }
  }
});

describe('the local throttle', () => {
  it('lets a route’s burst through, then its rate, as API Gateway does', () => {
    let now = 0;
    const throttle = createThrottle({ rateLimit: 50, burstLimit: 100 }, () => now);
    const route = findRoute('postInquiry');
    const burst = route.throttle!.burstLimit;
    const results = Array.from({ length: burst + 5 }, () => throttle.take(route));
    expect(results.filter(Boolean)).toHaveLength(burst);
    now += 1000;
    const next = Array.from({ length: 20 }, () => throttle.take(route));
    expect(next.filter(Boolean)).toHaveLength(route.throttle!.rateLimit);
  });

  it('gives routes without their own limits the stage’s', () => {
    const throttle = createThrottle({ rateLimit: 50, burstLimit: 100 }, () => 0);
    const route = findRoute('listLeads');
    expect(Array.from({ length: 150 }, () => throttle.take(route)).filter(Boolean)).toHaveLength(100);
  });
});
