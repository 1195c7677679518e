import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { listStaff } from './use-cases/account';
import { callers } from './use-cases/callers';

/** GET /api/admin/staff: the firm's admin accounts, with their second factor and last security event. */
export const handler = createHandler('listStaff', callers.dashboard, async () =>
  json(200, { staff: await listStaff() } satisfies ApiResponse<'listStaff'>),
);
