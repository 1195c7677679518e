import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { HealthReport } from '../../shared/domain';
import { apiRoutes } from '../../shared/api-routes';
import { tableKeys, tables } from '../../shared/tables';
import { api, localAws, localStack } from './local-stack';

describe('the local stack', () => {
  it('answers GET /api/health with all three backends reachable', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    const report = (await res.json()) as HealthReport;
    expect(report.status).toBe('ok');
    expect(report.checks.dynamodb.ok).toBe(true);
    expect(report.checks.cognito.ok).toBe(true);
    expect(report.checks.ses.ok).toBe(true);
  });

  it('serves every route of the shared table (no route is missing locally)', async () => {
    for (const route of apiRoutes) {
      // The webhook receiver answers an unknown endpoint with 404 by design; a body over its limit
      // shows that the route is there (413).
      const res =
        route.id === 'receiveWebhook'
          ? await api(route.path.replace('{id}', 'x'), { method: 'POST', body: 'x'.repeat(70 * 1024) })
          : await api(route.path.replace(/\{\w+\}/g, 'x'), { method: route.method });
      expect({ route: route.id, found: res.status !== 404 }).toEqual({ route: route.id, found: true });
    }
    expect((await api('/api/no-such-route')).status).toBe(404);
  });

  it('creates every table of the shared declaration with its keys and indexes', async () => {
    const { tableNames } = localStack();
    const aws = localAws();
    const client = aws.dynamodb;
    for (const key of tableKeys) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableNames[key] }));
      const def = tables[key];
      expect(Table?.KeySchema?.find((k) => k.KeyType === 'HASH')?.AttributeName).toBe(def.partitionKey.name);
      expect((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName).sort()).toEqual(
        def.globalIndexes.map((g) => g.indexName).sort(),
      );
    }
    aws.destroy();
  });
});
