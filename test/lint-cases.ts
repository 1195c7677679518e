import { spawnSync } from 'node:child_process';

/**
 * Lints each `[filePath, code]` as ESLint (the project's own config) lints a file at that place,
 * and answers, per case, the messages of the restricted-imports and restricted-syntax rules (the
 * ones the layer, path and no-Scan rules are made of). All cases run in one ESLint process: its
 * config is an ES module, which this test runner does not load.
 */
const LINT_ALL = `
import { ESLint } from 'eslint';
const rules = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'];
const eslint = new ESLint();
const out = [];
for (const [filePath, code] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

export function lintMessages(cases: readonly (readonly [string, string])[]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_ALL, JSON.stringify(cases)], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}
