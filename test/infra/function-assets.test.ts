import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { checkFunctionAssets } from '../../infra/assembly/function-assets';
import { findFunction } from '../../infra/function-grants';
import { bundledFunction } from '../../infra/stacks/bundled-function';
import { testDeploymentRefs } from './local-refs';

/**
 * The assembly check (run on the real synth by `npm run synth`) on a small assembly built the same
 * way, bundling on: two functions, each bundled by `bundledFunction` as the stacks do.
 */
const declarations = [findFunction('getHealth'), findFunction('getMe')] as const;
const stackName = 'Check-Api';

function synthTwoFunctions(): string {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-assets-'));
  // The construct paths the CDK CLI records by default (cdk.json leaves them on).
  const app = new App({ outdir, context: { 'aws:cdk:enable-path-metadata': true } });
  const stack = new Stack(app, stackName);
  for (const spec of declarations) {
    bundledFunction(stack, spec, { refs: testDeploymentRefs, stage: 'test', timeout: Duration.seconds(10) });
  }
  app.synth();
  return outdir;
}

const assembly = synthTwoFunctions();

/** A copy of the assembly whose template is changed by `edit`. */
function doctored(
  edit: (resources: Record<string, { Type: string; Properties: { Code: unknown } }>) => void,
) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-doctored-'));
  cpSync(assembly, copy, { recursive: true });
  const file = path.join(copy, `${stackName}.template.json`);
  const template = JSON.parse(readFileSync(file, 'utf8'));
  edit(template.Resources);
  writeFileSync(file, JSON.stringify(template));
  return copy;
}

/** The template's two functions. */
function twoFunctions(resources: Record<string, { Type: string; Properties: { Code: unknown } }>) {
  const [a, b] = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function');
  if (!a || !b) throw new Error('the assembly should hold two functions');
  return [a, b] as const;
}

describe('each function ships its own handler (the assembly check)', () => {
  it('passes when every function has its own bundle, built from the handler it declares', () => {
    const result = checkFunctionAssets(assembly, { declarations });
    expect(result.findings).toEqual([]);
    expect(result.products).toBe(2);
  });

  it('fails, naming both, when two functions’ assets are swapped', () => {
    const copy = doctored((resources) => {
      const [a, b] = twoFunctions(resources);
      [a.Properties.Code, b.Properties.Code] = [b.Properties.Code, a.Properties.Code];
    });
    const { findings } = checkFunctionAssets(copy, { declarations });
    expect(findings).toHaveLength(2);
    expect(findings.join('\n')).toMatch(
      /getHealth .*declares lambdas\/get-health\.ts but .* built from lambdas\/get-me\.ts/,
    );
    expect(findings.join('\n')).toMatch(
      /getMe .*declares lambdas\/get-me\.ts but .* built from lambdas\/get-health\.ts/,
    );
  });

  it('fails when two functions share one asset, as every function once shared the health check’s', () => {
    const copy = doctored((resources) => {
      const [a, b] = twoFunctions(resources);
      b.Properties.Code = a.Properties.Code;
    });
    const { findings } = checkFunctionAssets(copy, { declarations });
    expect(findings.some((f) => /2 functions share the asset/.test(f))).toBe(true);
    expect(findings.some((f) => /getMe .*built from lambdas\/get-health\.ts/.test(f))).toBe(true);
  });

  it('fails on a function that is neither declared nor one of CDK’s own, and on a declared one missing', () => {
    const { findings } = checkFunctionAssets(assembly, { declarations: [declarations[0]] });
    expect(findings.join('\n')).toMatch(/getMeFunction.*matches no declared function/);
    const missing = checkFunctionAssets(assembly, {
      declarations: [...declarations, findFunction('listLeads')],
    });
    expect(missing.findings).toEqual(['listLeads (lambdas/list-leads.ts) is declared but in no template']);
  });
});
