import type { ApiResponse } from '../../shared/api-types';
import type { Caller, LeadStatus } from '../../shared/domain';
import { Refusal, validationError } from '../../shared/refusal';
import { getInquiry, reopenInquiryMail } from '../data/inquiries';
import {
  actOnLead,
  activityPut,
  leadActivityOf,
  type ActivityInput,
  type LeadChange,
} from '../data/lead-activity';
import { knownServices, knownSources } from '../data/lead-sources';
import {
  answered,
  getLead,
  InvalidCursorError,
  listLeads as readLeads,
  NothingToSearchError,
  splitRepeat,
  type LeadFilter,
} from '../data/leads';
import { scheduleMail } from '../data/mail-outbox';
import { receivedPayload } from '../data/received-leads';
import { staffContact } from '../data/users';
import { leadActorOf } from '../domain/actor';
import { log } from '../runtime/observability';
import { inviteClient } from './clients';

/**
 * The firm's work on its leads: the list and its filters, a lead's timeline and the acts written
 * to it (status, owner, notes, the conversion to a client), a repeat split off, a website lead's
 * mails sent again.
 */

export const NO_LEAD = 'No lead with this id.';

/** A lead the act found no lead for (or one whose own condition refused it): 404. */
const noLead = () => new Refusal('not-found', NO_LEAD);

/**
 * One page of leads, newest first, filtered by search (name, e-mail, phone), status, source,
 * service, campaign, owner ('me' for the caller's own) and date window, with the next page's
 * cursor.
 */
export async function listLeads(
  caller: Caller,
  filter: LeadFilter & { limit: number; cursor?: string },
): Promise<ApiResponse<'listLeads'>> {
  // 'My leads': the caller's own.
  if (filter.owner === 'me') filter.owner = caller.sub;
  try {
    return await readLeads(filter);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new Refusal('invalid', `cursor: ${error.message}`);
    if (error instanceof NothingToSearchError) throw new Refusal('invalid', `q: ${error.message}`);
    throw error;
  }
}

/** Every source and service leads have named, for the list's filters. */
export async function leadSources(): Promise<ApiResponse<'listLeadSources'>> {
  const [sources, services] = await Promise.all([knownSources(), knownServices()]);
  return { sources, services };
}

/**
 * The lead as saved now, its timeline entries (oldest first) and, for a website lead, when its
 * mails went.
 */
export async function leadActivity(id: string): Promise<ApiResponse<'getLeadActivity'>> {
  const [lead, activity] = await Promise.all([getLead(id), leadActivityOf(id)]);
  if (lead?.entity !== 'lead') throw noLead();
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
  return { lead: shown, activity, mails };
}

/** A change to the lead with its timeline entry, by the caller; 404 when there is no such lead. */
async function actAs(
  caller: Caller,
  id: string,
  change: LeadChange,
  { action, ...activity }: Omit<ActivityInput, 'actor'>,
) {
  const result = await actOnLead(id, change, { action, actor: leadActorOf(caller), ...activity });
  if (typeof result === 'string') throw noLead();
  return { lead: answered(result.lead), entry: result.entry };
}

/** A note on the lead's timeline. A note is the firm acting on the lead: the first one ends its wait. */
export const addLeadNote = (caller: Caller, id: string, note: string) =>
  actAs(caller, id, { set: [], responds: true }, { action: 'note', text: note });

/**
 * Sets a lead's status (any status may follow any other). Any status but 'new' is the firm
 * acting on the lead: the first such change ends its wait for a response.
 */
export const setLeadStatus = async (caller: Caller, id: string, status: LeadStatus) =>
  (
    await actAs(
      caller,
      id,
      { set: ['#s = :s'], names: { '#s': 'status' }, values: { ':s': status }, responds: status !== 'new' },
      { action: 'status', status },
    )
  ).lead;

/** Who owns the lead: an active staff member, or nobody (null). */
export async function assignLead(caller: Caller, id: string, ownerSub: string | null) {
  const staff = ownerSub ? await staffContact(ownerSub) : undefined;
  if (ownerSub && !staff) {
    throw validationError([{ path: ['ownerSub'], message: 'not an active staff member' }]);
  }
  const owner = staff && { sub: staff.sub, name: staff.name };
  const change: LeadChange = owner
    ? { set: ['ownerSub = :o', 'ownerName = :on'], values: { ':o': owner.sub, ':on': owner.name } }
    : { set: [], remove: ['ownerSub', 'ownerName'] };
  return (await actAs(caller, id, change, { action: 'assigned', ...(owner ? { owner } : {}) })).lead;
}

/**
 * The lead's person invited as a client, with the details as the admin confirmed them
 * (prefilled from the lead); then the lead marked converted and linked to the client, whose
 * advisor becomes the lead's owner. 404 for no such lead (and no account made); 409 when the lead
 * was converted already or an account with the e-mail exists.
 */
export async function convertLead(
  caller: Caller,
  id: string,
  input: Parameters<typeof inviteClient>[0],
  origin: string,
): Promise<ApiResponse<'convertLead'>> {
  const lead = await getLead(id);
  if (lead?.entity !== 'lead') throw noLead();
  if (lead.clientSub) throw new Refusal('conflict', 'This lead was converted to a client already.');
  const client = await inviteClient(input, origin, {
    fromLeadId: lead.id,
    ...(lead.ownerSub ? { advisorSub: lead.ownerSub } : {}),
  });
  const result = await actOnLead(
    lead.id,
    {
      set: ['#s = :s', 'clientSub = :c'],
      names: { '#s': 'status' },
      values: { ':s': 'converted', ':c': client.sub },
      condition: 'attribute_not_exists(clientSub)',
      responds: true,
    },
    {
      action: 'converted',
      actor: leadActorOf(caller),
      client: { sub: client.sub, email: client.email },
    },
  );
  if (typeof result === 'string') {
    // Converted by someone else in the same moment: the account made here stays (its invitation
    // is on its way), and the answer says so rather than pretending the lead is linked to it.
    log('error', 'lead converted twice at once', { id: lead.id, client: client.sub });
    throw new Refusal('conflict', 'This lead was converted to a client already.');
  }
  return { client, lead: answered(result.lead) };
}

/**
 * A submission attached to this lead as a repeat (the same phone or e-mail) that is in fact
 * someone else, or another matter, becomes a lead of its own.
 */
export async function splitLead(id: string, repeatId: string): Promise<ApiResponse<'splitLead'>> {
  const result = await splitRepeat(id, repeatId);
  if (result === undefined) throw new Refusal('not-found', 'This lead has no such repeat.');
  if (result === false) throw new Refusal('conflict', 'This lead changed meanwhile. Reload and try again.');
  return { lead: answered(result.lead), split: answered(result.split) };
}

/**
 * A website lead's mails, sent again through the same outbox and retry job as any failed mail.
 * Mails that were given up on (the visitor's confirmation, the firm's alert) are tried again; when
 * both went out, the visitor's confirmation is sent once more (a person who says it never
 * arrived). Either way the lead's timeline records it. 409 while the mails are still on their
 * way, and for leads that did not come from the website.
 */
export async function resendLeadMail(caller: Caller, id: string): Promise<ApiResponse<'resendLeadMail'>> {
  const lead = await getLead(id);
  if (lead?.entity !== 'lead') throw noLead();
  if (!lead.inquiryId) throw new Refusal('conflict', 'Only website inquiries send e-mails from here.');
  const now = new Date();
  const actor = leadActorOf(caller);
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
    throw new Refusal(
      'conflict',
      'The e-mails of this inquiry are still on their way: nothing to resend yet.',
    );
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
  return { id, mail: 'queued', sent };
}
