import { firm } from '../../shared/firm';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  deployedVariableNames,
  findFunction,
  functionEnvironment,
  functionGrants,
  type DeploymentRefs,
  type FunctionDeclaration,
  type Grant,
} from '../function-grants';
import type { TableKey } from '../../shared/tables';
import { LOCAL_DOCUMENTS_BUCKET } from './s3-local';
import type { SecretKey } from '../../shared/secrets';
import type { FunctionCredentials, IamGate } from './iam-gate';
import type { ShippedFunction } from './shipped-functions';
import { projectRoot } from './support';

/**
 * What Lambda gives each deployed function, for handlers that all run in this one process: its
 * own environment (and no other function's variables) and its role's permissions. Each
 * invocation runs inside an AsyncLocalStorage context naming its function; `process.env` answers
 * from that function's environment, and every AWS call (the SDK's clients and the functions' own
 * client, both smithy Clients) is checked against the function's statements
 * (infra/function-grants.ts, the same ones the CDK stack attaches to its role) and refused with
 * AccessDeniedException as IAM would.
 */

export interface AwsCall {
  /** `dynamodb:PutItem`, `cognito-idp:AdminCreateUser`, `ses:SendEmail`, ... */
  action: string;
  resource: string;
  /** Other resources any one of which also authorizes the call (an address's domain identity). */
  alternatives?: string[];
}

export interface Denial extends AwsCall {
  function: string;
  at: string;
}

interface Invocation {
  fn: FunctionDeclaration;
  env: Record<string, string>;
  grants: Grant[];
}

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'ap-south-1';

/** Each pattern's expression, made once: every SDK call of every invocation is checked. */
const compiled = new Map<string, RegExp>();

/** IAM's wildcard match: `*` any run of characters, `?` one. */
function matches(pattern: string, value: string): boolean {
  let expression = compiled.get(pattern);
  if (!expression) {
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
    expression = new RegExp(`^${source}$`);
    compiled.set(pattern, expression);
  }
  return expression.test(value);
}

/** True when some statement allows the action on the resource (statements here only allow). */
export function isAllowed(grants: readonly Grant[], call: AwsCall): boolean {
  return grants.some(
    (g) =>
      g.actions.some((a) => matches(a.toLowerCase(), call.action.toLowerCase())) &&
      g.resources.some((r) => [call.resource, ...(call.alternatives ?? [])].some((x) => matches(r, x))),
  );
}

const DOCUMENT_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Get: 'GetItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
  TransactGet: 'TransactGetItems',
  TransactWrite: 'TransactWriteItems',
};

type Input = Record<string, unknown>;

/**
 * The IAM actions and resources one SDK command needs, as AWS authorizes them. A transaction
 * is authorized item by item (PutItem, UpdateItem, ... on each item's table); a query or scan of
 * an index needs the index's ARN.
 */
export function callsOf(serviceId: string, commandName: string, input: Input, refs: LocalArns): AwsCall[] {
  const name = commandName.replace(/Command$/, '');
  if (serviceId === 'DynamoDB') {
    const action = DOCUMENT_ACTIONS[name] ?? name;
    const table = (t: unknown) => refs.tableArn(String(t));
    switch (action) {
      case 'BatchGetItem':
      case 'BatchWriteItem':
        return Object.keys((input.RequestItems as Input) ?? {}).map((t) => ({
          action: `dynamodb:${action}`,
          resource: table(t),
        }));
      case 'TransactWriteItems':
      case 'TransactGetItems':
        return ((input.TransactItems as Input[]) ?? []).flatMap((item) =>
          Object.entries(item).map(([op, detail]) => ({
            action: `dynamodb:${op === 'ConditionCheck' ? 'ConditionCheckItem' : `${op}Item`}`,
            resource: table((detail as Input).TableName),
          })),
        );
      case 'Query':
      case 'Scan':
        return [
          {
            action: `dynamodb:${action}`,
            resource: input.IndexName
              ? `${table(input.TableName)}/index/${String(input.IndexName)}`
              : table(input.TableName),
          },
        ];
      default:
        return [{ action: `dynamodb:${action}`, resource: table(input.TableName) }];
    }
  }
  if (serviceId === 'Cognito Identity Provider') {
    return [{ action: `cognito-idp:${name}`, resource: refs.userPoolArn(String(input.UserPoolId)) }];
  }
  if (serviceId === 'SESv2') {
    if (name === 'SendEmail') {
      // Allowed when the policy names the From address or its domain, and the configuration set
      // the mail is sent through, if any.
      const from = /<?([^<>\s]+@[^<>\s]+)>?\s*$/.exec(String(input.FromEmailAddress ?? ''))?.[1] ?? '';
      return [
        {
          action: 'ses:SendEmail',
          resource: refs.sesIdentityArn(from),
          alternatives: [refs.sesIdentityArn(from.split('@')[1] ?? '')],
        },
        ...(input.ConfigurationSetName
          ? [
              {
                action: 'ses:SendEmail',
                resource: refs.sesConfigurationSetArn(String(input.ConfigurationSetName)),
              },
            ]
          : []),
      ];
    }
    return [{ action: `ses:${name}`, resource: '*' }];
  }
  if (serviceId === 'S3') {
    // Object actions on the object's ARN; HeadBucket is authorized as s3:ListBucket on the bucket.
    const bucket = `arn:aws:s3:::${String(input.Bucket)}`;
    if (name === 'HeadBucket') return [{ action: 's3:ListBucket', resource: bucket }];
    // A copy is authorized as reading the source and writing the target, with their tags when
    // the tags are copied (as S3 does).
    if (name === 'CopyObject') {
      const source = `arn:aws:s3:::${String(input.CopySource)}`;
      const target = `${bucket}/${String(input.Key)}`;
      return [
        { action: 's3:GetObject', resource: source },
        { action: 's3:GetObjectTagging', resource: source },
        { action: 's3:PutObject', resource: target },
        { action: 's3:PutObjectTagging', resource: target },
      ];
    }
    // A multipart upload's steps are authorized as s3:PutObject, as S3 does.
    const action =
      name === 'HeadObject'
        ? 'GetObject'
        : ['CreateMultipartUpload', 'UploadPart', 'CompleteMultipartUpload'].includes(name)
          ? 'PutObject'
          : name;
    return [{ action: `s3:${action}`, resource: `${bucket}/${String(input.Key)}` }];
  }
  if (serviceId === 'Secrets Manager') {
    // Authorized on the secret's ARN, whether the call names the secret by ARN or by name.
    const id = String(input.SecretId ?? input.Name ?? '');
    return [{ action: `secretsmanager:${name}`, resource: id.startsWith('arn:') ? id : refs.secretArn(id) }];
  }
  return [{ action: `${serviceId}:${name}`, resource: '*' }];
}

export interface LocalArns {
  tableArn(tableName: string): string;
  userPoolArn(poolId: string): string;
  sesIdentityArn(name: string): string;
  sesConfigurationSetArn(name: string): string;
  /** A secret's ARN: Secrets Manager adds a dash and six characters to the name. */
  secretArn(name: string): string;
}

/** The local stack's name for a declared secret. */
export const localSecretName = (key: SecretKey) => `taxfirm/local/${key}`;

export const localArns: LocalArns = {
  tableArn: (name) => `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${name}`,
  userPoolArn: (id) => `arn:aws:cognito-idp:${LOCAL_REGION}:${LOCAL_ACCOUNT}:userpool/${id}`,
  sesIdentityArn: (name) => `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT}:identity/${name}`,
  sesConfigurationSetArn: (name) => `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT}:configuration-set/${name}`,
  secretArn: (name) => `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:${name}-l0ca1x`,
};

/** The local deployment's names and ARNs, for the same grant and environment functions the stack uses. */
export function localDeploymentRefs(input: {
  tableName(key: TableKey): string;
  userPoolId: string;
  mail: DeploymentRefs['mail'];
  serviceName: string;
  documentsBucket?: string;
  /** The local site's address, for links in mails; the firm's own without a local site. */
  siteUrl?: string;
}): DeploymentRefs {
  const bucket = input.documentsBucket ?? LOCAL_DOCUMENTS_BUCKET;
  return {
    tableName: input.tableName,
    tableArn: (key) => localArns.tableArn(input.tableName(key)),
    userPoolId: input.userPoolId,
    userPoolArn: localArns.userPoolArn(input.userPoolId),
    sesIdentityArn: localArns.sesIdentityArn,
    sesConfigurationSetArn: localArns.sesConfigurationSetArn,
    mail: input.mail,
    siteUrl: input.siteUrl ?? firm.siteUrl,
    secretArn: (key) => localArns.secretArn(localSecretName(key)),
    serviceName: input.serviceName,
    documents: {
      bucketName: bucket,
      bucketArn: `arn:aws:s3:::${bucket}`,
      // No KMS locally: the grant names a key that exists only in these statements.
      keyArn: `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT}:key/local-documents`,
    },
  };
}

/** IAM's refusal of a role's call, word for word. */
export function accessDeniedMessage(fnId: string, call: AwsCall): string {
  return `User: arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${fnId}Role/${fnId} is not authorized to perform: ${call.action} on resource: ${call.resource} because no identity-based policy allows the ${call.action} action`;
}

function accessDenied(fnId: string, call: AwsCall): Error {
  const error = new Error(accessDeniedMessage(fnId, call));
  error.name = 'AccessDeniedException';
  Object.assign(error, { $fault: 'client', $metadata: { httpStatusCode: 400 } });
  return error;
}

export interface LocalRuntime {
  /**
   * A function's handler: from the synthesized assembly's bundle when the runtime runs the
   * shipped functions, else from its TypeScript source. Loaded once.
   */
  handler<T>(fnId: string): Promise<T>;
  /** Runs one invocation of a function with its environment and permissions. */
  invoke<T>(fnId: string, run: () => Promise<T>): Promise<T>;
  /** Calls refused since start, newest last (what CloudTrail would show as AccessDenied). */
  denials(): Denial[];
  /** Takes a table out of a function's grants, as editing its declaration would (local testing only). */
  detachTable(fnId: string, table: TableKey): void;
  /** Back to the declared grants. */
  resetGrants(): void;
  /** Settles once every invocation started at or before `time` (ms since the epoch) has finished. */
  settled(time: number): Promise<void>;
}

/** What Lambda itself sets in every function's environment. */
function lambdaVariables(fn: ShippedFunction): Record<string, string> {
  const name = `${fn.stack}-${fn.logicalId}`;
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memorySize),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs',
    LAMBDA_TASK_ROOT: fn.assetDir,
    _HANDLER: 'index.handler',
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
  };
}

/** A role's credentials, as Lambda hands them to the function. */
const credentialVariables = (own: FunctionCredentials): Record<string, string> => ({
  AWS_ACCESS_KEY_ID: own.accessKeyId,
  AWS_SECRET_ACCESS_KEY: own.secretAccessKey,
});

let installed: LocalRuntime | undefined;

export function installLocalRuntime(
  refs: DeploymentRefs,
  options: {
    /**
     * A function's statements from somewhere other than its declaration: the synthesized
     * templates' policies (`templateGrants`), so what is enforced is what would be deployed.
     */
    grantsOf?: (fnId: string) => Grant[];
    /**
     * Run what a deploy ships instead of the sources: each function's bundle, with the
     * environment its template gives it plus the local endpoints' addresses and credentials of
     * its own, which the endpoints' IAM gate authorizes against its template's statements.
     */
    shipped?: {
      functions: ReadonlyMap<string, ShippedFunction>;
      gate: IamGate;
      /** The local endpoints (`AWS_ENDPOINT_URL_*`), the local site's address and the malware-scan switch. */
      additions: Record<string, string>;
    };
  } = {},
): LocalRuntime {
  if (installed) return installed;
  const storage = new AsyncLocalStorage<Invocation>();
  const denials: Denial[] = [];
  const detached = new Map<string, Set<TableKey>>();
  /** Invocations under way, for `settled` (the control port's drain). */
  const running = new Set<{ startedAt: number; done: Promise<unknown> }>();

  const shipped = options.shipped;
  // A function's variables come from its own environment only: reading another function's
  // variable (a table it was not given) finds nothing, as in Lambda. A shipped function sees its
  // environment and nothing of this process's.
  const functionScoped = deployedVariableNames(refs);
  const scoped = (key: string | symbol): key is string =>
    typeof key === 'string' && (shipped !== undefined || functionScoped.has(key));
  const base = process.env;
  process.env = new Proxy(base, {
    get(target, key) {
      const current = storage.getStore();
      if (current && scoped(key)) return current.env[key];
      return Reflect.get(target, key) as unknown;
    },
    has(target, key) {
      const current = storage.getStore();
      if (current && scoped(key)) return key in current.env;
      return Reflect.has(target, key);
    },
    set(target, key, value) {
      const current = storage.getStore();
      if (current && scoped(key)) current.env[key] = String(value);
      else Reflect.set(target, key, String(value));
      return true;
    },
    ownKeys(target) {
      const current = storage.getStore();
      return current && shipped ? Reflect.ownKeys(current.env) : Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      const current = storage.getStore();
      if (current && shipped) {
        return key in current.env
          ? { value: current.env[key as string], writable: true, enumerable: true, configurable: true }
          : undefined;
      }
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });

  // Every SDK client (DynamoDB, the document client, Cognito) and the functions' own S3 and SES
  // client extend one smithy Client.
  const Client = Object.getPrototypeOf(DynamoDBClient) as {
    prototype: {
      send(this: { config: { serviceId: string } }, command: object, ...rest: unknown[]): unknown;
    };
  };
  const send = Client.prototype.send;
  Client.prototype.send = function (command, ...rest) {
    const current = storage.getStore();
    // A shipped function's SDK is its bundle's own: its calls are checked at the endpoints.
    if (current && !shipped) {
      const input = ((command as { input?: Input }).input ?? {}) as Input;
      // An SDK command names its operation by its class; the functions' own S3 and SES client
      // (lambdas/runtime/aws-rest.ts) by its `operation`.
      const operation = (command as { operation?: string }).operation ?? command.constructor.name;
      for (const call of callsOf(this.config.serviceId, operation, input, localArns)) {
        if (!isAllowed(current.grants, call)) {
          const denial = {
            action: call.action,
            resource: call.resource,
            function: current.fn.id,
            at: new Date().toISOString(),
          };
          denials.push(denial);
          if (denials.length > 1000) denials.shift();
          console.error(`[local iam] ${current.fn.id}: AccessDenied for ${call.action} on ${call.resource}`);
          const error = accessDenied(current.fn.id, call);
          const callback = rest.find((r) => typeof r === 'function') as ((e: Error) => void) | undefined;
          if (callback) return void callback(error);
          return Promise.reject(error);
        }
      }
    }
    return send.call(this, command, ...rest);
  };

  // A function's environment and grants change only when a table is detached or the grants reset.
  const invocations = new Map<string, Invocation>();
  const invocationOf = (fnId: string): Invocation => {
    let invocation = invocations.get(fnId);
    if (!invocation) {
      invocation = declaredInvocation(fnId);
      invocations.set(fnId, invocation);
    }
    return invocation;
  };
  const credentials = new Map<string, FunctionCredentials>();
  const declaredInvocation = (fnId: string): Invocation => {
    const fn = findFunction(fnId);
    const ship = shipped?.functions.get(fnId);
    if (shipped) {
      if (!ship) throw new Error(`The assembly ships no function ${fnId}`);
      let own = credentials.get(fnId);
      if (!own) {
        own = shipped.gate.register(fnId, ship.grants);
        credentials.set(fnId, own);
      }
      return {
        fn,
        env: {
          ...lambdaVariables(ship),
          ...ship.environment,
          ...shipped.additions,
          ...credentialVariables(own),
        },
        grants: ship.grants,
      };
    }
    const removed = detached.get(fnId);
    // A detached table keeps its variable: only the grant is gone, as when a policy is edited.
    const granted: FunctionDeclaration = removed
      ? {
          ...fn,
          tables: Object.fromEntries(Object.entries(fn.tables).filter(([k]) => !removed.has(k as TableKey))),
        }
      : fn;
    return {
      fn,
      env: functionEnvironment(fn, refs),
      grants: options.grantsOf?.(fnId) ?? functionGrants(granted, refs),
    };
  };

  const handlers = new Map<string, Promise<unknown>>();
  installed = {
    handler: <T>(fnId: string) => {
      let loaded = handlers.get(fnId);
      if (!loaded) {
        const ship = shipped?.functions.get(fnId);
        const file = ship
          ? path.join(ship.assetDir, 'index.mjs')
          : path.join(projectRoot, 'lambdas', `${findFunction(fnId).handler}.ts`);
        // A bundle is initialised as Lambda does it: with its function's environment (its
        // module scope may read variables), so inside an invocation context.
        const imported = ship
          ? storage.run(invocationOf(fnId), () => import(pathToFileURL(file).href))
          : import(pathToFileURL(file).href);
        loaded = (imported as Promise<{ handler?: unknown }>).then((m) => {
          if (typeof m.handler !== 'function') throw new Error(`${file} exports no handler`);
          return m.handler;
        });
        handlers.set(fnId, loaded);
      }
      return loaded as Promise<T>;
    },
    invoke: (fnId, run) => {
      const done = storage.run(invocationOf(fnId), run);
      const entry = { startedAt: Date.now(), done };
      running.add(entry);
      void done.finally(() => running.delete(entry)).catch(() => undefined);
      return done;
    },
    settled: async (time) => {
      await Promise.allSettled([...running].filter((r) => r.startedAt <= time).map((r) => r.done));
    },
    denials: () => [...denials],
    detachTable(fnId, table) {
      findFunction(fnId);
      if (shipped) throw new Error('The shipped functions take their grants from the templates: edit those');
      detached.set(fnId, new Set([...(detached.get(fnId) ?? []), table]));
      invocations.delete(fnId);
    },
    resetGrants: () => {
      detached.clear();
      invocations.clear();
    },
  };
  return installed;
}
