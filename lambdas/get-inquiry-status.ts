import type { ApiResponse } from '../shared/api-types';
import * as z from '../shared/zod';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { callers } from './use-cases/callers';
import { inquiryStatus } from './use-cases/inquiries';

const idSchema = z.uuid();

/**
 * GET /api/inquiries/{id}: whether the confirmation e-mail has gone, so the browser can say so.
 * The id is the random UUID the visitor's browser chose; the answer holds no personal data.
 */
export const handler = createHandler('getInquiryStatus', callers.dashboard, async ({ event }) => {
  const id = idSchema.safeParse(event.pathParameters?.id);
  if (!id.success) throw new HttpError(400, 'id: must be the UUID of an inquiry');
  return json(200, (await inquiryStatus(id.data)) satisfies ApiResponse<'getInquiryStatus'>);
});
