import { Aws, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { CfnMalwareProtectionPlan } from 'aws-cdk-lib/aws-guardduty';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import {
  DOCUMENT_KEY_PREFIX,
  LEAD_EXPORT_PREFIX,
  RETENTION_TAG,
  retentionYearChoices,
  UPLOAD_STAGING_PREFIX,
} from '../../shared/documents';
import { tableKeys, tables, type KeyAttribute, type TableKey } from '../../shared/tables';

const attribute = (key: KeyAttribute): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/**
 * How long a document is kept: the firm's setting when it was uploaded, in whole years, which the
 * upload form writes as the object's retention tag (shared/documents.ts gives the range, the
 * default and the laws behind them). One lifecycle rule per possible value expires the objects so
 * tagged that many years after upload, counting a leap day every four years and a day's margin.
 */
export const documentRetention = (years: number) => Duration.days(years * 365 + Math.ceil(years / 4) + 1);
/** A replaced or deleted document version stays recoverable this long, then stops costing storage. */
export const NONCURRENT_DOCUMENT_RETENTION = Duration.days(90);
/** Access logs of the documents bucket (who read or wrote what) are kept this long. */
export const DOCUMENT_ACCESS_LOG_RETENTION = Duration.days(2 * 365);

/**
 * The documents bucket's name, fixed so that the functions' grants name it plainly (and cdk-nag's
 * findings about them read the same in every stack): unique per stage, account and region.
 */
export const documentsBucketName = (stage: string) => `taxfirm-${stage}-docs-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
export const documentsBucketArn = (stage: string) =>
  `arn:${Aws.PARTITION}:s3:::${documentsBucketName(stage)}`;
/**
 * The bucket's regional endpoint, where browsers post uploads (the presigned POST's URL): the
 * site's CSP lets pages connect to it. Read in the web stack, which is in the same account and
 * region, so no cross-stack reference is needed.
 */
export const documentsBucketOrigin = (stage: string) =>
  `https://${documentsBucketName(stage)}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;

export interface DataStackProps extends StackProps {
  stage: string;
}

/** Stateful: every table and the documents bucket, retained, recoverable and protected from deletion. */
export class DataStack extends Stack {
  public readonly tables: Record<TableKey, TableV2>;
  public readonly documentsBucket: Bucket;
  public readonly documentsKey: Key;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.tables = Object.fromEntries(
      tableKeys.map((key) => {
        const def = tables[key];
        const table = new TableV2(this, def.id, {
          partitionKey: attribute(def.partitionKey),
          sortKey: def.sortKey && attribute(def.sortKey),
          globalSecondaryIndexes: def.globalIndexes.map((gsi) => ({
            indexName: gsi.indexName,
            partitionKey: attribute(gsi.partitionKey),
            sortKey: gsi.sortKey && attribute(gsi.sortKey),
          })),
          timeToLiveAttribute: def.timeToLiveAttribute,
          dynamoStream: def.stream ? StreamViewType[def.stream] : undefined,
          billing: Billing.onDemand(),
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          deletionProtection: true,
          removalPolicy: RemovalPolicy.RETAIN,
        });
        return [key, table];
      }),
    ) as Record<TableKey, TableV2>;
    ({ bucket: this.documentsBucket, key: this.documentsKey } = this.addDocuments(props.stage));
  }

  /**
   * The clients' documents: a private, versioned bucket encrypted with a key of our own (rotated
   * yearly), reachable only over TLS, its access logged, its objects kept for the retention
   * period, and every new object scanned for malware by GuardDuty, which tags it with its verdict.
   */
  private addDocuments(stage: string) {
    const key = new Key(this, 'DocumentsKey', {
      description: 'Encrypts the clients’ documents',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const logs = new Bucket(this, 'DocumentsAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // Server access logs can only be delivered to a bucket encrypted with S3's own keys.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'ExpireAccessLogs', expiration: DOCUMENT_ACCESS_LOG_RETENTION }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const bucket = new Bucket(this, 'DocumentsBucket', {
      bucketName: documentsBucketName(stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.KMS,
      encryptionKey: key,
      // One data key per bucket and period rather than per object: far fewer KMS calls.
      bucketKeyEnabled: true,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'documents/',
      lifecycleRules: [
        ...retentionYearChoices.map((years) => ({
          id: `RetainDocuments${years}Years`,
          tagFilters: { [RETENTION_TAG]: String(years) },
          expiration: documentRetention(years),
        })),
        { id: 'ExpireNoncurrentVersions', noncurrentVersionExpiration: NONCURRENT_DOCUMENT_RETENTION },
        { id: 'RemoveExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // The lead list's CSV exports are downloaded soon after they are written: gone a day
        // later, the version the expiry leaves behind (the bucket is versioned) a day after that,
        // and the parts of an export whose job stopped midway a day after it began.
        // Upload forms write under the staging prefix; a completed upload is copied out of it,
        // so what stays there (never completed, or sent again by a form after its completion)
        // goes a day later, with the version the expiry leaves behind.
        {
          id: 'ExpireUploadStaging',
          prefix: UPLOAD_STAGING_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'ExpireLeadExports',
          prefix: LEAD_EXPORT_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      // No CORS rule here: browsers upload from the site's origins, which include the
      // distribution's own domain, known only to the web stack; that stack owns the rule
      // (WebStack's DocumentsCors), so no deploy of this stack can change it.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // GuardDuty Malware Protection for S3: scans each new object and tags it
    // GuardDutyMalwareScanStatus (NO_THREATS_FOUND, THREATS_FOUND, ...); downloads wait for it.
    const scanner = new Role(this, 'DocumentsMalwareScanRole', {
      assumedBy: new ServicePrincipal('malware-protection-plan.guardduty.amazonaws.com'),
      description: 'GuardDuty Malware Protection for the documents bucket',
    });
    const ruleArn = this.formatArn({
      service: 'events',
      resource: 'rule',
      resourceName: 'DO-NOT-DELETE-AmazonGuardDutyMalwareProtectionS3*',
    });
    const statements = [
      // The EventBridge rule GuardDuty manages to hear of new objects.
      new PolicyStatement({
        actions: ['events:PutRule', 'events:DeleteRule', 'events:PutTargets', 'events:RemoveTargets'],
        resources: [ruleArn],
        conditions: { StringLike: { 'events:ManagedBy': 'malware-protection-plan.guardduty.amazonaws.com' } },
      }),
      new PolicyStatement({
        actions: ['events:DescribeRule', 'events:ListTargetsByRule'],
        resources: [ruleArn],
      }),
      new PolicyStatement({
        actions: ['s3:PutBucketNotification', 's3:GetBucketNotification', 's3:ListBucket'],
        resources: [bucket.bucketArn],
      }),
      // Reading each object to scan it, and tagging it with the verdict.
      new PolicyStatement({
        actions: [
          's3:GetObject',
          's3:GetObjectVersion',
          's3:GetObjectTagging',
          's3:GetObjectVersionTagging',
          's3:PutObjectTagging',
          's3:PutObjectVersionTagging',
        ],
        resources: [bucket.arnForObjects(`${DOCUMENT_KEY_PREFIX}*`)],
      }),
      // GuardDuty writes one object to check it can reach the bucket.
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [bucket.arnForObjects('malware-protection-resource-validation-object')],
      }),
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
        resources: [key.keyArn],
        conditions: { StringLike: { 'kms:ViaService': `s3.${this.region}.amazonaws.com` } },
      }),
    ];
    for (const statement of statements) scanner.addToPolicy(statement);
    Validations.of(scanner).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${nagResource(this, bucket)}/${DOCUMENT_KEY_PREFIX}*]`,
        reason:
          'GuardDuty reads and tags every new object under the documents prefix; objects are named by the API as they are uploaded, so no narrower resource exists',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:events:<AWS::Region>:<AWS::AccountId>:rule/DO-NOT-DELETE-AmazonGuardDutyMalwareProtectionS3*]',
        reason: 'GuardDuty manages its own EventBridge rules, whose names AWS fixes by this prefix',
      },
    );
    const plan = new CfnMalwareProtectionPlan(this, 'DocumentsMalwareProtection', {
      role: scanner.roleArn,
      protectedResource: {
        s3Bucket: { bucketName: bucket.bucketName, objectPrefixes: [DOCUMENT_KEY_PREFIX] },
      },
      actions: { tagging: { status: 'ENABLED' } },
    });
    // The role's permissions must be in place when GuardDuty validates the plan.
    plan.node.addDependency(scanner);
    return { bucket, key };
  }
}

/** How cdk-nag names a bucket's ARN in its findings: `<LogicalId.Arn>`. */
const nagResource = (stack: Stack, bucket: Bucket) =>
  `<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>`;
