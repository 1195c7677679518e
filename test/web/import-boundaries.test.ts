import { lintMessages } from '../lint-cases';

/**
 * The web layers' import rules, as ESLint (the project's own config) applies them to a file at a
 * given place: routes -> features -> components and lib -> shared, no feature imports another,
 * and nothing in web/ reaches the server's code. All cases are linted in one ESLint process (its
 * config is an ES module, which this test runner does not load).
 */

const ANOTHER_FEATURE = 'A feature may not import another feature';
const API_LAYER = "Only a feature's api.ts calls the API";
/** [file, import, the refusal expected (undefined: allowed)] */
const cases: [string, string, string | undefined][] = [
  ['web/features/leads/leads-table.tsx', '../requests/status', ANOTHER_FEATURE],
  ['web/features/site/islands/service-body.tsx', '../../inquiry/outbox', ANOTHER_FEATURE],
  ['web/features/leads/leads-table.tsx', './status', undefined],
  ['web/features/site/islands/service-body.tsx', '../blocks', undefined],
  ['web/features/leads/leads-table.tsx', '../../components/table', undefined],
  ['web/features/leads/api.ts', '../../lib/api', undefined],
  ['web/features/leads/api.ts', '../../../shared/domain', undefined],
  ['web/components/page.tsx', '../features/leads/status', 'may not import from web/features/'],
  ['web/lib/api.ts', '../routes/admin/leads', 'may not import from web/routes/'],
  ['web/features/leads/api.ts', '../../routes/admin/leads', 'may not import from web/routes/'],
  ['web/routes/admin/leads.tsx', '../../features/leads/api', undefined],
  ['web/routes/admin/leads.tsx', '../../../lambdas/data/leads', 'may not import from lambdas/'],
];
/** [file, import, name imported, the refusal expected]: only a feature's api.ts calls the fetcher. */
const apiCases: [string, string, string, string | undefined][] = [
  ['web/features/auth/totp-setup.tsx', '../../lib/api', 'callApi', API_LAYER],
  ['web/routes/admin/leads.tsx', '../../lib/api', 'callApi', API_LAYER],
  ['web/components/page.tsx', '../lib/api', 'callApi', API_LAYER],
  ['web/features/auth/api.ts', '../../lib/api', 'callApi', undefined],
  ['web/features/auth/totp-setup.tsx', '../../lib/api', 'ApiError', undefined],
];

let results: string[][] = [];
beforeAll(() => {
  const input = [
    ...cases.map(([file, from]) => [file, from, 'thing']),
    ...apiCases.map(([file, from, name]) => [file, from, name]),
  ].map(([file, from, name]) => [file, `import { ${name} } from '${from}';\nexport const used = ${name};\n`]);
  results = lintMessages(input as [string, string][]);
}, 120_000);

describe('web import boundaries', () => {
  test.each(cases.map(([file, from, refusal], i) => [file, from, refusal ?? 'allowed', i] as const))(
    '%s importing %s: %s',
    (_file, _from, refusal, i) => {
      if (refusal !== 'allowed') expect(results[i]).toEqual([expect.stringContaining(refusal)]);
      else expect(results[i]).toEqual([]);
    },
  );
  test.each(
    apiCases.map(
      ([file, , name, refusal], i) => [file, name, refusal ?? 'allowed', cases.length + i] as const,
    ),
  )('%s importing %s from lib/api: %s', (_file, _name, refusal, i) => {
    if (refusal !== 'allowed') expect(results[i]).toEqual([expect.stringContaining(refusal)]);
    else expect(results[i]).toEqual([]);
  });
});
