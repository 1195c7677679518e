import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '../shared/api-types';
import { inquiryRequestSchema } from '../shared/inquiry';
import { createHandler } from './core/handler';
import { json, log, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { countMetric } from './core/observability';
import { saveInquiry } from './data/inquiries';
import { getDashboardUser } from './data/users';

/**
 * POST /api/inquiries: validate with the shared schema, then save the inquiry and its lead in
 * one transaction. The id comes from the browser, so a re-send answers as the first save did.
 * The e-mails follow from the table's stream, never holding up this answer.
 */
export const handler = createHandler(
  'postInquiry',
  async ({ event }) => {
    const body = readJsonObject(event, 'postInquiry');
    // Bots fill the hidden field and post directly: they are told what a person would be told.
    if (typeof body.honeyPot === 'string' && body.honeyPot.trim() !== '') {
      log('info', 'inquiry discarded: honeypot filled', { requestId: event.requestContext?.requestId });
      return json(201, {
        id: typeof body.id === 'string' ? body.id : randomUUID(),
        status: 'new',
        createdAt: new Date().toISOString(),
        emailStatus: 'pending',
      } satisfies ApiResponse<'postInquiry'>);
    }
    const parsed = inquiryRequestSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { id, ...inquiry } = parsed.data;
    const { receipt, created } = await saveInquiry(id, inquiry);
    if (created) countMetric('InquiriesReceived');
    else log('info', 'inquiry repeated', { id });
    return json(201, receipt satisfies ApiResponse<'postInquiry'>);
  },
  getDashboardUser,
);
