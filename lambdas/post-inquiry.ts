import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '../shared/api-types';
import { inquiryRequestSchema } from '../shared/inquiry';
import { readJsonObject } from './core/body';
import { createHandler } from './core/handler';
import { json, parseWith } from './core/http';
import { log } from './runtime/observability';
import { callers } from './use-cases/callers';
import { receiveInquiry } from './use-cases/inquiries';

/**
 * POST /api/inquiries: validate with the shared schema, then save the inquiry alone, in one
 * conditional write. The id comes from the browser, so a re-send answers as the first save did.
 * Its lead is placed, and its e-mails sent, from the inquiries table's stream, never holding up
 * this answer.
 */
export const handler = createHandler('postInquiry', callers.dashboard, async ({ event }) => {
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
  const receipt = await receiveInquiry(parseWith(inquiryRequestSchema, body));
  return json(201, receipt satisfies ApiResponse<'postInquiry'>);
});
