import type { ApiResponse } from '../shared/api-types';
import { inviteRequestSchema } from '../shared/client-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, log, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { inviteClientAccount } from './data/invitations';
import { actOnLead } from './data/lead-activity';
import { answered, getLead } from './data/leads';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/{id}/conversion: the lead's person invited as a client, with the details as the
 * admin confirmed them (prefilled from the lead); then the lead marked converted and linked to the
 * client, whose advisor becomes the lead's owner. 404 for no such lead (and no account made); 409
 * when the lead was converted already or an account with the e-mail exists.
 */
export const handler = createHandler(
  'convertLead',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = inviteRequestSchema.safeParse(readJsonObject(event, 'convertLead'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const lead = await getLead(id);
    if (lead?.entity !== 'lead') throw new HttpError(404, 'No lead with this id.');
    if (lead.clientSub) throw new HttpError(409, 'This lead was converted to a client already.');
    const input = parsed.data;
    const client = await inviteClientAccount(input, event, {
      fromLeadId: lead.id,
      ...(lead.ownerSub ? { advisorSub: lead.ownerSub } : {}),
    });
    if (!client) throw new HttpError(409, `An account with the e-mail ${input.email} already exists.`);
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
        actor: { sub: caller.sub, name: caller.profile.full_name },
        client: { sub: client.sub, email: client.email },
      },
    );
    if (typeof result === 'string') {
      // Converted by someone else in the same moment: the account made here stays (its invitation
      // is on its way), and the answer says so rather than pretending the lead is linked to it.
      log('error', 'lead converted twice at once', { id: lead.id, client: client.sub });
      throw new HttpError(409, 'This lead was converted to a client already.');
    }
    return json(201, { client, lead: answered(result.lead) } satisfies ApiResponse<'convertLead'>);
  },
  getDashboardUser,
);
