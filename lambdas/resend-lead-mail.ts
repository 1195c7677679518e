import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { reopenFailedMail } from './data/inquiries';
import { getLead } from './data/leads';
import { scheduleMail } from './data/mail-outbox';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/{id}/resend-mail: the mails of a website inquiry that were given up on (the
 * visitor's confirmation, the firm's alert) are tried again now, through the same outbox and
 * retry job as any failed mail. 409 when there is nothing to resend.
 */
export const handler = createHandler(
  'resendLeadMail',
  async ({ event }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const lead = await getLead(id);
    if (!lead) throw new HttpError(404, 'No lead with this id.');
    if (!lead.inquiryId) throw new HttpError(409, 'Only website inquiries send e-mails from here.');
    const now = new Date();
    if (!(await reopenFailedMail(lead.inquiryId, now))) {
      throw new HttpError(409, 'The e-mails of this inquiry were not given up on: nothing to resend.');
    }
    await scheduleMail(
      {
        kind: 'inquiry',
        ref: { id: lead.inquiryId },
        attempts: 0,
        firstFailedAt: now.toISOString(),
        lastError: 'Resent by the firm',
      },
      now,
    );
    return json(202, { id, mail: 'queued' } satisfies ApiResponse<'resendLeadMail'>);
  },
  getDashboardUser,
);
