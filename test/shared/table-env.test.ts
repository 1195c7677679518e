import { tableEnvVar } from '../../shared/table-env';
import { tableKeys, tables } from '../../shared/tables';
import { tableName } from '../../lambdas/runtime/env';

describe('the environment variable of each table', () => {
  test('is TABLE_ and the key in capitals, one per table', () => {
    expect(tableEnvVar('leadSearch')).toBe('TABLE_LEAD_SEARCH');
    expect(tableEnvVar('leads')).toBe('TABLE_LEADS');
    const names = tableKeys.map((key) => tables[key].envVar);
    expect(new Set(names).size).toBe(tableKeys.length);
    for (const name of names) expect(name).toMatch(/^TABLE_[A-Z]+(_[A-Z]+)*$/);
  });

  test('is where a handler reads the table name, and a missing one is named', () => {
    process.env.TABLE_WEBHOOK_DELIVERIES = 'deliveries-table';
    expect(tableName('webhookDeliveries')).toBe('deliveries-table');
    delete process.env.TABLE_AUDIT_LOG;
    expect(() => tableName('auditLog')).toThrow('Missing environment variable TABLE_AUDIT_LOG');
  });
});
