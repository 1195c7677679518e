import type { SourceType } from '../../../shared/lead-platforms';
import { HttpError } from '../../core/http';
import { keepLastPayload, type WebhookItem } from '../../data/webhooks';
import { parseJsonObject, verifyUrlKey, type Payload, type PlatformLead } from './common';
import { mapCustomLead } from './custom';
import { mapGoogleAdsLead, verifyGoogleKey } from './google-ads';
import { mapIndiaMartLead } from './indiamart';
import { metaLeads, verifyMetaSignature } from './meta';
import type { GraphClient } from '../../data/meta-graph';
import { mapTypeformLead, verifyTypeformSignature } from './typeform';
import { mapWordPressLead } from './wordpress';

export type { PlatformLead } from './common';

/** A delivery as it arrived: its raw body, a header reader and the URL's query. */
export interface Incoming {
  raw: string;
  header: (name: string) => string | undefined;
  query: Record<string, string | undefined>;
  /** A sample from "Send test": not kept as a custom endpoint's last payload. */
  sample?: boolean;
}

/** Form-encoded bodies as a flat object, anything else as JSON (plugins differ in the type they send). */
function formOrJson(incoming: Incoming): Payload {
  const type = (incoming.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    if (!incoming.raw.trim()) throw new HttpError(400, 'The request body is empty.');
    return Object.fromEntries(new URLSearchParams(incoming.raw));
  }
  return parseJsonObject(incoming.raw);
}

/**
 * Proves a platform delivery came from the platform, then reads its leads. The proof comes first
 * whenever it does not need the body (signatures, URL keys), so an unproven body is never parsed;
 * Google's key is in the body, so it is checked right after parsing. Refusals are 401 (no proof)
 * or 403 (wrong proof) and store nothing.
 */
export async function readPlatformDelivery(
  type: Exclude<SourceType, 'generic'>,
  endpoint: WebhookItem,
  incoming: Incoming,
  graph: GraphClient | undefined,
): Promise<PlatformLead[]> {
  switch (type) {
    case 'google-ads': {
      const payload = parseJsonObject(incoming.raw);
      verifyGoogleKey(payload, endpoint.platformKey);
      return [mapGoogleAdsLead(payload)];
    }
    case 'meta':
      verifyMetaSignature(incoming.raw, incoming.header('x-hub-signature-256'), endpoint.appSecret);
      return metaLeads(parseJsonObject(incoming.raw), graph);
    case 'indiamart':
      verifyUrlKey(incoming.query.key, endpoint.platformKey);
      return [mapIndiaMartLead(parseJsonObject(incoming.raw))];
    case 'typeform':
      verifyTypeformSignature(incoming.raw, incoming.header('typeform-signature'), endpoint.platformKey);
      return [mapTypeformLead(parseJsonObject(incoming.raw))];
    case 'wordpress':
      verifyUrlKey(incoming.query.key, endpoint.platformKey);
      return [mapWordPressLead(formOrJson(incoming))];
    case 'custom': {
      verifyUrlKey(incoming.query.key, endpoint.platformKey);
      const payload = formOrJson(incoming);
      // Kept before mapping, so the admin can map a payload the current map does not yet read.
      if (!incoming.sample) await keepLastPayload(endpoint.id, incoming.raw);
      return [mapCustomLead(payload, endpoint.fieldMap ?? {})];
    }
  }
}
