import path from 'node:path';

/** Commands (cdk, jest, the benches) run from the project root. */
const projectRoot = path.resolve();

/**
 * The esbuild options every Lambda bundle shares: the CDK stack and `npm run bench:lambda` read
 * them from here, so the bench measures what is deployed.
 */
export const lambdaBundling = {
  format: 'esm',
  minify: true,
  mainFields: ['module', 'main'],
  /** ESM output still meets CommonJS inside some dependencies. */
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  /** Lambda supplies credentials in environment variables; the SDK's full chain is not needed. */
  alias: {
    '@aws-sdk/credential-provider-node': path.join(projectRoot, 'lambdas/runtime/env-credentials.ts'),
  },
} as const;
