import { readSecret, saveSecret } from './secrets';

/**
 * Each Meta lead ads endpoint's Page access token, kept in one secret (shared/secrets.ts) as a
 * JSON object by endpoint id. Never logged, never answered: screens see whether one is set.
 */

const tokensOf = (byEndpoint: string): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(byEndpoint);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The endpoint's Page access token, when one is saved. */
export async function pageTokenOf(endpointId: string): Promise<string | undefined> {
  const token = tokensOf((await readSecret('metaPageTokens')).byEndpoint)[endpointId];
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * Saves (or, with null, forgets) the endpoint's token. The secret is read afresh first, so a token
 * saved for another endpoint a moment ago is kept. Two partners saving at the same second for two
 * endpoints could still race: Secrets Manager has no conditional write, and a lost token shows at
 * once as "not set".
 */
export async function savePageToken(endpointId: string, token: string | null): Promise<void> {
  const tokens = tokensOf((await readSecret('metaPageTokens', Number.POSITIVE_INFINITY)).byEndpoint);
  if (token) tokens[endpointId] = token;
  else delete tokens[endpointId];
  await saveSecret('metaPageTokens', { byEndpoint: JSON.stringify(tokens) });
}
