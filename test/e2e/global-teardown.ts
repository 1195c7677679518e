import { readFileSync } from 'node:fs';

/**
 * After every browser test: no call a shipped function made was refused by the endpoints' IAM
 * check. A flow whose page shows an error might still pass its test; a grant missing from the
 * synthesized templates fails the run here.
 */
export default async function globalTeardown() {
  const { controlUrl } = JSON.parse(readFileSync(process.env.LOCAL_STACK_FILE ?? '', 'utf8')) as {
    controlUrl: string;
  };
  const denials = (await (await fetch(`${controlUrl}/iam/denials`)).json()) as {
    function: string;
    action: string;
    resource: string;
  }[];
  if (denials.length) {
    throw new Error(
      `The shipped functions' calls were refused (a grant is missing from the templates):\n${denials
        .map((d) => `  ${d.function}: ${d.action} on ${d.resource}`)
        .join('\n')}`,
    );
  }
}
