import { existsSync } from 'node:fs';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadAppConfig } from './config';
import { createStacks } from './stacks';

const SITE_DIR = 'build/client';

const app = new App();
// `npm run deploy` builds first; a synth on a fresh clone (no build) still checks every stack.
const built = existsSync(`${SITE_DIR}/index.html`);
const { web } = createStacks(app, loadAppConfig(process.env), { siteDir: built ? SITE_DIR : undefined });
if (!built)
  Annotations.of(web).addInfo(`No ${SITE_DIR}: the site is not part of this synth (npm run build adds it).`);
// Synth fails on any finding of the AWS Solutions pack that is not acknowledged beside its resource.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
