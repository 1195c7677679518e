import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (DESIGN.md section 2): shared imports nothing of ours; lambdas and web only shared. */
const forbid = (...folders) => ({
  'no-restricted-imports': [
    'error',
    {
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
  { files: ['shared/**'], rules: forbid('lambdas', 'web', 'infra', 'test') },
  { files: ['lambdas/**'], rules: forbid('web', 'infra', 'test') },
  { files: ['web/**'], rules: forbid('lambdas', 'infra', 'test') },
  { files: ['infra/**'], rules: forbid('web', 'test') },
);
