import { lintMessages } from '../lint-cases';

/**
 * No request path reads a whole table: ESLint (the project's own config) refuses every way to a
 * Scan in a handler or data module (the Scan commands, PartiQL statements, the aggregated clients
 * whose `.scan()` would bypass them), and lets the key and index reads through. Offline tools
 * (scripts/, test helpers) may Scan. All cases are linted in one ESLint process (its config is an
 * ES module, which this test runner does not load).
 */

const NO_SCAN = 'No Scan on a request path';
/** [file, source, the refusal expected (undefined: allowed)] */
const cases: [string, string, string | undefined][] = [
  [
    'lambdas/data/users.ts',
    `import { ScanCommand } from '@aws-sdk/lib-dynamodb';\nexport const read = new ScanCommand({ TableName: 't' });\n`,
    NO_SCAN,
  ],
  [
    'lambdas/list-clients.ts',
    `import { ScanCommand } from '@aws-sdk/client-dynamodb';\nexport const read = new ScanCommand({ TableName: 't' });\n`,
    NO_SCAN,
  ],
  [
    'lambdas/data/users.ts',
    `import { paginateScan } from '@aws-sdk/lib-dynamodb';\nexport const read = paginateScan;\n`,
    NO_SCAN,
  ],
  [
    'lambdas/get-admin-overview.ts',
    `import { ExecuteStatementCommand } from '@aws-sdk/lib-dynamodb';\nexport const read = new ExecuteStatementCommand({ Statement: 'SELECT * FROM t' });\n`,
    NO_SCAN,
  ],
  [
    'lambdas/data/users.ts',
    `import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb';\nexport const read = (d: DynamoDBDocument) => d.scan({ TableName: 't' });\n`,
    NO_SCAN,
  ],
  [
    'lambdas/data/users.ts',
    `import * as ddb from '@aws-sdk/lib-dynamodb';\nexport const read = new ddb.ScanCommand({ TableName: 't' });\n`,
    NO_SCAN,
  ],
  [
    'lambdas/data/users.ts',
    `import { QueryCommand } from '@aws-sdk/lib-dynamodb';\nexport const read = new QueryCommand({ TableName: 't' });\n`,
    undefined,
  ],
  [
    'scripts/offline-export.ts',
    `import { ScanCommand } from '@aws-sdk/lib-dynamodb';\nexport const read = new ScanCommand({ TableName: 't' });\n`,
    undefined,
  ],
];

let results: string[][] = [];
beforeAll(() => {
  const input = cases.map(([file, code]) => [file, code]);
  results = lintMessages(input as [string, string][]);
}, 120_000);

describe('no Scan on a request path (ESLint)', () => {
  test.each(
    cases.map(([file, code, refusal], i) => [file, code.split('\n')[0], refusal ?? 'allowed', i] as const),
  )('%s with `%s`: %s', (_file, _line, refusal, i) => {
    if (refusal !== 'allowed') expect(results[i]).toEqual([expect.stringContaining(refusal)]);
    else expect(results[i]).toEqual([]);
  });
});
