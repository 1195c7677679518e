import { observedHandler } from './runtime/observability';
import { checkMetaConnections } from './use-cases/meta-connections';

/**
 * Each morning (8:30 in India): every Meta lead ads endpoint's Page access token checked against
 * the Graph API; one that stopped working is told to the firm once (its inbox and new-lead address).
 */
export const handler = observedHandler(async () => checkMetaConnections());
