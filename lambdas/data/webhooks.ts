import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookDelivery, WebhookEndpoint } from '../../shared/domain';
import type {
  FieldMap,
  LastPayload,
  MetaConnection,
  SourceType,
  WebhookEndpointView,
} from '../../shared/lead-platforms';
import { DELIVERY_LOG_SIZE, SECRET_OVERLAP_HOURS } from '../../shared/webhooks';
import { tableName } from '../runtime/env';
import { documents, isConditionFailure } from './dynamodb';
import { queryPages, readAll } from './paging';

export interface SigningSecret {
  value: string;
  createdAt: string;
  /** Set on the previous secret at a rotation. */
  expiresAt?: string;
}

/**
 * The stored item: the endpoint plus its secrets, which never leave the server except once.
 * `sourceType` is absent on endpoints made before types existed (they are generic);
 * `platformKey` is the value the admin pastes into the platform (made here, shown on the
 * endpoint's page); `appSecret` is Meta's app secret, entered by the admin and never shown again.
 */
export interface WebhookItem extends Omit<WebhookEndpoint, 'signed'> {
  secrets?: SigningSecret[];
  sourceType?: SourceType;
  platformKey?: string;
  appSecret?: string;
  fieldMap?: FieldMap;
  /** A custom endpoint's last payload, kept for the field map's preview (not listed with endpoints). */
  lastPayload?: LastPayload;
  /** A Meta endpoint: when its Page access token was saved (the token is in its secret). */
  pageTokenSetAt?: string;
  /** A Meta endpoint: the last check of its connection. */
  connection?: MetaConnection;
}

export const sourceTypeOf = (item: WebhookItem): SourceType => item.sourceType ?? 'generic';

export const publicEndpoint = ({
  secrets,
  appSecret,
  lastPayload: _last,
  ...item
}: WebhookItem): WebhookEndpointView => ({
  ...item,
  sourceType: sourceTypeOf(item),
  signed: (secrets ?? []).length > 0,
  ...(item.sourceType === 'meta' ? { appSecretSet: Boolean(appSecret) } : {}),
});

/** 256 random bits, URL-safe: what a platform sends back to prove it is the one we told. */
export const newPlatformKey = () => randomBytes(32).toString('base64url');

/** 256 random bits, URL-safe: the endpoint URL cannot be guessed. */
export const newEndpointId = () => randomBytes(32).toString('base64url');

/**
 * The webhooks table also holds items that are not endpoints (the lead sources, '#lead-sources'):
 * every read and write here is bounded to endpoints, by the id's shape (43 URL-safe characters,
 * as newEndpointId makes them) and by the attribute only endpoints carry (entity 'webhook').
 */
export const isEndpointId = (id: string) => /^[A-Za-z0-9_-]{43}$/.test(id);
const ENDPOINT = {
  ConditionExpression: 'entity = :webhook',
  values: { ':webhook': 'webhook' },
} as const;

export async function getWebhook(id: string): Promise<WebhookItem | undefined> {
  if (!isEndpointId(id)) return undefined;
  const { Item } = await documents.send(new GetCommand({ TableName: tableName('webhooks'), Key: { id } }));
  return Item?.entity === 'webhook' ? (Item as WebhookItem) : undefined;
}

/** How long a container reuses an active endpoint it read for a delivery. */
export const RECENT_ENDPOINT_MS = 1000;
const recentEndpoints = new Map<string, { item: WebhookItem; until: number }>();

/**
 * The endpoint a delivery names, for the receiver: an active endpoint read within the last
 * second by this container is used again, so a burst of deliveries reads it once rather than once
 * each. `fresh` says whether it was read just now; the receiver reads it again before refusing a
 * delivery (401, 403, 422), so a rotated secret or key, or a field map the delivery fits only
 * now, counts at once. Other changes (a field map the delivery fits either way, an old key or
 * secret replaced, the endpoint deactivated or deleted) take up to one more second in a warm
 * container.
 */
export async function endpointForDelivery(
  id: string,
  now = Date.now(),
): Promise<{ endpoint: WebhookItem | undefined; fresh: boolean }> {
  const recent = recentEndpoints.get(id);
  if (recent && recent.until > now) return { endpoint: recent.item, fresh: false };
  const endpoint = await getWebhook(id);
  if (endpoint?.active) {
    // Bounded: only endpoints that exist are kept, and the firm has a handful.
    if (recentEndpoints.size >= 100) recentEndpoints.clear();
    recentEndpoints.set(id, { item: endpoint, until: now + RECENT_ENDPOINT_MS });
  } else {
    recentEndpoints.delete(id);
  }
  return { endpoint, fresh: true };
}

/** Forgets an endpoint read for a delivery, so the next delivery reads it again. */
export const forgetEndpoint = (id: string) => void recentEndpoints.delete(id);

export async function listWebhooks(): Promise<WebhookItem[]> {
  return readAll<WebhookItem>(
    queryPages({
      TableName: tableName('webhooks'),
      IndexName: 'byCreated',
      KeyConditionExpression: 'entity = :e',
      ExpressionAttributeValues: { ':e': 'webhook' },
      ScanIndexForward: false,
    }),
  );
}

export async function createWebhook(input: {
  name: string;
  active: boolean;
  sourceType: SourceType;
  appSecret?: string;
}): Promise<WebhookItem> {
  const item: WebhookItem = {
    id: newEndpointId(),
    entity: 'webhook',
    name: input.name,
    active: input.active,
    sourceType: input.sourceType,
    ...(input.sourceType === 'generic' ? {} : { platformKey: newPlatformKey() }),
    ...(input.sourceType === 'meta' && input.appSecret ? { appSecret: input.appSecret } : {}),
    createdAt: new Date().toISOString(),
  };
  await documents.send(
    new PutCommand({
      TableName: tableName('webhooks'),
      Item: item,
      ConditionExpression: 'attribute_not_exists(id)',
    }),
  );
  return item;
}

/** Changes name, active and/or the field map; undefined when there is no such endpoint. */
export async function updateWebhook(
  id: string,
  change: { name?: string; active?: boolean; fieldMap?: FieldMap },
): Promise<WebhookItem | undefined> {
  if (!isEndpointId(id)) return undefined;
  const sets = ['updatedAt = :now'];
  const values: Record<string, unknown> = { ':now': new Date().toISOString(), ...ENDPOINT.values };
  const names: Record<string, string> = {};
  if (change.name !== undefined) {
    sets.push('#name = :name');
    names['#name'] = 'name';
    values[':name'] = change.name;
  }
  if (change.active !== undefined) {
    sets.push('active = :active');
    values[':active'] = change.active;
  }
  if (change.fieldMap !== undefined) {
    sets.push('fieldMap = :fieldMap');
    // An empty path unmaps its field.
    values[':fieldMap'] = Object.fromEntries(Object.entries(change.fieldMap).filter(([, path]) => path));
  }
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('webhooks'),
        Key: { id },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: ENDPOINT.ConditionExpression,
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as WebhookItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export async function deleteWebhook(id: string): Promise<boolean> {
  if (!isEndpointId(id)) return false;
  try {
    await documents.send(
      new DeleteCommand({
        TableName: tableName('webhooks'),
        Key: { id },
        ConditionExpression: ENDPOINT.ConditionExpression,
        ExpressionAttributeValues: ENDPOINT.values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Keeps a custom endpoint's latest payload (its raw text, at most 16 KB) for the mapping preview. */
export async function keepLastPayload(id: string, raw: string, now = new Date()): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: tableName('webhooks'),
      Key: { id },
      UpdateExpression: 'SET lastPayload = :p',
      ConditionExpression: ENDPOINT.ConditionExpression,
      ExpressionAttributeValues: {
        ':p': { at: now.toISOString(), body: raw.slice(0, 16 * 1024) },
        ...ENDPOINT.values,
      },
    }),
  );
}

/**
 * Records a Meta endpoint's connection state: when its token was saved (null: removed, which
 * forgets the last check too), and the last check's outcome. Undefined when there is no endpoint.
 */
export async function recordMetaState(
  id: string,
  state: { pageTokenSetAt?: string | null; connection?: MetaConnection },
): Promise<WebhookItem | undefined> {
  if (!isEndpointId(id)) return undefined;
  const sets: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ...ENDPOINT.values };
  // CONNECTION is one of DynamoDB's reserved words: named through #connection.
  if (state.pageTokenSetAt === null) remove.push('pageTokenSetAt', '#connection');
  else if (state.pageTokenSetAt) {
    sets.push('pageTokenSetAt = :set');
    values[':set'] = state.pageTokenSetAt;
  }
  if (state.connection) {
    sets.push('#connection = :connection');
    values[':connection'] = state.connection;
  }
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('webhooks'),
        Key: { id },
        UpdateExpression: [
          sets.length ? `SET ${sets.join(', ')}` : '',
          remove.length ? `REMOVE ${remove.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' '),
        ConditionExpression: ENDPOINT.ConditionExpression,
        ...(remove.includes('#connection') || state.connection
          ? { ExpressionAttributeNames: { '#connection': 'connection' } }
          : {}),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as WebhookItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Standard Webhooks secret format: whsec_ and 24 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * A new signing secret; the current one stays valid for 24 hours so that senders can switch
 * without losing deliveries. Expired ones are dropped.
 */
export async function rotateSecret(id: string, now = new Date()): Promise<string | undefined> {
  const item = await getWebhook(id);
  if (!item) return undefined;
  const overlapEnd = new Date(now.getTime() + SECRET_OVERLAP_HOURS * 3600_000).toISOString();
  const kept = (item.secrets ?? [])
    .filter((s) => !s.expiresAt || s.expiresAt > now.toISOString())
    .map((s) => ({ ...s, expiresAt: s.expiresAt ?? overlapEnd }));
  const value = newSigningSecret();
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName('webhooks'),
        Key: { id },
        UpdateExpression: 'SET secrets = :s, updatedAt = :now',
        ConditionExpression: ENDPOINT.ConditionExpression,
        ExpressionAttributeValues: {
          ':s': [{ value, createdAt: now.toISOString() }, ...kept],
          ':now': now.toISOString(),
          ...ENDPOINT.values,
        },
      }),
    );
  } catch (error) {
    // Deleted between the read and the write.
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  return value;
}

/** Secrets a delivery may be signed with now. */
export const validSecrets = (item: WebhookItem, now = new Date()) =>
  (item.secrets ?? []).filter((s) => !s.expiresAt || s.expiresAt > now.toISOString()).map((s) => s.value);

/**
 * Logs one delivery on its endpoint. `suffix` makes the entry's key deterministic (a stream
 * record handled twice then writes the same entry); otherwise it is random.
 */
export async function recordDelivery(
  delivery: Omit<WebhookDelivery, 'at'>,
  now = new Date(),
  suffix = randomBytes(4).toString('hex'),
): Promise<void> {
  const at = `${now.toISOString()}#${suffix}`;
  await documents.send(
    new PutCommand({
      TableName: tableName('webhookDeliveries'),
      Item: { ...delivery, at, expiresAt: Math.floor(now.getTime() / 1000) + 30 * 86400 },
    }),
  );
}

export async function listDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  if (!isEndpointId(endpointId)) return [];
  const { Items } = await documents.send(
    new QueryCommand({
      TableName: tableName('webhookDeliveries'),
      KeyConditionExpression: 'endpointId = :id',
      ExpressionAttributeValues: { ':id': endpointId },
      ScanIndexForward: false,
      Limit: DELIVERY_LOG_SIZE,
    }),
  );
  return ((Items ?? []) as (WebhookDelivery & { expiresAt?: number })[]).map(({ expiresAt: _e, ...d }) => ({
    ...d,
    at: d.at.split('#')[0]!,
  }));
}
