import type { ApiResponse } from '../shared/api-types';
import { inviteSchema, MAX_PORTAL_BODY_BYTES } from '../shared/portal';
import { createHandler } from './core/handler';
import { HttpError, json, log, pathId, readJsonObject, validationError } from './core/http';
import { inviteClientAccount } from './data/invitations';
import { actOnLead } from './data/lead-activity';
import { getLead } from './data/leads';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/{id}/convert: invites the lead's person as a portal client (the details as the
 * admin confirmed them, prefilled from the lead), then marks the lead converted and linked to
 * the client. The lead's owner becomes the client's advisor. 409 when the lead was converted
 * already or an account with the e-mail exists.
 */
export const handler = createHandler(
  'convertLead',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = inviteSchema.safeParse(readJsonObject(event, MAX_PORTAL_BODY_BYTES));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const lead = await getLead(id);
    if (lead?.entity !== 'lead') throw new HttpError(404, 'No lead with this id.');
    if (lead.clientSub) throw new HttpError(409, 'This lead was converted to a client already.');
    const client = await inviteClientAccount(parsed.data, event, {
      fromLeadId: id,
      ...(lead.ownerSub ? { advisorSub: lead.ownerSub } : {}),
    });
    if (!client) throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists.`);
    const result = await actOnLead(
      id,
      {
        set: ['#s = :s', 'clientSub = :c'],
        names: { '#s': 'status' },
        values: { ':s': 'converted', ':c': client.sub },
        condition: 'attribute_not_exists(clientSub)',
        responds: true,
      },
      {
        action: 'converted',
        actor: { sub: caller.sub, name: caller.profile.full_name },
        client: { sub: client.sub, email: client.email },
      },
    );
    if (typeof result === 'string') {
      // Converted by someone else in the same moment: the account made here stays (its invitation
      // is on its way), and the answer says so rather than pretending the lead is linked to it.
      log('error', 'lead converted twice at once', { id, client: client.sub });
      throw new HttpError(409, 'This lead was converted to a client already.');
    }
    const { searchText: _s, ...shown } = result.lead;
    return json(201, { lead: shown, client } satisfies ApiResponse<'convertLead'>);
  },
  getDashboardUser,
);
