import type { ApiResponse } from '../shared/api-types';
import * as z from '../shared/zod';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { getInquiry } from './data/inquiries';
import { getDashboardUser } from './data/users';

const idSchema = z.uuid();

/**
 * GET /api/inquiries/{id}: whether the confirmation e-mail has gone, so the browser can say so.
 * The id is the random UUID the visitor's browser chose; the answer holds no personal data.
 */
export const handler = createHandler(
  'getInquiryStatus',
  async ({ event }) => {
    const id = idSchema.safeParse(event.pathParameters?.id);
    if (!id.success) throw new HttpError(400, 'id: must be the UUID of an inquiry');
    const inquiry = await getInquiry(id.data);
    if (!inquiry) throw new HttpError(404, 'No inquiry with this id.');
    // 'sent' promises the visitor a confirmation: a skipped one is reported as such.
    const emailStatus = inquiry.confirmationSkipped ? 'skipped' : inquiry.emailStatus;
    return json(200, { id: inquiry.id, emailStatus } satisfies ApiResponse<'getInquiryStatus'>);
  },
  getDashboardUser,
);
