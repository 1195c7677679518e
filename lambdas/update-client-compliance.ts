import type { ApiResponse } from '../shared/api-types';
import { complianceProfileSchema } from '../shared/compliance/obligations';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { clientOf, NO_CLIENT, saveCompliance } from './use-cases/clients';

/** PUT /api/clients/{sub}/compliance: the firm records a client's obligations for it. */
export const handler = createHandler(
  'updateClientCompliance',
  callers.dashboard,
  async ({ event, caller }) => {
    const client = await clientOf(pathId(event, 'sub', NO_CLIENT));
    const input = parseBody(event, 'updateClientCompliance', complianceProfileSchema);
    const profile = await saveCompliance(client, input, caller.profile);
    return json(200, { profile } satisfies ApiResponse<'updateClientCompliance'>);
  },
);
