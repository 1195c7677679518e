import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { saveCompliance } from './domain/compliance-profile';
import { getDashboardUser } from './data/users';

/** PUT /api/clients/{sub}/compliance: the firm records a client's obligations for it. */
export const handler = createHandler(
  'updateClientCompliance',
  async ({ event, caller }) => {
    const sub = pathId(event, 'sub', 'No client with this id.');
    const client = await getDashboardUser(sub);
    if (!client || client.role !== 'client') throw new HttpError(404, 'No client with this id.');
    const profile = await saveCompliance(event, 'updateClientCompliance', client, caller.profile);
    return json(200, { profile } satisfies ApiResponse<'updateClientCompliance'>);
  },
  getDashboardUser,
);
