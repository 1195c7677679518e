import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { SECRET_STRING_MAX_BYTES } from '../../shared/secrets';
import { gateRequest, type IamGate } from './iam-gate';
import { jsonProtocolCalls } from './wire-calls';

/**
 * The local stack's AWS Secrets Manager: the JSON protocol's calls the product makes
 * (GetSecretValue, PutSecretValue, DescribeSecret) and CreateSecret for provisioning, holding the
 * secrets in memory. It refuses what Secrets Manager refuses, with its error types: an unsigned
 * call, a secret that does not exist (by name or ARN), a value over 65,536 bytes, a call without
 * exactly one of SecretString and SecretBinary, and a name that exists already. Whether the
 * calling function may touch the secret at all is the local IAM check's part
 * (lambda-runtime.ts), as in AWS, where IAM answers before the service.
 */

interface StoredSecret {
  arn: string;
  name: string;
  value: string;
  versionId: string;
  createdAt: Date;
  changedAt: Date;
}

export interface LocalSecrets {
  server: http.Server;
  /** Creates a secret as the deployment would (CloudFormation, not a function). */
  create(name: string, value: Record<string, string>): void;
  /** A secret's value (or a field of its JSON), as a template's dynamic reference reads it. */
  value(id: string, key: string | undefined): string;
  /** How many value reads the service has answered (a test checks the product caches). */
  reads(): number;
}

const refuse = (res: http.ServerResponse, type: string, message: string, status = 400) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ __type: type, Message: message }));
};

const epochSeconds = (d: Date) => d.getTime() / 1000;

export function createLocalSecrets(
  arnOf: (name: string) => string,
  /** IAM at the endpoint, for callers that sign with credentials of their own (iam-gate.ts). */
  gate?: IamGate,
): LocalSecrets {
  const secrets = new Map<string, StoredSecret>();
  let reads = 0;
  const find = (id: unknown) => {
    const wanted = String(id ?? '');
    for (const secret of secrets.values()) if (secret.name === wanted || secret.arn === wanted) return secret;
    return undefined;
  };
  /** Exactly one of the two value fields, within the size limit; the refusal's text otherwise. */
  const valueOf = (input: Record<string, unknown>): string | { type: string; message: string } => {
    const hasString = typeof input.SecretString === 'string';
    if (hasString === (input.SecretBinary !== undefined)) {
      return {
        type: 'InvalidParameterException',
        message: 'You must provide either SecretString or SecretBinary, but not both.',
      };
    }
    if (!hasString)
      return { type: 'InvalidParameterException', message: 'This stand-in keeps text secrets only.' };
    const value = input.SecretString as string;
    if (value.length === 0 || Buffer.byteLength(value) > SECRET_STRING_MAX_BYTES) {
      return {
        type: 'ValidationException',
        message: `1 validation error detected: Value at 'secretString' failed to satisfy constraint: Member must have length less than or equal to ${SECRET_STRING_MAX_BYTES}`,
      };
    }
    return value;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      if (
        !/^AWS4-HMAC-SHA256 Credential=\S+\/secretsmanager\/aws4_request/.test(
          req.headers.authorization ?? '',
        )
      ) {
        return refuse(res, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
      }
      const body = Buffer.concat(chunks);
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return refuse(res, 'SerializationException', 'The request body is not valid JSON.');
      }
      const denied =
        gate &&
        gateRequest(
          gate,
          { method: req.method ?? 'POST', url: req.url ?? '/', headers: req.headers, body },
          'secretsmanager',
          () => jsonProtocolCalls('Secrets Manager', target, input),
        );
      if (denied) return refuse(res, denied.type, denied.message, denied.status);
      const operation = target.replace(/^secretsmanager\./, '');
      const reply = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      };
      const notFound = () =>
        refuse(res, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      switch (operation) {
        case 'CreateSecret': {
          const name = String(input.Name ?? '');
          if (!/^[A-Za-z0-9/_+=.@-]{1,512}$/.test(name)) {
            return refuse(
              res,
              'ValidationException',
              'Invalid name. Must be a valid name containing alphanumeric characters, or any of the following: -/_+=.@!',
            );
          }
          if (find(name))
            return refuse(
              res,
              'ResourceExistsException',
              `The operation failed because the secret ${name} already exists.`,
            );
          const value = valueOf(input);
          if (typeof value !== 'string') return refuse(res, value.type, value.message);
          const now = new Date();
          const secret = {
            arn: arnOf(name),
            name,
            value,
            versionId: randomUUID(),
            createdAt: now,
            changedAt: now,
          };
          secrets.set(name, secret);
          return reply({ ARN: secret.arn, Name: name, VersionId: secret.versionId });
        }
        case 'GetSecretValue': {
          const secret = find(input.SecretId);
          if (!secret) return notFound();
          reads += 1;
          return reply({
            ARN: secret.arn,
            Name: secret.name,
            SecretString: secret.value,
            VersionId: secret.versionId,
            VersionStages: ['AWSCURRENT'],
            CreatedDate: epochSeconds(secret.changedAt),
          });
        }
        case 'PutSecretValue': {
          const secret = find(input.SecretId);
          if (!secret) return notFound();
          const value = valueOf(input);
          if (typeof value !== 'string') return refuse(res, value.type, value.message);
          Object.assign(secret, { value, versionId: randomUUID(), changedAt: new Date() });
          return reply({
            ARN: secret.arn,
            Name: secret.name,
            VersionId: secret.versionId,
            VersionStages: ['AWSCURRENT'],
          });
        }
        case 'DescribeSecret': {
          const secret = find(input.SecretId);
          if (!secret) return notFound();
          return reply({
            ARN: secret.arn,
            Name: secret.name,
            CreatedDate: epochSeconds(secret.createdAt),
            LastChangedDate: epochSeconds(secret.changedAt),
          });
        }
        default:
          return refuse(
            res,
            'UnknownOperationException',
            `The stand-in does not offer ${operation || 'that call'}.`,
          );
      }
    });
  });
  const create = (name: string, value: Record<string, string>) => {
    const now = new Date();
    const text = JSON.stringify(value);
    secrets.set(name, {
      arn: arnOf(name),
      name,
      value: text,
      versionId: randomUUID(),
      createdAt: now,
      changedAt: now,
    });
  };
  const value = (id: string, key: string | undefined) => {
    const secret = find(id);
    if (!secret) throw new Error(`No local secret ${id}`);
    if (key === undefined) return secret.value;
    const field = (JSON.parse(secret.value) as Record<string, unknown>)[key];
    if (typeof field !== 'string') throw new Error(`The local secret ${id} has no text field ${key}`);
    return field;
  };
  return { server, create, value, reads: () => reads };
}
