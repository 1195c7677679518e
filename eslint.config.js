import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Code that ships (Lambda bundles, the browser) takes zod from shared/zod.ts: zod/mini with its
 * English messages set (docs/decisions/0014-zod-mini.md).
 */
const zodPaths = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/mini'].map((name) => ({
  name,
  message: "Use `import * as z from '<path>/shared/zod'` (ADR 0014).",
}));

/** Import direction (DESIGN.md section 2): shared imports nothing of ours; lambdas and web only shared. */
const forbid = (folders, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: folders.map((folder) => ({
        group: [`**/${folder}`, `**/${folder}/**`],
        message: `This folder may not import from ${folder}/ (see DESIGN.md section 2).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'cdk.out',
      '.local',
      '.react-router',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**'],
    ignores: ['shared/zod.ts'],
    rules: forbid(['lambdas', 'web', 'infra', 'test'], zodPaths),
  },
  { files: ['shared/zod.ts'], rules: forbid(['lambdas', 'web', 'infra', 'test']) },
  { files: ['lambdas/**'], rules: forbid(['web', 'infra', 'test'], zodPaths) },
  { files: ['web/**'], rules: forbid(['lambdas', 'infra', 'test'], zodPaths) },
  { files: ['infra/**'], rules: forbid(['web', 'test']) },
);
