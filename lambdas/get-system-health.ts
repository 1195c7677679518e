import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { checkBackends } from './use-cases/health';

/** GET /api/admin/health: 200 when DynamoDB, Cognito, SES and the documents bucket all answer, 503 with the detail otherwise. */
export const handler = createHandler('getSystemHealth', callers.dashboard, async () => {
  const report = await checkBackends();
  return json(report.status === 'ok' ? 200 : 503, report satisfies ApiResponse<'getSystemHealth'>);
});
