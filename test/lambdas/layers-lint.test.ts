import { lintMessages } from '../lint-cases';

/**
 * The back end's layers, as ESLint (the project's own config) applies them to a file at a given
 * place in lambdas/ (docs/architecture.md#lambda-layers): entry points -> use cases and core;
 * use cases -> domain and data; domain -> itself alone; data -> runtime; core -> runtime; runtime
 * -> shared only. A type-only import, a re-export and an `import()` are imports all the same, and
 * the rules every lambdas file keeps (zod through shared/zod, no Scan, nothing of web/) still hold
 * in each layer.
 */

type Form = 'import' | 'type' | 'export' | 'dynamic';
const source = (form: Form, from: string) =>
  ({
    import: `import { thing } from '${from}';\nexport const used = thing;\n`,
    type: `import type { Thing } from '${from}';\nexport type Used = Thing;\n`,
    export: `export { thing } from '${from}';\n`,
    dynamic: `export const load = () => import('${from}');\n`,
  })[form];

/** The refusal of `layer` importing `target`, as the rule words it. */
const layer = (name: string, target: string) =>
  `Lambda layers: ${name} may import`.concat('\u0000', `not ${target} (docs/architecture.md#lambda-layers)`);
const ENTRY = 'an entry point (lambdas/*.ts)';

/** [file, form, import, the refusal expected (undefined: allowed)] */
const cases: [string, Form, string, string | undefined][] = [
  // Entry points: use cases and core (and runtime, shared), never data or domain or each other.
  ['lambdas/list-leads.ts', 'import', './data/leads', layer(ENTRY, 'data/')],
  ['lambdas/list-leads.ts', 'type', './data/leads', layer(ENTRY, 'data/')],
  ['lambdas/receive-webhook.ts', 'import', './domain/lead-mapping', layer(ENTRY, 'domain/')],
  ['lambdas/reset-staff-mfa.ts', 'import', './list-staff', layer(ENTRY, ENTRY)],
  ['lambdas/list-leads.ts', 'import', './use-cases/leads', undefined],
  ['lambdas/list-leads.ts', 'import', './core/handler', undefined],
  ['lambdas/retry-mail.ts', 'import', './runtime/observability', undefined],
  ['lambdas/list-leads.ts', 'import', '../shared/leads', undefined],
  // Use cases: domain and data (and runtime, shared, each other), never core or an entry point.
  ['lambdas/use-cases/leads.ts', 'import', '../core/http', layer('use-cases/', 'core/')],
  ['lambdas/use-cases/leads.ts', 'type', '../core/auth', layer('use-cases/', 'core/')],
  ['lambdas/use-cases/account.ts', 'import', '../list-staff', layer('use-cases/', ENTRY)],
  ['lambdas/use-cases/leads.ts', 'import', '../domain/actor', undefined],
  ['lambdas/use-cases/leads.ts', 'import', '../data/leads', undefined],
  ['lambdas/use-cases/leads.ts', 'export', '../data/leads', undefined],
  ['lambdas/use-cases/callers.ts', 'dynamic', '../data/accounts', undefined],
  ['lambdas/use-cases/mail.ts', 'import', '../runtime/observability', undefined],
  ['lambdas/use-cases/leads.ts', 'import', './clients', undefined],
  ['lambdas/use-cases/leads.ts', 'import', '../../shared/refusal', undefined],
  // Domain rules: other domain modules and shared, nothing else.
  ['lambdas/domain/intake.ts', 'import', '../data/received-leads', layer('domain/', 'data/')],
  ['lambdas/domain/document-events.ts', 'type', '../data/mail', layer('domain/', 'data/')],
  ['lambdas/domain/intake.ts', 'export', '../data/webhooks', layer('domain/', 'data/')],
  ['lambdas/domain/platforms/meta.ts', 'type', '../../data/meta-graph', layer('domain/', 'data/')],
  ['lambdas/domain/lead-mapping.ts', 'import', '../core/http', layer('domain/', 'core/')],
  ['lambdas/domain/platforms/common.ts', 'import', '../../core/http', layer('domain/', 'core/')],
  ['lambdas/domain/security.ts', 'import', '../runtime/observability', layer('domain/', 'runtime/')],
  ['lambdas/domain/documents.ts', 'import', '../use-cases/requests', layer('domain/', 'use-cases/')],
  ['lambdas/domain/documents.ts', 'import', '../get-request', layer('domain/', ENTRY)],
  ['lambdas/domain/document-events.ts', 'import', './portal-mails', undefined],
  ['lambdas/domain/platforms/custom.ts', 'import', '../lead-mapping', undefined],
  ['lambdas/domain/actor.ts', 'type', '../../shared/domain', undefined],
  ['lambdas/domain/platforms/common.ts', 'import', '../../../shared/refusal', undefined],
  // Data access: other data modules, runtime and shared; its own errors, never core's.
  ['lambdas/data/lead-counts.ts', 'import', '../domain/lead-counts', layer('data/', 'domain/')],
  ['lambdas/data/notifications.ts', 'type', '../domain/portal-mails', layer('data/', 'domain/')],
  ['lambdas/data/meta-graph.ts', 'import', '../core/http', layer('data/', 'core/')],
  ['lambdas/data/invitations.ts', 'import', '../use-cases/clients', layer('data/', 'use-cases/')],
  ['lambdas/data/users.ts', 'import', '../list-clients', layer('data/', ENTRY)],
  ['lambdas/data/lead-placement.ts', 'import', './contact-keys', undefined],
  ['lambdas/data/users.ts', 'import', '../runtime/env', undefined],
  ['lambdas/data/leads.ts', 'import', '../../shared/domain', undefined],
  // Core: runtime and shared; what it must read (the caller's profile) is handed in.
  ['lambdas/core/auth.ts', 'import', '../data/accounts', layer('core/', 'data/')],
  ['lambdas/core/auth.ts', 'dynamic', '../data/accounts', layer('core/', 'data/')],
  ['lambdas/core/http.ts', 'import', '../domain/portal-mails', layer('core/', 'domain/')],
  ['lambdas/core/handler.ts', 'import', '../use-cases/callers', layer('core/', 'use-cases/')],
  ['lambdas/core/handler.ts', 'import', './auth', undefined],
  ['lambdas/core/handler.ts', 'import', '../runtime/env', undefined],
  ['lambdas/core/auth.ts', 'type', '../../shared/domain', undefined],
  // Runtime: the platform's leaf, shared alone.
  ['lambdas/runtime/observability.ts', 'import', '../core/http', layer('runtime/', 'core/')],
  ['lambdas/runtime/env.ts', 'import', '../data/dynamodb', layer('runtime/', 'data/')],
  ['lambdas/runtime/observability.ts', 'import', './env', undefined],
  ['lambdas/runtime/env.ts', 'import', '../../shared/table-env', undefined],
  // The rules of all of lambdas/ hold in every layer.
  ['lambdas/domain/lead-mapping.ts', 'import', 'zod/mini', 'Use `import * as z from'],
  ['lambdas/data/leads.ts', 'import', '../../web/lib/api', 'may not import from web/'],
];
/** [file, import], a Scan command imported: refused in every layer. */
const scanCases = ['lambdas/use-cases/leads.ts', 'lambdas/data/users.ts', 'lambdas/list-leads.ts'];

let results: string[][] = [];
beforeAll(() => {
  const input = [
    ...cases.map(([file, form, from]) => [file, source(form, from)]),
    ...scanCases.map((file) => [
      file,
      `import { ScanCommand } from '@aws-sdk/lib-dynamodb';\nexport const read = new ScanCommand({ TableName: 't' });\n`,
    ]),
  ];
  results = lintMessages(input as [string, string][]);
}, 120_000);

/** The message expected: each part of the refusal, in its order. */
const refusedWith = (refusal: string) =>
  expect.stringMatching(
    refusal
      .split('\u0000')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );

describe('lambda layers (ESLint)', () => {
  test.each(
    cases.map(
      ([file, form, from, refusal], i) => [file, form, from, refusal ? 'refused' : 'allowed', i] as const,
    ),
  )('%s, %s from %s: %s', (_file, _form, _from, _verdict, i) => {
    const refusal = cases[i]![3];
    if (refusal) expect(results[i]).toEqual([refusedWith(refusal)]);
    else expect(results[i]).toEqual([]);
  });

  test.each(scanCases.map((file, i) => [file, cases.length + i] as const))(
    '%s may not import a Scan command',
    (_file, i) => {
      expect(results[i]).toEqual([expect.stringContaining('No Scan on a request path')]);
    },
  );
});
