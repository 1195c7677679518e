import './quiet-sdk';
import path from 'node:path';
import { demoAccounts } from './demo-data';
import { startLocalStack, type LocalStack } from './stack';
import { LocalStackError } from './support';

/**
 * `npm start` (dev server with hot reload) and `npm run preview` (the production build), on
 * loopback, with every backend the product needs. Flags:
 *   --preview     serve build/client as CloudFront would
 *   --no-web      backends and API only (integration tests)
 *   --ephemeral   keep nothing (tests)
 *   --reset       wipe the kept local data first
 *   --ready-file F  write the stack's addresses as JSON to F once ready (again after a restart)
 *   --assembly [DIR]  run the synthesized assembly (default cdk.out) instead of the sources: each
 *                 function's bundle, with its template's environment and IAM policy
 *
 * DynamoDB Local, cognito-local, the SES emulator and the S3 emulator are restarted when they stop unexpectedly;
 * the stack stops (exit code 1) only when one keeps stopping, or when the dev server stops.
 */

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const readyFile = args.includes('--ready-file') ? args[args.indexOf('--ready-file') + 1] : undefined;
const assemblyArg = args.includes('--assembly') ? args[args.indexOf('--assembly') + 1] : undefined;
const assembly = args.includes('--assembly')
  ? path.resolve(assemblyArg && !assemblyArg.startsWith('--') ? assemblyArg : 'cdk.out')
  : undefined;
// Lambda maps a bundle's stack traces through its source map (the templates set
// --enable-source-maps), which costs each bundle 1.6 MB more when its map is read: 117 MB for all
// of them in this one process, past the local stack's memory budget. A preview's traces therefore
// point into index.mjs; LOCAL_SOURCE_MAPS=on maps them, for debugging one.
if (assembly && process.env.LOCAL_SOURCE_MAPS !== 'on') process.setSourceMapsEnabled(false);

function fail(error: unknown): never {
  const message =
    error instanceof LocalStackError
      ? error.message
      : `Local stack failed: ${error instanceof Error ? error.message : String(error)}`;
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

// Handled from the start: a signal while starting still stops every child started so far (the
// stack's exit hook signals them).
let stack: LocalStack | undefined;
let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const started = performance.now();
try {
  stack = await startLocalStack({
    web: flag('--no-web') ? 'none' : flag('--preview') ? 'preview' : 'dev',
    ephemeral: flag('--ephemeral'),
    reset: flag('--reset'),
    readyFile,
    assembly,
  });
} catch (error) {
  fail(error);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

void stack.failed.then((message) => {
  if (stopping) return;
  console.error(`\n✖ ${message} Stopping the local stack.`);
  void shutdown(1);
});

const lines = [
  `Local stack ready in ${seconds} s${assembly ? `, running the functions of ${path.relative(process.cwd(), assembly) || assembly} as bundled` : ''}`,
  stack.siteUrl
    ? `  Site        ${stack.siteUrl}   (API at ${stack.siteUrl}/api, health ${stack.siteUrl}/api/health)`
    : `  API         ${stack.apiUrl}/api`,
  `  Mailbox     ${stack.mailboxUrl}   (confirmation e-mails land here)`,
  `  Documents   ${stack.s3Endpoint}/${stack.documentsBucket}   (local S3: s3rver behind a guard that checks signatures, upload policies and CORS)`,
  `  Demo accounts in local Cognito (user pool ${stack.userPoolId}):`,
  ...demoAccounts.map((a) => `    ${a.role.padEnd(6)}  ${a.email}  /  ${a.password}`),
  `  The demo admin signs in with a code too: run \`npm run totp\`, or add this key to an`,
  `  authenticator app: ${stack.demoAdminTotpSecret ?? '(not set up)'}`,
  `  Press Ctrl-C to stop.`,
];
console.log(lines.join('\n'));
