import { Refusal } from '../../shared/refusal';
import * as z from '../../shared/zod';

/**
 * The Graph API's lead: what a lead ads notification names only by id
 * (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/retrieving).
 */
export const GRAPH_VERSION = 'v21.0';
const FIELDS = 'id,created_time,field_data,form_id,campaign_id,ad_id,is_organic';

const graphLeadSchema = z.object({
  id: z.string(),
  created_time: z.optional(z.string()),
  field_data: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  form_id: z.optional(z.string()),
  campaign_id: z.optional(z.string()),
  ad_id: z.optional(z.string()),
  is_organic: z.optional(z.boolean()),
});
export type GraphLead = z.infer<typeof graphLeadSchema>;

/**
 * The Graph API could not give the lead: an id that is no lead's, or Facebook failing or refusing.
 * Its words are what the sender is answered (a 5xx makes Meta deliver the notification again),
 * so it is a Refusal (shared/refusal.ts) that core maps as it is.
 */
export class GraphLeadError extends Refusal {
  override name = 'GraphLeadError';
}

export type Fetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

/** Reads leads from the Graph API with a Page access token; `fetch` is given so tests need no network. */
export function graphClient(accessToken: string, fetchImpl: Fetch = fetch) {
  return {
    async lead(leadgenId: string): Promise<GraphLead> {
      if (!/^\d{1,30}$/.test(leadgenId))
        throw new GraphLeadError('unprocessable', 'The leadgen_id is not a Facebook lead id.');
      const url =
        `https://graph.facebook.com/${GRAPH_VERSION}/${leadgenId}` +
        `?fields=${FIELDS}&access_token=${encodeURIComponent(accessToken)}`;
      let res: Response;
      try {
        res = await fetchImpl(url);
      } catch {
        throw new GraphLeadError(
          'bad-gateway',
          'Facebook could not be reached for the lead details; it will send the lead again.',
        );
      }
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
        // A 5xx answer makes Meta deliver the notification again later, so the lead is not lost.
        throw new GraphLeadError(
          'bad-gateway',
          `Facebook refused the lead details: ${message.success ? message.data.error.message : `status ${res.status}`}`,
        );
      }
      const parsed = graphLeadSchema.safeParse(body);
      if (!parsed.success)
        throw new GraphLeadError('bad-gateway', 'Facebook answered with a lead we could not read.');
      return parsed.data;
    },
  };
}

export type GraphClient = ReturnType<typeof graphClient>;

/**
 * Where the Page access token comes from: configuration (the function's environment). Until the
 * token has a home of its own per endpoint, a notification without the lead's answers can only be
 * completed where this is set; elsewhere it is answered 503 and Meta sends it again.
 */
export function configuredGraphClient(): GraphClient | undefined {
  const token = process.env.META_GRAPH_ACCESS_TOKEN;
  return token ? graphClient(token) : undefined;
}
