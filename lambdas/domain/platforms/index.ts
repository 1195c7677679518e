import type { SourceType } from '../../../shared/lead-platforms';
import { Refusal } from '../../../shared/refusal';
import { parseJsonObject, verifyUrlKey, type EndpointProof, type Payload, type PlatformLead } from './common';
import { mapCustomLead } from './custom';
import { mapGoogleAdsLead, verifyGoogleKey } from './google-ads';
import { mapIndiaMartLead } from './indiamart';
import { metaLeads, verifyMetaSignature, type GraphLeadReader } from './meta';
import { mapTypeformLead, verifyTypeformSignature } from './typeform';
import { mapWordPressLead } from './wordpress';

export type { EndpointProof, PlatformLead } from './common';

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
    if (!incoming.raw.trim()) throw new Refusal('invalid', 'The request body is empty.');
    return Object.fromEntries(new URLSearchParams(incoming.raw));
  }
  return parseJsonObject(incoming.raw);
}

/**
 * Proves a platform delivery came from the platform, then reads its leads. The proof comes first
 * whenever it does not need the body (signatures, URL keys), so an unproven body is never parsed;
 * Google's key is in the body, so it is checked right after parsing. Refusals are 401 (no proof)
 * or 403 (wrong proof) and store nothing. What needs I/O is handed in by the use case: the Graph API
 * reader (a Meta notification without its answers), and the keeping of a custom endpoint's payload.
 */
export async function readPlatformDelivery(
  type: Exclude<SourceType, 'generic'>,
  endpoint: EndpointProof,
  incoming: Incoming,
  io: { graph?: GraphLeadReader; keepPayload?: (raw: string) => Promise<void> },
): Promise<PlatformLead[]> {
  switch (type) {
    case 'google-ads': {
      const payload = parseJsonObject(incoming.raw);
      verifyGoogleKey(payload, endpoint.platformKey);
      return [mapGoogleAdsLead(payload)];
    }
    case 'meta':
      verifyMetaSignature(incoming.raw, incoming.header('x-hub-signature-256'), endpoint.appSecret);
      return metaLeads(parseJsonObject(incoming.raw), io.graph);
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
      if (!incoming.sample) await io.keepPayload?.(incoming.raw);
      return [mapCustomLead(payload, endpoint.fieldMap ?? {})];
    }
  }
}
