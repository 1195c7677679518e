import http from 'node:http';

/**
 * The local stack's Facebook Graph API, for what the product asks of it with a Page access token:
 * the Page the token belongs to (`GET /{version}/me`), whether it may read the Page's lead forms
 * (`GET /{version}/{page-id}/leadgen_forms`), and a lead by its id (`GET /{version}/{lead-id}`).
 * It refuses what the Graph API refuses, in its error shape
 * (https://developers.facebook.com/docs/graph-api/guides/error-handling):
 * - a token it does not know: code 190, OAuthException, HTTP 400;
 * - an expired one: code 190 with subcode 463;
 * - a token without the `leads_retrieval` permission reading leads: code 200, HTTP 403;
 * - a lead id that is no lead's: code 100, "Unsupported get request", HTTP 400.
 *
 * Tokens and leads are given to it as Meta would have them, through `/_local/tokens` and
 * `/_local/leads` (tests, and the demo's seed). Nothing else is answered (404, code 803).
 */

export interface GraphToken {
  token: string;
  pageId: string;
  pageName: string;
  permissions: string[];
  expired?: boolean;
}

export interface GraphLeadRecord {
  id: string;
  pageId: string;
  created_time?: string;
  form_id?: string;
  campaign_id?: string;
  field_data: { name: string; values: string[] }[];
}

const graphError = (
  res: http.ServerResponse,
  status: number,
  error: { message: string; type: string; code: number; error_subcode?: number },
) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { ...error, fbtrace_id: 'LocalGraphStandIn' } }));
};

export function createLocalGraph(): { server: http.Server } {
  const tokens = new Map<string, GraphToken>();
  const leads = new Map<string, GraphLeadRecord>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && (url.pathname === '/_local/tokens' || url.pathname === '/_local/leads')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as GraphToken &
          GraphLeadRecord;
        if (url.pathname === '/_local/tokens') tokens.set(body.token, body);
        else leads.set(body.id, body);
        res.writeHead(204).end();
        return;
      }
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method !== 'GET' || !/^v\d+\.\d+$/.test(parts[0] ?? '') || parts.length < 2) {
        graphError(res, 404, { message: 'Unknown path components', type: 'OAuthException', code: 803 });
        return;
      }
      const given = url.searchParams.get('access_token') ?? '';
      const token = tokens.get(given);
      if (!token) {
        graphError(res, 400, {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
        });
        return;
      }
      if (token.expired) {
        graphError(res, 400, {
          message: 'Error validating access token: Session has expired.',
          type: 'OAuthException',
          code: 190,
          error_subcode: 463,
        });
        return;
      }
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const needsLeads = () => {
        if (token.permissions.includes('leads_retrieval')) return false;
        graphError(res, 403, {
          message: '(#200) Requires leads_retrieval permission to manage the object',
          type: 'OAuthException',
          code: 200,
        });
        return true;
      };
      const [, first, second] = parts;
      if (first === 'me' && !second) return json({ id: token.pageId, name: token.pageName });
      if (first === token.pageId && second === 'leadgen_forms') {
        if (needsLeads()) return;
        return json({ data: [] });
      }
      const lead = second ? undefined : leads.get(first ?? '');
      if (!lead || lead.pageId !== token.pageId) {
        graphError(res, 400, {
          message: `Unsupported get request. Object with ID '${first}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        });
        return;
      }
      if (needsLeads()) return;
      const { pageId: _p, ...shown } = lead;
      json(shown);
    });
  });
  return { server };
}
