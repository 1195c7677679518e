import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getInquiry } from './data/inquiries';
import { leadActivityOf } from './data/lead-activity';
import { answered, getLead } from './data/leads';
import { receivedPayload } from './data/received-leads';
import { getDashboardUser } from './data/users';

/**
 * GET /api/leads/{id}/activity: the lead as saved now, its timeline entries (oldest first) and,
 * for a website lead, when its mails went. The browser merges in the lead's arrival and the
 * person's repeats, which the lead carries.
 */
export const handler = createHandler(
  'getLeadActivity',
  async ({ event }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const [lead, activity] = await Promise.all([getLead(id), leadActivityOf(id)]);
    if (lead?.entity !== 'lead') throw new HttpError(404, 'No lead with this id.');
    const raw = await receivedPayload(lead);
    const shown = { ...answered(lead), ...(raw === undefined ? {} : { raw }) };
    // A website lead's mails, as its inquiry recorded them when SES accepted each.
    const inquiry = lead.inquiryId ? await getInquiry(lead.inquiryId) : undefined;
    const mails = [
      ...(inquiry?.confirmationSentAt
        ? [{ at: inquiry.confirmationSentAt, text: `Confirmation e-mailed to ${inquiry.email}` }]
        : []),
      ...(inquiry?.alertSentAt
        ? [{ at: inquiry.alertSentAt, text: 'New-lead alert e-mailed to the firm' }]
        : []),
    ];
    return json(200, { lead: shown, activity, mails } satisfies ApiResponse<'getLeadActivity'>);
  },
  getDashboardUser,
);
