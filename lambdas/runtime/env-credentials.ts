import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (see
 * infra/lambda-bundling.ts). Lambda hands every function its role's credentials in the
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN variables, and the local stack
 * sets the same variables, so the SDK's default chain (SSO, profiles, web identity, IMDS and the
 * STS/SSO clients they need: about 90 KB) is dead weight at cold start.
 */
export function defaultProvider(init: Parameters<typeof fromEnv>[0] = {}): AwsCredentialIdentityProvider {
  return fromEnv(init);
}
