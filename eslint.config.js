import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Code that ships (Lambda bundles, the browser) takes zod from shared/zod.ts: zod/mini with its
 * English messages set (docs/decisions/0014-zod-mini.md).
 */
const zodPaths = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/mini'].map((name) => ({
  name,
  message: "Use `import * as z from '<path>/shared/zod'` (ADR 0014).",
}));

/**
 * No handler reads a whole table: a Scan's cost grows with the table, so every read is a GetItem
 * or a Query on a key or index (docs/architecture.md#lambda-layers). The deployed roles are not granted
 * dynamodb:Scan either (infra/function-grants.ts), so AWS and the local stack refuse one.
 */
const noScan = ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
  name,
  importNames: [
    'ScanCommand',
    'ParallelScanCommand',
    'paginateScan',
    // PartiQL reads a whole table when its WHERE names no key.
    'ExecuteStatementCommand',
    'BatchExecuteStatementCommand',
    'ExecuteTransactionCommand',
    // The aggregated clients' methods (`.scan()`) would bypass the commands above.
    'DynamoDB',
    'DynamoDBDocument',
  ],
  message: 'No Scan on a request path: query a key or an index (infra/function-grants.ts grants no Scan).',
}));

/**
 * Import direction (docs/architecture.md#layers): shared imports nothing of ours; lambdas and web
 * import only shared; infra never imports web. Inside web: routes -> features -> components and
 * lib -> shared, and no feature imports another feature (a page composes them).
 */
const forbid = (folders, paths = [], extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [
        ...folders.map((folder) => ({
          group: [`**/${folder}`, `**/${folder}/**`],
          message: `This folder may not import from ${folder}/ (docs/architecture.md#layers).`,
        })),
        ...extraPatterns,
      ],
    },
  ],
});

/**
 * A dashboard page's address comes from shared/page-paths.ts, the one table of them: written
 * anywhere else, a path would be left behind when its page moves.
 */
const DASHBOARD_PATH = '/^\\/(admin-dashboard|client-dashboard|dashboard-login)(\\/|\\?|#|$)/';
const pathMessage = 'Take dashboard paths from shared/page-paths.ts (pagePaths), the one table of them.';
const pathLiterals = [
  { selector: `Literal[value=${DASHBOARD_PATH}]`, message: pathMessage },
  { selector: `TemplateElement[value.raw=${DASHBOARD_PATH}]`, message: pathMessage },
];
/** For folders with no other `no-restricted-syntax` rule (lambdas/ adds these to its layers' own). */
const noPathLiterals = { 'no-restricted-syntax': ['error', ...pathLiterals] };

/**
 * The back end's layers (docs/architecture.md#lambda-layers): entry points -> use cases and core;
 * use cases -> domain and data; domain -> domain alone; data -> data and runtime; core -> runtime;
 * runtime -> nothing of the back end. Every layer may import shared/; none imports web/, infra/
 * or test/. A later `no-restricted-imports` for a file replaces an earlier one, so each layer's
 * rule carries the zod and no-Scan paths and the outside folders as well as its own patterns.
 */
const lambdaLayers = {
  entry: { files: ['lambdas/*.ts'], may: 'use cases, core/, runtime/ and shared/' },
  'use-cases': {
    files: ['lambdas/use-cases/**'],
    may: 'domain/, data/, runtime/, other use cases and shared/',
  },
  domain: { files: ['lambdas/domain/**'], may: 'other domain modules and shared/ (no I/O, no HTTP)' },
  data: { files: ['lambdas/data/**'], may: 'other data modules, runtime/ and shared/' },
  core: { files: ['lambdas/core/**'], may: 'runtime/ and shared/ (what it reads is handed in)' },
  runtime: { files: ['lambdas/runtime/**'], may: 'shared/' },
};
/** The entry points: every `lambdas/<name>.ts` (each exports `handler`). */
const entryPoints = readdirSync(new URL('./lambdas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => entry.name.slice(0, -'.ts'.length));
/**
 * The import paths that reach a layer from inside lambdas/: a sibling folder of the importing
 * layer is `../<folder>` (from deeper, `../../<folder>`); from an entry point it is `./<folder>`.
 */
const reaching = (target) =>
  target === 'entry' ? `^(\\./|(\\.\\./)+)(${entryPoints.join('|')})$` : `^(\\./|(\\.\\./)+)${target}(/|$)`;
const layerName = (layer) => (layer === 'entry' ? 'an entry point (lambdas/*.ts)' : `${layer}/`);
/** The layer rule, as ESLint says it: what `layer` may import, and that `target` is not of it. */
const refusal = (layer, target) =>
  `Lambda layers: ${layerName(layer)} may import ${lambdaLayers[layer].may}, not ${layerName(target)} (docs/architecture.md#lambda-layers).`;
/** The layers `layer` may not import (besides web/, infra/ and test/, refused for all of lambdas/). */
const layerForbidden = {
  entry: ['entry', 'domain', 'data'],
  'use-cases': ['entry', 'core'],
  domain: ['entry', 'use-cases', 'data', 'core', 'runtime'],
  data: ['entry', 'use-cases', 'domain', 'core'],
  core: ['entry', 'use-cases', 'domain', 'data'],
  runtime: ['entry', 'use-cases', 'domain', 'data', 'core'],
};
const lambdasForbidden = ['web', 'infra', 'test'];
const lambdaLayerRules = Object.entries(layerForbidden).map(([layer, targets]) => ({
  files: lambdaLayers[layer].files,
  rules: {
    ...forbid(
      lambdasForbidden,
      [...zodPaths, ...noScan],
      targets.map((target) => ({ regex: reaching(target), message: refusal(layer, target) })),
    ),
    // `import()` too: no-restricted-imports reads only import and export declarations.
    'no-restricted-syntax': [
      'error',
      ...targets.map((target) => ({
        selector: `ImportExpression[source.value=/${reaching(target).replaceAll('/', '\\/')}/]`,
        message: refusal(layer, target),
      })),
      ...pathLiterals,
    ],
  },
}));

const webForbidden = ['lambdas', 'infra', 'test'];
const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * From a file `depth` folders below web/features/, another feature's folder is reached by going up
 * `depth` levels and down into a name other than the file's own feature.
 */
const otherFeature = (feature, depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!${feature}(/|$))[^./][^/]*`,
  message:
    'A feature may not import another feature: move the shared part to components/ or lib/, or compose both in the route (docs/architecture.md#layers).',
});
const featureDepths = [1, 2, 3];
const upwards = (what) => ({
  group: [`**/${what}`, `**/${what}/**`],
  message: `This layer may not import from web/${what}/ (routes -> features -> components and lib).`,
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**'],
    ignores: ['shared/zod.ts'],
    rules: forbid(['lambdas', 'web', 'infra', 'test'], zodPaths),
  },
  { files: ['shared/zod.ts'], rules: forbid(['lambdas', 'web', 'infra', 'test']) },
  {
    files: ['lambdas/**'],
    rules: forbid(lambdasForbidden, [...zodPaths, ...noScan]),
  },
  ...lambdaLayerRules,
  { files: ['web/**'], rules: forbid(webForbidden, zodPaths) },
  ...features.flatMap((feature) =>
    featureDepths.map((depth) => ({
      files: [`web/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: forbid(webForbidden, zodPaths, [otherFeature(feature, depth), upwards('routes')]),
    })),
  ),
  {
    files: ['web/components/**', 'web/lib/**'],
    rules: forbid(webForbidden, zodPaths, [upwards('features'), upwards('routes')]),
  },
  {
    // The API layer: each feature's api.ts holds its operations (path, fetcher, query key, hook);
    // pages and components call those, never the fetcher itself. A separate rule name, so that it
    // adds to the layer rules above instead of replacing them.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/features/*/api.ts', 'web/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api'],
              importNames: ['callApi'],
              message: "Only a feature's api.ts calls the API: add the operation there and use it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['infra/**'], rules: forbid(['web', 'test']) },
  {
    files: ['web/**/*.{ts,tsx}', 'infra/**/*.ts', 'shared/**/*.ts'],
    ignores: ['shared/page-paths.ts'],
    rules: noPathLiterals,
  },
);
