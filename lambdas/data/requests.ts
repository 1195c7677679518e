import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { serviceTitle } from '../../shared/catalogue';
import type { DashboardUser } from '../../shared/domain';
import {
  requestRangeBounds,
  requestStatuses,
  type RequestMessage,
  type RequestStatus,
  type ServiceRequest,
  type StaffContact,
} from '../../shared/portal-model';
import { tableName } from '../runtime/env';
import { createdWithin, documents, isConditionFailure, stamp } from './dynamodb';
import { queryPages, readAll } from './paging';

const REQUEST_ITEM = 'request';
const MESSAGE_PREFIX = 'msg#';

type RequestItem = ServiceRequest & { requestId: string; item: string; entity: 'request' };
const toRequest = ({ requestId: _r, item: _i, entity: _e, ...request }: RequestItem): ServiceRequest =>
  request;

/** What a client files: `newRequestSchema`'s output (GSTIN and PAN absent when not given). */
export interface RequestInput {
  id: string;
  service: string;
  description: string;
  gstin?: string;
  pan?: string;
}

/** A newly filed request: pending, its filing the first entry of its timeline. */
export function newRequest(
  client: DashboardUser,
  input: RequestInput,
  now = new Date(),
  assignee?: StaffContact,
): ServiceRequest {
  const at = now.toISOString();
  return {
    id: input.id,
    clientSub: client.sub,
    clientName: client.full_name,
    clientEmail: client.email,
    clientCompany: client.company,
    service: input.service,
    serviceTitle: serviceTitle(input.service),
    description: input.description,
    ...(input.gstin ? { gstin: input.gstin } : {}),
    ...(input.pan ? { pan: input.pan } : {}),
    status: 'pending',
    createdAt: at,
    updatedAt: at,
    history: [{ status: 'pending', at, by: client.full_name }],
    unreadForClient: 0,
    unreadForFirm: 0,
    ...(assignee ? { assignee } : {}),
  };
}

/** The table item of a request record (its partition also holds the conversation). */
export const requestItem = (request: ServiceRequest): RequestItem => ({
  ...request,
  requestId: request.id,
  item: REQUEST_ITEM,
  entity: 'request',
});

/**
 * Files a request once per id: a repeat by the same client returns the first (created false);
 * the id of someone else's request is a conflict (undefined).
 */
export async function fileRequest(
  client: DashboardUser,
  input: RequestInput,
  now = new Date(),
  assignee?: StaffContact,
): Promise<{ request: ServiceRequest; created: boolean } | undefined> {
  const request = newRequest(client, input, now, assignee);
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName('requests'),
        Item: requestItem(request),
        ConditionExpression: 'attribute_not_exists(requestId)',
      }),
    );
    return { request, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getRequest(input.id);
    return existing && existing.clientSub === client.sub ? { request: existing, created: false } : undefined;
  }
}

export async function getRequest(id: string): Promise<ServiceRequest | undefined> {
  if (!id || id.length > 100) return undefined;
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('requests'), Key: { requestId: id, item: REQUEST_ITEM } }),
  );
  return Item ? toRequest(Item as RequestItem) : undefined;
}

/** A request the caller may see: any for staff, only their own for a client (else undefined: 404). */
export async function requestFor(
  caller: { sub: string; isAdmin: boolean },
  id: string,
): Promise<ServiceRequest | undefined> {
  const request = await getRequest(id);
  return request && (caller.isAdmin || request.clientSub === caller.sub) ? request : undefined;
}

export interface RequestFilter {
  clientSub?: string;
  status?: RequestStatus;
  from?: string;
  to?: string;
  /** Admin filter: a client's name, e-mail or company contains this (case-insensitive). */
  client?: string;
}

/** Requests newest first: a client's own (byClient) or everyone's (byCreated), filtered. */
export async function listRequests(filter: RequestFilter, cap = 2000): Promise<ServiceRequest[]> {
  const { key, names, values } = createdWithin(
    filter.clientSub
      ? { attribute: 'clientSub', value: filter.clientSub }
      : { attribute: 'entity', value: 'request' },
    requestRangeBounds(filter),
  );
  let filterExpression: string | undefined;
  if (filter.status) {
    names['#s'] = 'status';
    values[':s'] = filter.status;
    filterExpression = '#s = :s';
  }
  const input: QueryCommandInput = {
    TableName: tableName('requests'),
    IndexName: filter.clientSub ? 'byClient' : 'byCreated',
    KeyConditionExpression: key,
    FilterExpression: filterExpression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
  const out = (await readAll<RequestItem>(queryPages(input), cap)).map(toRequest);
  const needle = filter.client?.toLowerCase();
  return needle
    ? out.filter((r) =>
        [r.clientName, r.clientEmail, r.clientCompany, r.clientSub].some((v) =>
          v.toLowerCase().includes(needle),
        ),
      )
    : out;
}

export function countByStatus(requests: ServiceRequest[]): Record<RequestStatus, number> {
  const counts = Object.fromEntries(requestStatuses.map((s) => [s, 0])) as Record<RequestStatus, number>;
  for (const r of requests) counts[r.status] += 1;
  return counts;
}

/** Changes a request's status and appends the change to its timeline; undefined when not found. */
export async function setRequestStatus(
  id: string,
  status: RequestStatus,
  by: string,
  now = new Date(),
): Promise<ServiceRequest | undefined> {
  const at = now.toISOString();
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('requests'),
        Key: { requestId: id, item: REQUEST_ITEM },
        UpdateExpression: 'SET #s = :s, updatedAt = :at, history = list_append(history, :h)',
        ConditionExpression: 'attribute_exists(requestId)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': status, ':at': at, ':h': [{ status, at, by }] },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRequest(Attributes as RequestItem);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The staff member handling a request, or nobody (null); undefined when there is no request. */
export async function setRequestAssignee(
  id: string,
  assignee: StaffContact | null,
  now = new Date(),
): Promise<ServiceRequest | undefined> {
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('requests'),
        Key: { requestId: id, item: REQUEST_ITEM },
        UpdateExpression: assignee
          ? 'SET assignee = :a, updatedAt = :at'
          : 'REMOVE assignee SET updatedAt = :at',
        ConditionExpression: 'attribute_exists(requestId)',
        ExpressionAttributeValues: { ':at': now.toISOString(), ...(assignee ? { ':a': assignee } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRequest(Attributes as RequestItem);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A request's conversation, oldest first. */
export async function listMessages(requestId: string): Promise<RequestMessage[]> {
  const items = await readAll<RequestMessage & { item: string }>(
    queryPages({
      TableName: tableName('requests'),
      // ITEM is a reserved word in DynamoDB expressions.
      KeyConditionExpression: 'requestId = :r AND begins_with(#i, :m)',
      ExpressionAttributeNames: { '#i': 'item' },
      ExpressionAttributeValues: { ':r': requestId, ':m': MESSAGE_PREFIX },
    }),
  );
  return items.map(({ item: _i, ...message }) => message);
}

/** Stores a message and counts it unread for the other side, in one transaction. */
export async function addMessage(
  request: ServiceRequest,
  from: 'client' | 'firm',
  authorName: string,
  body: string,
  now = new Date(),
): Promise<RequestMessage> {
  const id = stamp(now);
  const message: RequestMessage = {
    id,
    requestId: request.id,
    from,
    authorName,
    body,
    at: now.toISOString(),
  };
  const unread = from === 'client' ? 'unreadForFirm' : 'unreadForClient';
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName('requests'),
            Item: { ...message, item: `${MESSAGE_PREFIX}${id}` },
            ConditionExpression: 'attribute_not_exists(#i)',
            ExpressionAttributeNames: { '#i': 'item' },
          },
        },
        {
          Update: {
            TableName: tableName('requests'),
            Key: { requestId: request.id, item: REQUEST_ITEM },
            UpdateExpression: `ADD ${unread} :one SET lastMessageAt = :at, updatedAt = :at`,
            ConditionExpression: 'attribute_exists(requestId)',
            ExpressionAttributeValues: { ':one': 1, ':at': message.at },
          },
        },
      ],
    }),
  );
  return message;
}

/** The reader's side of a conversation has seen everything. */
export async function markConversationRead(request: ServiceRequest, side: 'client' | 'firm'): Promise<void> {
  const field = side === 'client' ? 'unreadForClient' : 'unreadForFirm';
  if (!request[field]) return;
  await documents.send(
    new UpdateCommand({
      TableName: tableName('requests'),
      Key: { requestId: request.id, item: REQUEST_ITEM },
      UpdateExpression: `SET ${field} = :zero`,
      ExpressionAttributeValues: { ':zero': 0 },
    }),
  );
}
