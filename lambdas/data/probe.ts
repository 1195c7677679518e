import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HealthReport } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';

type Check = HealthReport['checks']['dynamodb'];

/** Runs a probe with a deadline; reports the error's name, never its detail. */
export async function timed(probe: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, ms: Math.round(performance.now() - started), error: name };
  }
}

/**
 * The public probe: one data-plane read (a key no user has) that proves the function can reach
 * its table. No control-plane call, so a flood of probes costs reads, not API quota.
 */
export async function canServe(timeoutMs = 2000): Promise<boolean> {
  const check = await timed(
    () => documents.send(new GetCommand({ TableName: tableName('dashboardUsers'), Key: { sub: '#health' } })),
    timeoutMs,
  );
  return check.ok;
}
