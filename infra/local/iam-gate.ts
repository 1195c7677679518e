import { randomBytes } from 'node:crypto';
import type { Grant } from '../function-grants';
import { accessDeniedMessage, isAllowed, type AwsCall, type Denial } from './lambda-runtime';
import { checkSignedRequest, signerOf, type SignedRequest } from './s3-guard';

/**
 * IAM at the local AWS endpoints, for code that cannot be checked from inside: the deployed
 * bundles carry their own copy of the AWS SDK. Each function is given credentials of its own
 * (an access key and secret made at start), and the endpoints (the DynamoDB, S3, SES, Cognito
 * and Secrets Manager stand-ins) verify the request's SigV4 signature, find which function
 * signed it, and authorize the call against that function's statements, as taken from the
 * synthesized templates. The stack's own key (`local`: provisioning, the stream pollers, tests)
 * is the account's operator, as an administrator's credentials would be, and may do anything.
 */

/** The stack's own credentials: the operator's. */
export const OPERATOR_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export interface FunctionCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

interface Principal {
  fnId: string;
  grants: readonly Grant[];
}

export interface IamGate {
  /** Access key id to secret key, for the endpoints' signature checks (kept current). */
  readonly credentials: Record<string, string>;
  /** Credentials of the function's own, authorized by these statements. */
  register(fnId: string, grants: readonly Grant[]): FunctionCredentials;
  /**
   * The first call the signer may not make, recorded as a denial, with the message IAM gives;
   * undefined when every call is allowed (or the operator signed).
   */
  authorize(accessKey: string, calls: readonly AwsCall[]): { denial: Denial; message: string } | undefined;
  denials(): Denial[];
}

export function createIamGate(
  options: {
    /** Told of each function's new credentials (local S3 must know every key). */
    onRegister?: (accessKeyId: string, secretAccessKey: string) => void;
  } = {},
): IamGate {
  const credentials: Record<string, string> = {
    [OPERATOR_CREDENTIALS.accessKeyId]: OPERATOR_CREDENTIALS.secretAccessKey,
  };
  const principals = new Map<string, Principal>();
  const denials: Denial[] = [];
  return {
    credentials,
    register(fnId, grants) {
      // Temporary credentials' prefix, as Lambda's role session keys have.
      const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
      const secretAccessKey = randomBytes(30).toString('base64');
      credentials[accessKeyId] = secretAccessKey;
      options.onRegister?.(accessKeyId, secretAccessKey);
      principals.set(accessKeyId, { fnId, grants });
      return { accessKeyId, secretAccessKey };
    },
    authorize(accessKey, calls) {
      const principal = principals.get(accessKey);
      if (!principal) return undefined;
      for (const call of calls) {
        if (isAllowed(principal.grants, call)) continue;
        const denial = {
          action: call.action,
          resource: call.resource,
          function: principal.fnId,
          at: new Date().toISOString(),
        };
        denials.push(denial);
        if (denials.length > 1000) denials.shift();
        console.error(`[local iam] ${principal.fnId}: AccessDenied for ${call.action} on ${call.resource}`);
        return { denial, message: accessDeniedMessage(principal.fnId, call) };
      }
      return undefined;
    },
    denials: () => [...denials],
  };
}

/** A service's refusal: its HTTP status, error type and message. */
export interface ServiceRefusal {
  status: number;
  type: string;
  message: string;
}

/**
 * The gate's verdict on a request to a service that signs its body (DynamoDB, Cognito, Secrets
 * Manager, SES): undefined when the signature is valid and every call it makes is allowed to its
 * signer. `calls` is read only once the signer is known. `publicCall`: Cognito's public
 * operations, which may come unsigned.
 */
export function gateRequest(
  gate: IamGate,
  request: SignedRequest & { body: Buffer },
  service: string,
  calls: () => AwsCall[],
  options: { publicCall?: boolean; now?: Date } = {},
): ServiceRefusal | undefined {
  if (
    !request.headers.authorization &&
    !new URL(request.url, 'http://x').searchParams.has('X-Amz-Signature')
  ) {
    if (options.publicCall) return undefined;
    return {
      status: 400,
      type: 'MissingAuthenticationTokenException',
      message: 'Request is missing Authentication Token',
    };
  }
  const refusal = checkSignedRequest(request, gate.credentials, options.now ?? new Date(), {
    service,
    body: request.body,
  });
  if (refusal) {
    if (refusal.code === 'InvalidAccessKeyId')
      return {
        status: 400,
        type: 'UnrecognizedClientException',
        message: 'The security token included in the request is invalid.',
      };
    if (refusal.code === 'RequestTimeTooSkewed')
      return {
        status: 400,
        type: 'InvalidSignatureException',
        message: 'Signature expired: the request time is too far from the server time.',
      };
    return {
      status: 400,
      type: 'InvalidSignatureException',
      message:
        'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    };
  }
  const denied = gate.authorize(signerOf(request) ?? '', calls());
  return denied && { status: 400, type: 'AccessDeniedException', message: denied.message };
}
