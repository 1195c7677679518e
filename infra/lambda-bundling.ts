import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import type { MetadataJson } from 'libphonenumber-js/core';
import { HOME_COUNTRY, metadataOf } from '../lambdas/data/phone-metadata';

/** Commands (cdk, jest, the benches) run from the project root. */
const projectRoot = path.resolve();

/** India's numbering plan out of libphonenumber's installed metadata, as the bundles start with it. */
const HOME_PHONE_METADATA = JSON.stringify(
  metadataOf(
    createRequire(path.join(projectRoot, 'package.json'))('libphonenumber-js/min/metadata') as MetadataJson,
    [HOME_COUNTRY],
  ),
);

/**
 * How every Lambda is bundled: the CDK stack and `npm run bench:lambda` both call this, so the
 * bench measures what is deployed.
 *
 * Code splitting: the handler is `index.mjs`, and what it loads only through `await import()`
 * (the Cognito client behind the admins' second-factor check, for one) goes to files of its own
 * under `chunks/`, read when first needed rather than at every cold start. A single-file bundle
 * carries that code anyway, and esbuild then wraps every module in a lazy initialiser, which
 * itself costs import time.
 */
export function lambdaBuildOptions(input: {
  /** The handler's source file. */
  entry: string;
  /** The folder that becomes the function's code. */
  outdir: string;
  /** esbuild's target, e.g. `node24` (the deployed runtime). */
  target: string;
  sourcemap?: boolean;
}): BuildOptions {
  return {
    entryPoints: { index: input.entry },
    outdir: input.outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: input.target,
    minify: true,
    sourcemap: input.sourcemap ?? false,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    mainFields: ['module', 'main'],
    // ESM output still meets CommonJS inside some dependencies.
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    // Lambda supplies credentials in environment variables; the SDK's full chain is not needed.
    // Phone numbers are parsed with India's plan, put in here; other countries' load when needed
    // (lambdas/data/contact-keys.ts).
    define: { __HOME_PHONE_METADATA__: HOME_PHONE_METADATA },
    alias: {
      '@aws-sdk/credential-provider-node': path.join(projectRoot, 'lambdas/runtime/env-credentials.ts'),
    },
    logLevel: 'warning',
  };
}
