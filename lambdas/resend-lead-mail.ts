import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_LEAD, resendLeadMail } from './use-cases/leads';

/**
 * POST /api/leads/{id}/resend-mail: a website lead's mails, sent again through the same outbox
 * and retry job as any failed mail. Mails that were given up on (the visitor's confirmation, the
 * firm's alert) are tried again; when both went out, the visitor's confirmation is sent once
 * more (a person who says it never arrived). Either way the lead's timeline records it. 409 while
 * the mails are still on their way, and for leads that did not come from the website.
 */
export const handler = createHandler('resendLeadMail', callers.dashboard, async ({ event, caller }) =>
  json(
    202,
    (await resendLeadMail(caller, pathId(event, 'id', NO_LEAD))) satisfies ApiResponse<'resendLeadMail'>,
  ),
);
