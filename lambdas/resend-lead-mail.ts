import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { reopenInquiryMail } from './data/inquiries';
import { activityPut } from './data/lead-activity';
import { getLead } from './data/leads';
import { scheduleMail } from './data/mail-outbox';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/{id}/resend-mail: a website lead's mails, sent again through the same outbox
 * and retry job as any failed mail. Mails that were given up on (the visitor's confirmation, the
 * firm's alert) are tried again; when both went out, the visitor's confirmation is sent once
 * more (a person who says it never arrived). Either way the lead's timeline records it. 409 while
 * the mails are still on their way, and for leads that did not come from the website.
 */
export const handler = createHandler(
  'resendLeadMail',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const lead = await getLead(id);
    if (lead?.entity !== 'lead') throw new HttpError(404, 'No lead with this id.');
    if (!lead.inquiryId) throw new HttpError(409, 'Only website inquiries send e-mails from here.');
    const now = new Date();
    const actor = { sub: caller.sub, name: caller.profile.full_name };
    const sent = await reopenInquiryMail(
      lead.inquiryId,
      now,
      (kind) =>
        activityPut(
          lead.id,
          {
            action: 'mail',
            actor,
            text: kind === 'all' ? 'E-mails sent again' : `Confirmation sent again to ${lead.email}`,
          },
          now,
        ).put,
    );
    if (!sent) {
      throw new HttpError(409, 'The e-mails of this inquiry are still on their way: nothing to resend yet.');
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
    return json(202, { id, mail: 'queued', sent } satisfies ApiResponse<'resendLeadMail'>);
  },
  getDashboardUser,
);
