import { Match, Template } from 'aws-cdk-lib/assertions';
import { DOCUMENT_KEY_PREFIX, LEAD_EXPORT_PREFIX, UPLOAD_STAGING_PREFIX } from '../../shared/documents';
import { synthApp } from './cdk-app';

// CloudFormation JSON, read loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** The documents bucket, its key, its logs and its malware scanning, as synthesized. */
const plain = Template.fromStack(synthApp().stacks.data);
const domainStacks = synthApp({
  env: {
    DOMAIN_NAMES: 'sahajtax.in,www.sahajtax.in',
    CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
  },
}).stacks;
const withDomain = Template.fromStack(domainStacks.data);
const webWithDomain = Template.fromStack(domainStacks.web);
const webPlain = Template.fromStack(synthApp().stacks.web);

/** A template value as CloudFormation makes it in one account and region (joins and pseudo refs). */
const PSEUDO: Record<string, string> = {
  'AWS::AccountId': '123456789012',
  'AWS::Region': 'ap-south-1',
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::Partition': 'aws',
};
/** What CloudFront names a new distribution (its own domain), for any distribution's DomainName. */
const DISTRIBUTION_DOMAIN = 'd111111abcdef8.cloudfront.net';
const resolved = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const v = value as Json;
  if (v.Ref && PSEUDO[v.Ref]) return PSEUDO[v.Ref]!;
  if (v['Fn::GetAtt']?.[1] === 'DomainName' && /^Distribution/.test(v['Fn::GetAtt'][0]))
    return DISTRIBUTION_DOMAIN;
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map(resolved).join(v['Fn::Join'][0]);
  throw new Error(`cannot resolve ${JSON.stringify(value)}`);
};

/** The CORS rule the web stack puts on the documents bucket (S3 PutBucketCors, through a custom resource). */
const documentsCors = (web: Template) => {
  const resources = Object.values(web.findResources('Custom::AWS'));
  expect(resources).toHaveLength(1);
  const create = JSON.parse(resolved(resources[0]!.Properties.Create)) as Json;
  expect(create).toMatchObject({ service: 'S3', action: 'putBucketCors' });
  const rules = create.parameters.CORSConfiguration.CORSRules as Json[];
  return {
    bucket: create.parameters.Bucket as string,
    rules,
    origins: rules.flatMap((r) => r.AllowedOrigins),
  };
};

const documentsBucket = (t: Template) => {
  const buckets = t.findResources('AWS::S3::Bucket', {
    Properties: { BucketName: Match.anyValue(), VersioningConfiguration: Match.anyValue() },
  });
  const entries = Object.entries(buckets);
  expect(entries).toHaveLength(1);
  return { id: entries[0]![0], props: entries[0]![1].Properties as Json };
};

describe('the documents bucket', () => {
  it('keeps its logical ids pinned, so a refactor cannot replace stored documents', () => {
    expect(documentsBucket(plain).id).toBe('DocumentsBucket9EC9DEB9');
    expect(Object.keys(plain.findResources('AWS::KMS::Key'))).toEqual(['DocumentsKeyF8AA898C']);
  });

  it('is encrypted with a customer-managed KMS key that rotates, with a bucket key', () => {
    const { props } = documentsBucket(plain);
    const rule = props.BucketEncryption.ServerSideEncryptionConfiguration[0];
    expect(rule.ServerSideEncryptionByDefault.SSEAlgorithm).toBe('aws:kms');
    expect(rule.ServerSideEncryptionByDefault.KMSMasterKeyID).toEqual({
      'Fn::GetAtt': ['DocumentsKeyF8AA898C', 'Arn'],
    });
    expect(rule.BucketKeyEnabled).toBe(true);
    plain.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    plain.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('is versioned, private, retained and logged to its own access-log bucket', () => {
    const { id, props } = documentsBucket(plain);
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(props.OwnershipControls.Rules[0].ObjectOwnership).toBe('BucketOwnerEnforced');
    expect(props.LoggingConfiguration.DestinationBucketName).toEqual({
      Ref: expect.stringMatching(/^DocumentsAccessLogs/),
    });
    expect(plain.toJSON().Resources[id].DeletionPolicy).toBe('Retain');
  });

  it('refuses any request that is not over TLS', () => {
    const { id } = documentsBucket(plain);
    plain.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('keeps documents 8 years, replaced or deleted versions 90 days', () => {
    const rules = documentsBucket(plain).props.LifecycleConfiguration.Rules as Json[];
    const byId = Object.fromEntries(rules.map((r) => [r.Id, r]));
    // One rule per keeping period the firm may choose, by the retention tag every upload carries.
    const retention = rules.filter((r) => String(r.Id).startsWith('RetainDocuments'));
    expect(retention).toHaveLength(15);
    expect(byId.RetainDocuments6Years).toMatchObject({
      Status: 'Enabled',
      TagFilters: [{ Key: 'retention-years', Value: '6' }],
      ExpirationInDays: 6 * 365 + 2 + 1,
    });
    expect(byId.RetainDocuments8Years).toMatchObject({
      TagFilters: [{ Key: 'retention-years', Value: '8' }],
      ExpirationInDays: 8 * 365 + 2 + 1,
    });
    expect(byId.RetainDocuments20Years).toMatchObject({
      TagFilters: [{ Key: 'retention-years', Value: '20' }],
      ExpirationInDays: 20 * 365 + 5 + 1,
    });
    // No rule without a tag filter expires current documents: a shorter one would cut every
    // period. The lead exports' day and the upload staging's day are prefixes no document is under.
    expect(rules.filter((r) => r.ExpirationInDays && !r.TagFilters).map((r) => r.Id)).toEqual([
      'ExpireUploadStaging',
      'ExpireLeadExports',
    ]);
    // What upload forms wrote and nobody completed, or sent again after completion, goes in a day.
    expect(byId.ExpireUploadStaging).toMatchObject({
      Prefix: UPLOAD_STAGING_PREFIX,
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    expect(UPLOAD_STAGING_PREFIX.startsWith(DOCUMENT_KEY_PREFIX)).toBe(false);
    expect(DOCUMENT_KEY_PREFIX.startsWith(UPLOAD_STAGING_PREFIX)).toBe(false);
    expect(byId.ExpireLeadExports).toMatchObject({
      Prefix: LEAD_EXPORT_PREFIX,
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      // The parts of an export whose job stopped midway.
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
    expect(LEAD_EXPORT_PREFIX.startsWith(DOCUMENT_KEY_PREFIX)).toBe(false);
    expect(DOCUMENT_KEY_PREFIX.startsWith(LEAD_EXPORT_PREFIX)).toBe(false);
    expect(byId.ExpireNoncurrentVersions).toMatchObject({
      Status: 'Enabled',
      NoncurrentVersionExpiration: { NoncurrentDays: 90 },
    });
    expect(byId.RemoveExpiredDeleteMarkers).toMatchObject({ ExpiredObjectDeleteMarker: true });
    expect(byId.AbortIncompleteUploads).toMatchObject({
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
  });

  it('allows browsers exactly the site’s own origins: the distribution’s domain, and the custom ones when set', () => {
    expect(documentsCors(webPlain).origins).toEqual([`https://${DISTRIBUTION_DOMAIN}`]);
    const cors = documentsCors(webWithDomain);
    expect(cors.origins).toEqual([
      `https://${DISTRIBUTION_DOMAIN}`,
      'https://sahajtax.in',
      'https://www.sahajtax.in',
    ]);
    expect([...cors.rules[0]!.AllowedMethods].sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect(cors.bucket).toBe(resolved(documentsBucket(withDomain).props.BucketName));
  });

  it('is given its CORS rule by the web stack alone, so deploying the data stack cannot reset it', () => {
    // The data stack deploys first and declares no rule: a Data update has no CORS to write.
    expect(documentsBucket(plain).props.CorsConfiguration).toBeUndefined();
    expect(documentsBucket(withDomain).props.CorsConfiguration).toBeUndefined();
    for (const web of [webPlain, webWithDomain]) {
      const [resource] = Object.values(web.findResources('Custom::AWS'));
      const update = JSON.parse(resolved(resource!.Properties.Update));
      // Set again whenever the rule changes; removed only with the web stack.
      expect(update).toEqual(JSON.parse(resolved(resource!.Properties.Create)));
      expect(JSON.parse(resolved(resource!.Properties.Delete))).toMatchObject({
        action: 'deleteBucketCors',
        parameters: { Bucket: documentsCors(web).bucket },
      });
      // Its function may change this one bucket's CORS and nothing else.
      const policies = Object.values(web.findResources('AWS::IAM::Policy')).filter((p) =>
        JSON.stringify(p).includes('s3:PutBucketCORS'),
      );
      expect(policies).toHaveLength(1);
      const statements = policies[0]!.Properties.PolicyDocument.Statement as Json[];
      expect(statements).toEqual([
        expect.objectContaining({
          Action: 's3:PutBucketCORS',
          Effect: 'Allow',
          Resource: expect.anything(),
        }),
      ]);
      expect(resolved(statements[0]!.Resource)).toBe(`arn:aws:s3:::${documentsCors(web).bucket}`);
    }
  });

  it('takes uploads from the site’s pages: the CSP lets them post to it, its CORS only the site’s origins', () => {
    const bucketName = resolved(documentsBucket(withDomain).props.BucketName);
    const [policy] = Object.values(webWithDomain.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = resolved(
      policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy,
    );
    const connect = /(?:^|; )connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
    // The presigned POST's URL: the bucket's regional, virtual-hosted endpoint.
    expect(connect).toContain(`https://${bucketName}.s3.ap-south-1.amazonaws.com`);
    expect(connect.filter((s) => s.includes('.s3.'))).toHaveLength(1);
    expect(connect).not.toContain('*');

    // POST from exactly the names the distribution answers to, over https: no other origin.
    const [distribution] = Object.values(webWithDomain.findResources('AWS::CloudFront::Distribution'));
    const aliases = distribution!.Properties.DistributionConfig.Aliases as string[];
    const cors = documentsCors(webWithDomain).rules;
    const posting = cors.filter((r) => (r.AllowedMethods as string[]).includes('POST'));
    expect(posting).toHaveLength(1);
    expect([...posting[0]!.AllowedOrigins].sort()).toEqual(
      [DISTRIBUTION_DOMAIN, ...aliases].map((a) => `https://${a}`).sort(),
    );
    expect(posting[0]!.AllowedOrigins).not.toContain('*');
  });

  it('is scanned by a GuardDuty Malware Protection plan that tags each object with its verdict', () => {
    const { id } = documentsBucket(plain);
    const plans = Object.values(plain.findResources('AWS::GuardDuty::MalwareProtectionPlan'));
    expect(plans).toHaveLength(1);
    const plan = plans[0]!.Properties;
    expect(plan.Actions).toEqual({ Tagging: { Status: 'ENABLED' } });
    expect(plan.ProtectedResource.S3Bucket).toEqual({
      BucketName: { Ref: id },
      ObjectPrefixes: [DOCUMENT_KEY_PREFIX],
    });
    const roleId = plan.Role['Fn::GetAtt'][0] as string;
    const role = plain.toJSON().Resources[roleId];
    expect(role.Properties.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Service: 'malware-protection-plan.guardduty.amazonaws.com',
    });
    // The role can read, tag and decrypt the objects it scans.
    const policy = Object.values(plain.findResources('AWS::IAM::Policy')).find((p) =>
      JSON.stringify(p.Properties.Roles).includes(roleId),
    )!;
    const actions = (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap(
      (s) => s.Action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        's3:GetObject',
        's3:PutObjectTagging',
        's3:PutBucketNotification',
        'events:PutRule',
        'kms:Decrypt',
        'kms:GenerateDataKey',
      ]),
    );
  });
});

describe('the documents table’s indexes', () => {
  it('reads a client’s files and the outstanding checklist items by key, never by Scan', () => {
    const tables = plain.findResources('AWS::DynamoDB::GlobalTable');
    const documents = Object.entries(tables).find(([id]) => id.startsWith('Documents'));
    expect(documents).toBeDefined();
    const indexes = (documents![1].Properties.GlobalSecondaryIndexes as Json[]).map((g) => ({
      name: g.IndexName,
      keys: (g.KeySchema as Json[]).map((k) => `${k.KeyType} ${k.AttributeName}`),
      projection: g.Projection.ProjectionType,
    }));
    expect(indexes).toEqual([
      { name: 'byClientFiles', keys: ['HASH clientSub', 'RANGE fileAt'], projection: 'ALL' },
      { name: 'byClientOutstanding', keys: ['HASH openClient', 'RANGE dueKey'], projection: 'ALL' },
      { name: 'byOutstanding', keys: ['HASH openQueue', 'RANGE dueKey'], projection: 'ALL' },
    ]);
    const attributes = (documents![1].Properties.AttributeDefinitions as Json[]).map(
      (a) => `${a.AttributeName} ${a.AttributeType}`,
    );
    expect(attributes).toEqual(
      expect.arrayContaining(['clientSub S', 'fileAt S', 'openClient S', 'openQueue S', 'dueKey S']),
    );
  });
});
