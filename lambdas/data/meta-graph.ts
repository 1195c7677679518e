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

/** Where the Graph API is: Facebook's, or the local stack's stand-in (infra/local/graph-local.ts). */
const graphBase = () => process.env.GRAPH_API_URL ?? 'https://graph.facebook.com';

const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.optional(z.number()),
    error_subcode: z.optional(z.number()),
  }),
});

/**
 * The Graph API's refusal in the firm's words, by its documented codes
 * (https://developers.facebook.com/docs/graph-api/guides/error-handling): 190 a token that is not
 * valid (subcode 463: expired), 10 and 200-299 a permission the token lacks, 100 an object that
 * does not exist or cannot be read.
 */
export function describeGraphRefusal(body: unknown, status: number): string {
  const parsed = graphErrorSchema.safeParse(body);
  if (!parsed.success) return `Facebook answered with status ${status}.`;
  const { message, code, error_subcode: subcode } = parsed.data.error;
  if (code === 190 && subcode === 463)
    return `The Page access token has expired: make a new one and save it here. (Facebook: ${message})`;
  if (code === 190)
    return `Facebook does not accept the Page access token: check that it was pasted whole. (Facebook: ${message})`;
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299))
    return `The Page access token lacks a permission: it needs leads_retrieval and pages_manage_ads for the Page. (Facebook: ${message})`;
  return `Facebook refused: ${message}`;
}

/** Reads from the Graph API with a Page access token; `fetch` is given so tests need no network. */
export function graphClient(accessToken: string, fetchImpl: Fetch = fetch) {
  /** A GET of the Graph API, its JSON; a refusal or an unreachable Graph API as a GraphLeadError. */
  async function get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const params = new URLSearchParams({ ...query, access_token: accessToken });
    let res: Response;
    try {
      res = await fetchImpl(`${graphBase()}/${GRAPH_VERSION}/${path}?${params}`);
    } catch {
      throw new GraphLeadError('bad-gateway', 'Facebook could not be reached; it will be tried again.');
    }
    const body: unknown = await res.json().catch(() => undefined);
    // A 5xx answer makes Meta deliver a notification again later, so no lead is lost.
    if (!res.ok) throw new GraphLeadError('bad-gateway', describeGraphRefusal(body, res.status));
    return body;
  }
  return {
    async lead(leadgenId: string): Promise<GraphLead> {
      if (!/^\d{1,30}$/.test(leadgenId))
        throw new GraphLeadError('unprocessable', 'The leadgen_id is not a Facebook lead id.');
      const parsed = graphLeadSchema.safeParse(await get(leadgenId, { fields: FIELDS }));
      if (!parsed.success)
        throw new GraphLeadError('bad-gateway', 'Facebook answered with a lead we could not read.');
      return parsed.data;
    },
    /** The Page the token belongs to. */
    async page(): Promise<{ id: string; name: string }> {
      const parsed = z
        .object({ id: z.string(), name: z.string() })
        .safeParse(await get('me', { fields: 'id,name' }));
      if (!parsed.success)
        throw new GraphLeadError('bad-gateway', 'Facebook answered with a Page we could not read.');
      return parsed.data;
    },
    /** Refused unless the token may read the Page's lead forms (and so their leads). */
    async readsLeads(pageId: string): Promise<void> {
      await get(`${pageId}/leadgen_forms`, { limit: '1', fields: 'id' });
    },
  };
}

export type GraphClient = ReturnType<typeof graphClient>;
