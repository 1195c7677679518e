import {
  apiRoutes,
  jobHandlers,
  mailEventHandlers,
  routeServices,
  routeTables,
  scheduledHandlers,
  type MailEventHandler,
  streamHandlers,
  type ScheduledHandler,
  type ApiRoute,
  type ExternalService,
  type StreamHandler,
  type TableAccess,
} from '../shared/api-routes';
import { DOCUMENT_KEY_PREFIX, LEAD_EXPORT_PREFIX, UPLOAD_STAGING_PREFIX } from '../shared/documents';
import { secretDeclarations, type SecretAccess, type SecretKey } from '../shared/secrets';
import { tables, type TableKey } from '../shared/tables';

/**
 * What each function is given when it is deployed: its IAM statements and its environment,
 * computed from the route table's declarations (tables, services) alone. The CDK API stack turns
 * them into role policies and environment variables; the local stack enforces the same statements
 * on every AWS call a handler makes and gives each handler exactly this environment. A test
 * proves the synthesized template holds exactly these statements and variables, function by
 * function, so the two cannot drift.
 */

export interface FunctionDeclaration {
  readonly id: string;
  readonly handler: string;
  readonly kind: 'route' | 'stream' | 'job' | 'schedule' | 'mail-event';
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services: readonly ExternalService[];
  /** The secrets it reads or writes (shared/secrets.ts): each granted on that secret alone. */
  readonly secrets: Partial<Record<SecretKey, SecretAccess>>;
}

/**
 * Every route checks the origin-verify value CloudFront sends, read from its secret (a request
 * straight to API Gateway lacks it). Other functions read no secret unless they declare one.
 */
const ROUTE_SECRETS: FunctionDeclaration['secrets'] = { originVerify: 'read' };

/** Every deployed function: one per API route, stream handler, job, scheduled job and mail-event handler. */
export function functionDeclarations(): FunctionDeclaration[] {
  return [
    ...(apiRoutes as readonly ApiRoute[]).map(routeDeclaration),
    ...(streamHandlers as readonly StreamHandler[]).map((spec) => ({
      id: spec.id,
      handler: spec.handler,
      kind: 'stream' as const,
      tables: spec.tables,
      services: spec.services,
      secrets: {},
    })),
    ...(jobHandlers as readonly StreamHandler[]).map((spec) => ({
      id: spec.id,
      handler: spec.handler,
      kind: 'job' as const,
      tables: spec.tables,
      services: spec.services,
      secrets: {},
    })),
    ...(scheduledHandlers as readonly ScheduledHandler[]).map((spec) => ({
      id: spec.id,
      handler: spec.handler,
      kind: 'schedule' as const,
      tables: spec.tables,
      services: spec.services,
      secrets: spec.secrets ?? {},
    })),
    ...(mailEventHandlers as readonly MailEventHandler[]).map((spec) => ({
      id: spec.id,
      handler: spec.handler,
      kind: 'mail-event' as const,
      tables: spec.tables,
      services: spec.services,
      secrets: {},
    })),
  ];
}

/** A route's function: its handler, the tables and services its route table entry names. */
export function routeDeclaration(route: ApiRoute): FunctionDeclaration {
  return {
    id: route.id,
    handler: route.handler,
    kind: 'route',
    tables: routeTables(route),
    services: routeServices(route),
    secrets: { ...ROUTE_SECRETS, ...route.secrets },
  };
}

export function findFunction(id: string): FunctionDeclaration {
  const found = functionDeclarations().find((f) => f.id === id);
  if (!found) throw new Error(`No function with id ${id}`);
  return found;
}

/**
 * Names and ARNs of the deployment the grants point at: CloudFormation tokens in the CDK stack,
 * plain strings locally.
 */
export interface DeploymentRefs {
  tableName(key: TableKey): string;
  tableArn(key: TableKey): string;
  userPoolId: string;
  userPoolArn: string;
  /** `arn:<partition>:ses:<region>:<account>:identity/<name>` for an identity name. */
  sesIdentityArn(name: string): string;
  mail: { from: string; identity: string; alertTo: string; configurationSet: string };
  /** `arn:<partition>:ses:<region>:<account>:configuration-set/<name>`. */
  sesConfigurationSetArn(name: string): string;
  /** The site's own https origins (custom domain), comma-separated, when configured. */
  siteOrigins?: string;
  /** Where links in the mails the functions send lead: the site's address (the local site, locally). */
  siteUrl: string;
  /** A secret's ARN (shared/secrets.ts). */
  secretArn(key: SecretKey): string;
  /** The Powertools service name: the `service` of every log line and the metrics' dimension. */
  serviceName: string;
  /** The documents bucket and the KMS key its objects are encrypted with. */
  documents: { bucketName: string; bucketArn: string; keyArn: string };
}

/** The namespace of the business metrics every function publishes (CloudWatch EMF). */
export const METRICS_NAMESPACE = 'TaxFirm';

export interface Grant {
  readonly actions: string[];
  readonly resources: string[];
}

/** No Scan: every read is by key or index, whatever the table's size (ESLint refuses ScanCommand too). */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** The identities a mailer sends as: the configured one, and the From address itself. */
export function sendingIdentities(mail: DeploymentRefs['mail']): string[] {
  return [...new Set([mail.identity, mail.from])];
}

export function functionGrants(fn: FunctionDeclaration, refs: DeploymentRefs): Grant[] {
  const grants: Grant[] = [];
  const describes = fn.services.includes('describe');
  for (const [key, mode] of Object.entries(fn.tables) as [TableKey, TableAccess][]) {
    // The table and each of its indexes by name (no `index/*`), and only the data actions.
    grants.push({
      actions: [
        ...TABLE_READ_ACTIONS,
        ...(mode === 'write' ? TABLE_WRITE_ACTIONS : []),
        ...(describes ? ['dynamodb:DescribeTable'] : []),
      ],
      resources: [
        refs.tableArn(key),
        ...tables[key].globalIndexes.map((g) => `${refs.tableArn(key)}/index/${g.indexName}`),
      ],
    });
  }
  if (describes) {
    // HeadBucket: is the documents bucket there and reachable.
    grants.push({ actions: ['s3:ListBucket'], resources: [refs.documents.bucketArn] });
    grants.push({ actions: ['cognito-idp:DescribeUserPool'], resources: [refs.userPoolArn] });
    // ses:GetAccount supports no resource-level permission: Resource must be *.
    grants.push({ actions: ['ses:GetAccount'], resources: ['*'] });
  }
  if (fn.services.includes('cognito-admin')) {
    // Inviting, disabling and enabling client accounts, in this pool only.
    grants.push({
      actions: [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
      resources: [refs.userPoolArn],
    });
  }
  if (fn.services.includes('cognito-mfa')) {
    // Reading, turning off (a lost device) and confirming a second factor; ending sessions.
    grants.push({
      actions: [
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminSetUserMFAPreference',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
      resources: [refs.userPoolArn],
    });
  } else if (fn.services.includes('cognito-mfa-check')) {
    // An admin route asks Cognito whether the caller's second factor is still on.
    grants.push({ actions: ['cognito-idp:AdminGetUser'], resources: [refs.userPoolArn] });
  }
  if (fn.services.includes('lead-exports')) {
    // The CSV exports' own prefix: writing one, whole or in parts. A multipart upload to a bucket
    // encrypted with its own key makes a data key and decrypts it for each part.
    grants.push({
      actions: ['s3:PutObject'],
      resources: [`${refs.documents.bucketArn}/${LEAD_EXPORT_PREFIX}*`],
    });
    grants.push({ actions: ['kms:Decrypt', 'kms:GenerateDataKey'], resources: [refs.documents.keyArn] });
  }
  if (fn.services.includes('lead-export-links')) {
    // Reading an export back: the signed link the browser follows is authorized as this role.
    grants.push({
      actions: ['s3:GetObject'],
      resources: [`${refs.documents.bucketArn}/${LEAD_EXPORT_PREFIX}*`],
    });
    grants.push({ actions: ['kms:Decrypt'], resources: [refs.documents.keyArn] });
  }
  const writesDocuments = fn.services.includes('documents-write');
  if (writesDocuments || fn.services.includes('documents-read')) {
    // Objects under the documents prefix only: reading them and their scan tags; writing means
    // signing upload forms (the browser's POST is authorized as this role) and deleting.
    grants.push({
      actions: [
        's3:GetObject',
        's3:GetObjectTagging',
        // A completed upload is pinned to the version its copy made (the bucket is versioned):
        // reading that version, or its scan tag, is an action of its own to S3 (GetObject's API
        // reference: with a versionId, s3:GetObjectVersion is required, s3:GetObject is not).
        's3:GetObjectVersion',
        's3:GetObjectVersionTagging',
        // An upload form sets the object's retention tag, which S3 authorizes as PutObjectTagging.
        ...(writesDocuments ? ['s3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'] : []),
      ],
      resources: [`${refs.documents.bucketArn}/${DOCUMENT_KEY_PREFIX}*`],
    });
    if (writesDocuments) {
      // Upload forms write under the staging prefix; completing an upload copies from there
      // (reading the object and its tags) and then deletes what is left.
      grants.push({
        actions: [
          's3:PutObject',
          's3:PutObjectTagging',
          's3:GetObject',
          's3:GetObjectTagging',
          's3:DeleteObject',
        ],
        resources: [`${refs.documents.bucketArn}/${UPLOAD_STAGING_PREFIX}*`],
      });
    }
    // Objects are encrypted with the bucket's own key: reading decrypts, writing makes a data key.
    grants.push({
      actions: ['kms:Decrypt', ...(writesDocuments ? ['kms:GenerateDataKey'] : [])],
      resources: [refs.documents.keyArn],
    });
  }
  for (const [key, access] of Object.entries(fn.secrets) as [SecretKey, SecretAccess][]) {
    // Its own secrets only, by ARN. Writing (a value staff enter) also shows when it changed.
    grants.push({
      actions: [
        'secretsmanager:GetSecretValue',
        ...(access === 'write' ? ['secretsmanager:PutSecretValue', 'secretsmanager:DescribeSecret'] : []),
      ],
      resources: [refs.secretArn(key)],
    });
  }
  if (fn.services.includes('ses')) {
    // Sending only as the firm's verified identity (a domain, or the address itself), and through
    // its configuration set (SES authorizes both resources of a send).
    grants.push({
      actions: ['ses:SendEmail'],
      resources: [
        ...sendingIdentities(refs.mail).map((name) => refs.sesIdentityArn(name)),
        refs.sesConfigurationSetArn(refs.mail.configurationSet),
      ],
    });
  }
  return grants;
}

/** Exactly the variables the function reads, besides the ones Lambda itself sets. */
export function functionEnvironment(fn: FunctionDeclaration, refs: DeploymentRefs): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const key of Object.keys(fn.tables) as TableKey[]) {
    environment[tables[key].envVar] = refs.tableName(key);
  }
  if (fn.services.some((x) => x === 'describe' || x.startsWith('cognito-'))) {
    environment.USER_POOL_ID = refs.userPoolId;
  }
  if (refs.siteOrigins) environment.SITE_ORIGINS = refs.siteOrigins;
  if (
    fn.services.some((x) => x === 'describe' || x.startsWith('lead-export') || x.startsWith('documents-'))
  ) {
    environment.DOCUMENTS_BUCKET = refs.documents.bucketName;
  }
  if (fn.services.includes('ses')) {
    environment.SITE_URL = refs.siteUrl;
    environment.MAIL_FROM = refs.mail.from;
    environment.ALERT_EMAIL = refs.mail.alertTo;
    environment.SES_CONFIGURATION_SET = refs.mail.configurationSet;
  }
  // The ARN of each secret it may use; the value is read when needed, never put in a variable.
  for (const key of Object.keys(fn.secrets) as SecretKey[]) {
    environment[secretDeclarations[key].envVar] = refs.secretArn(key);
  }
  // Powertools Logger and Metrics read these (ADR 0021).
  environment.POWERTOOLS_SERVICE_NAME = refs.serviceName;
  environment.POWERTOOLS_METRICS_NAMESPACE = METRICS_NAMESPACE;
  environment.NODE_OPTIONS = '--enable-source-maps';
  return environment;
}

/** Every variable name some function is given: locally, a handler sees only its own of these. */
export function deployedVariableNames(refs: DeploymentRefs): Set<string> {
  return new Set(functionDeclarations().flatMap((fn) => Object.keys(functionEnvironment(fn, refs))));
}
