import path from 'node:path';
import { generateSync } from 'otplib';
import { demoAdminTotpSecret } from './cognito-local';
import { projectRoot } from './support';

/**
 * `npm run totp`: the demo admin's current authenticator code, for the kept local stack (what an
 * authenticator app on a phone would show; add the secret from the start banner to one instead
 * if you prefer).
 */
const secret = await demoAdminTotpSecret(path.join(projectRoot, '.local', 'data', 'cognito'));
if (!secret) {
  console.error('✖ No demo admin authenticator found: start the local stack once with `npm start`.');
  process.exit(1);
}
const now = Date.now() / 1000;
const left = 30 - Math.floor(now % 30);
console.log(`${generateSync({ secret })}   (valid for ${left} more seconds; each code signs in once)`);
