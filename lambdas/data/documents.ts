import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ChecklistItem, DocumentFile, FileStatus } from '../../shared/documents';
import { tableName } from '../runtime/env';
import { documents, isConditionFailure } from './dynamodb';
import { queryPages, readAll } from './paging';

/**
 * The documents table: per service request, its checklist items ('check#<id>') and its files
 * ('file#<id>'). A file record holds its object's key, which only the server makes and reads.
 */
const CHECK = 'check#';
const FILE = 'file#';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type StoredFile = DocumentFile & { key: string };
/**
 * What records carry for the client and outstanding indexes (see the table's definition), never
 * answered: the client's sub on every record, `fileAt` on files, `dueKey` on checklist items, and
 * `openClient` and `openQueue` on items the firm still waits for (requested or rejected).
 */
type IndexFields = {
  clientSub?: string;
  fileAt?: string;
  dueKey?: string;
  openClient?: string;
  openQueue?: string;
};
export type FileRecord = StoredFile & { item: string } & IndexFields;
export type ItemRecord = ChecklistItem & { item: string } & IndexFields;

/** An outstanding item's value of `openQueue`; items without a due date sort last by `dueKey`. */
export const OPEN_QUEUE = 'open';
export const NO_DUE_DATE = '9999-12-31';
export const dueKeyOf = (dueDate: string | undefined) => dueDate || NO_DUE_DATE;

export const toItem = ({
  item: _i,
  clientSub: _c,
  fileAt: _f,
  dueKey: _d,
  openClient: _o,
  openQueue: _q,
  ...rest
}: ItemRecord): ChecklistItem => rest;
export const toFile = ({
  item: _i,
  clientSub: _c,
  fileAt: _f,
  dueKey: _d,
  openClient: _o,
  openQueue: _q,
  ...rest
}: FileRecord): StoredFile => rest;
/** A file as the API answers it: without its object key. */
export const publicFile = ({ key: _k, ...file }: StoredFile): DocumentFile => file;

/** Files that exist for the people involved: arrived and not taken back. */
export const LISTED_FILE_STATUSES: readonly FileStatus[] = ['uploaded', 'accepted', 'rejected'];

/** A request's checklist (oldest first) and its listed files (oldest first). */
export async function listDocuments(
  requestId: string,
): Promise<{ items: ChecklistItem[]; files: StoredFile[] }> {
  const records = await readAll<Record<string, unknown> & { item: string }>(
    queryPages({
      TableName: tableName('documents'),
      KeyConditionExpression: 'requestId = :r',
      ExpressionAttributeValues: { ':r': requestId },
      ConsistentRead: true,
    }),
  );
  const byCreated = (a: { createdAt: string }, b: { createdAt: string }) =>
    a.createdAt.localeCompare(b.createdAt);
  const items = records
    .filter((r) => r.item.startsWith(CHECK))
    .map((r) => toItem(r as unknown as ItemRecord))
    .sort(byCreated);
  const files = records
    .filter((r) => r.item.startsWith(FILE))
    .map((r) => toFile(r as unknown as FileRecord))
    .filter((f) => LISTED_FILE_STATUSES.includes(f.status))
    .sort(byCreated);
  return { items, files };
}

/**
 * Adds checklist items, all or none, marked 'new': the client does not see them, and they are on
 * no outstanding list, until the firm tells the client (`publishChecklistChanges`).
 */
export async function addChecklistItems(
  requestId: string,
  inputs: { title: string; note?: string; dueDate?: string }[],
  now = new Date(),
): Promise<ChecklistItem[]> {
  const at = now.toISOString();
  const items: ChecklistItem[] = inputs.map((input, i) => ({
    id: randomUUID(),
    requestId,
    title: input.title,
    ...(input.note ? { note: input.note } : {}),
    ...(input.dueDate ? { dueDate: input.dueDate } : {}),
    status: 'pending',
    notice: 'new',
    // Apart by a millisecond each, so the list keeps the order they were given in.
    createdAt: new Date(now.getTime() + i).toISOString(),
    updatedAt: at,
  }));
  await documents.send(
    new TransactWriteCommand({
      TransactItems: items.map((item) => ({
        Put: {
          TableName: tableName('documents'),
          Item: { ...item, dueKey: dueKeyOf(item.dueDate), item: `${CHECK}${item.id}` },
          ConditionExpression: 'attribute_not_exists(#i)',
          ExpressionAttributeNames: { '#i': 'item' },
        },
      })),
    }),
  );
  return items;
}

export async function getChecklistItem(
  requestId: string,
  itemId: string,
): Promise<ChecklistItem | undefined> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName('documents'),
      Key: { requestId, item: `${CHECK}${itemId}` },
      ConsistentRead: true,
    }),
  );
  return Item ? toItem(Item as ItemRecord) : undefined;
}

/**
 * Whether the file's upload may still complete: a deliverable always; an item's upload only when
 * it is the item's newest form and the item still waits for a file (as `markUploaded` requires).
 */
export async function mayComplete(file: StoredFile): Promise<boolean> {
  if (!file.itemId) return true;
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName('documents'),
      Key: itemKey(file),
      ConsistentRead: true,
    }),
  );
  const item = Item as (ItemRecord & { openFileId?: string }) | undefined;
  return !!item && item.openFileId === file.id && (item.status === 'pending' || item.status === 'rejected');
}

/**
 * An item the firm may still change or take off: the client has not acted on it (no upload begun,
 * none sent, none reviewed) and it is not already taken off.
 */
const UNTOUCHED =
  'attribute_exists(requestId) AND #s = :pending AND attribute_not_exists(openFileId) AND attribute_not_exists(fileId) AND attribute_not_exists(rejectionReason) AND (attribute_not_exists(notice) OR notice <> :removed)';
const untouchedValues = { ':pending': 'pending', ':removed': 'removed' };

/** Why a change to an item was refused: no such item, or the client has acted on it. */
export type ItemChangeRefused = 'not-found' | 'acted-on';

async function refusalFor(requestId: string, itemId: string): Promise<ItemChangeRefused> {
  const item = await getChecklistItem(requestId, itemId);
  return !item || item.notice === 'removed' ? 'not-found' : 'acted-on';
}

/**
 * Changes an item's wording, note and due date (null removes one), while the client has not acted
 * on it. An item the client was told of is marked 'changed' until it is told again.
 */
export async function updateChecklistItem(
  requestId: string,
  itemId: string,
  input: { title: string; note?: string | null; dueDate?: string | null },
  now = new Date(),
): Promise<ChecklistItem | ItemChangeRefused> {
  const set = ['title = :t', 'updatedAt = :at', 'notice = if_not_exists(notice, :changed)'];
  const remove: string[] = [];
  const values: Record<string, unknown> = {
    ':t': input.title,
    ':at': now.toISOString(),
    ':changed': 'changed',
    ...untouchedValues,
  };
  for (const field of ['note', 'dueDate'] as const) {
    const value = input[field];
    if (value === null || value === '') remove.push(field);
    else if (value !== undefined) {
      set.push(`${field} = :${field}`);
      values[`:${field}`] = value;
    }
  }
  // The outstanding lists' order follows the due date.
  if (input.dueDate !== undefined) {
    set.push('dueKey = :dueKey');
    values[':dueKey'] = dueKeyOf(input.dueDate ?? undefined);
  }
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('documents'),
        Key: { requestId, item: `${CHECK}${itemId}` },
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: UNTOUCHED,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toItem(Attributes as ItemRecord);
  } catch (error) {
    if (isConditionFailure(error)) return refusalFor(requestId, itemId);
    throw error;
  }
}

/**
 * Takes an item off the checklist while the client has not acted on it: one the client was never
 * told of is deleted; one it was told of leaves the outstanding lists and is marked 'removed', so
 * the next notice says it is no longer needed.
 */
export async function removeChecklistItem(
  requestId: string,
  itemId: string,
  now = new Date(),
): Promise<'removed' | ItemChangeRefused> {
  const Key = { requestId, item: `${CHECK}${itemId}` };
  try {
    await documents.send(
      new DeleteCommand({
        TableName: tableName('documents'),
        Key,
        ConditionExpression: `${UNTOUCHED} AND notice = :new`,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ...untouchedValues, ':new': 'new' },
      }),
    );
    return 'removed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName('documents'),
        Key,
        UpdateExpression: 'SET notice = :removed, updatedAt = :at REMOVE openQueue, openClient',
        ConditionExpression: `${UNTOUCHED} AND (attribute_not_exists(notice) OR notice = :changed)`,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ...untouchedValues, ':changed': 'changed', ':at': now.toISOString() },
      }),
    );
    return 'removed';
  } catch (error) {
    if (isConditionFailure(error)) return refusalFor(requestId, itemId);
    throw error;
  }
}

/**
 * Makes the checklist's pending changes known to the client, all or none: new items join the
 * client's and the firm's outstanding lists, changed ones lose their mark, removed ones are
 * deleted. Each write is conditional on the mark it read, so an item changed meanwhile fails the
 * whole (false) and nothing is told twice or left out.
 */
export async function publishChecklistChanges(
  requestId: string,
  clientSub: string,
  changes: readonly ChecklistItem[],
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const write = (item: ChecklistItem): TransactItem => {
    const Key = { requestId, item: `${CHECK}${item.id}` };
    if (item.notice === 'removed')
      return {
        Delete: {
          TableName: tableName('documents'),
          Key,
          ConditionExpression: 'notice = :removed',
          ExpressionAttributeValues: { ':removed': 'removed' },
        },
      };
    return {
      Update: {
        TableName: tableName('documents'),
        Key,
        ...(item.notice === 'new'
          ? {
              // Pending still (the client cannot have acted on an item it could not see).
              UpdateExpression:
                'SET openQueue = :open, openClient = :client, clientSub = :client, updatedAt = :at REMOVE notice',
              ExpressionAttributeValues: {
                ':open': OPEN_QUEUE,
                ':client': clientSub,
                ':at': at,
                ':mark': 'new',
              },
            }
          : {
              UpdateExpression: 'SET updatedAt = :at REMOVE notice',
              ExpressionAttributeValues: { ':at': at, ':mark': 'changed' },
            }),
        ConditionExpression: 'notice = :mark',
      },
    };
  };
  try {
    // A checklist holds at most 40 items, within a transaction's 100 writes.
    await documents.send(new TransactWriteCommand({ TransactItems: changes.map(write) }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

export async function getFile(requestId: string, fileId: string): Promise<StoredFile | undefined> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName('documents'),
      Key: { requestId, item: `${FILE}${fileId}` },
      ConsistentRead: true,
    }),
  );
  return Item ? toFile(Item as FileRecord) : undefined;
}

/** Records a file whose upload form was just issued (never replacing another: ids are new). */
export async function recordIssuedFile(file: StoredFile): Promise<boolean> {
  // The key the server made names the client: 'clients/<client sub>/<request>/<file>'.
  const clientSub = file.key.split('/')[1];
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName('documents'),
        Item: {
          ...file,
          ...(clientSub ? { clientSub, fileAt: file.createdAt } : {}),
          item: `${FILE}${file.id}`,
        },
        ConditionExpression: 'attribute_not_exists(#i)',
        ExpressionAttributeNames: { '#i': 'item' },
      },
    },
  ];
  if (file.itemId) {
    // An item has one upload form in use at a time: the newest. An older form still stores
    // (under its own staging key, which the lifecycle clears), but its upload can no longer be
    // completed, so no item ends up with two files, nor with files listed nowhere.
    items.push({
      Update: {
        TableName: tableName('documents'),
        Key: itemKey(file),
        UpdateExpression: 'SET openFileId = :f',
        ConditionExpression: 'attribute_exists(requestId) AND (#s = :pending OR #s = :rejected)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':f': file.id, ':pending': 'pending', ':rejected': 'rejected' },
      },
    });
  }
  return transactIf(items);
}

/** Writes all of `items` or none: false when a condition failed (the records changed meanwhile). */
async function transactIf(items: TransactItem[]): Promise<boolean> {
  try {
    await documents.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const fileKey = (file: DocumentFile) => ({ requestId: file.requestId, item: `${FILE}${file.id}` });
const itemKey = (file: DocumentFile) => ({ requestId: file.requestId, item: `${CHECK}${file.itemId}` });

/**
 * Puts a file's checklist item back on the outstanding lists (an update's SET clauses and their
 * values): the client's sub from the file's key, which the server made.
 */
const REOPEN = 'openQueue = :open, openClient = :client, dueKey = if_not_exists(dueKey, :noDue)';
const reopenValues = (file: StoredFile) => ({
  ':open': OPEN_QUEUE,
  ':client': file.key.split('/')[1] ?? '',
  ':noDue': NO_DUE_DATE,
});

/**
 * The upload arrived and is what it says: the file becomes 'uploaded' and, for a client's
 * upload, its checklist item too (unless the item was accepted meanwhile). False when the file
 * was no longer waiting for its upload (completed twice, or deleted).
 */
export async function markUploaded(
  file: StoredFile,
  size: number,
  versionId: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName('documents'),
        Key: fileKey(file),
        UpdateExpression: `SET #s = :uploaded, size = :size, updatedAt = :at${versionId ? ', versionId = :v' : ''}`,
        ConditionExpression: '#s = :issued',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':uploaded': 'uploaded',
          ':issued': 'issued',
          ':size': size,
          ':at': at,
          ...(versionId ? { ':v': versionId } : {}),
        },
      },
    },
  ];
  if (file.itemId) {
    items.push({
      Update: {
        TableName: tableName('documents'),
        Key: itemKey(file),
        // No longer outstanding: the firm has a file to review. Only the item's newest form
        // completes, and only while the item still waits for a file.
        UpdateExpression:
          'SET #s = :uploaded, fileId = :f, updatedAt = :at REMOVE rejectionReason, openClient, openQueue, openFileId',
        ConditionExpression: 'openFileId = :f AND (#s = :pending OR #s = :rejected)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':uploaded': 'uploaded',
          ':pending': 'pending',
          ':rejected': 'rejected',
          ':f': file.id,
          ':at': at,
        },
      },
    });
  }
  return transactIf(items);
}

/** The upload was not what it claimed (its object is deleted): the file is 'refused'. */
export async function markRefused(file: StoredFile, problem: string, now = new Date()): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: tableName('documents'),
      Key: fileKey(file),
      UpdateExpression: 'SET #s = :refused, reviewReason = :p, updatedAt = :at',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':refused': 'refused', ':p': problem, ':at': now.toISOString() },
    }),
  );
}

/**
 * The firm's decision on a client's upload, on the file and its checklist item together. False
 * when the file is not the one awaiting review (already decided, or deleted).
 */
export async function reviewFile(
  file: StoredFile,
  decision: 'accepted' | 'rejected',
  by: string,
  reason: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName('documents'),
        Key: fileKey(file),
        UpdateExpression: `SET #s = :d, reviewedBy = :by, updatedAt = :at${reason ? ', reviewReason = :r' : ''}`,
        ConditionExpression: '#s = :uploaded',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':d': decision,
          ':by': by,
          ':at': at,
          ':uploaded': 'uploaded',
          ...(reason ? { ':r': reason } : {}),
        },
      },
    },
  ];
  if (file.itemId) {
    items.push({
      Update: {
        TableName: tableName('documents'),
        Key: itemKey(file),
        // A rejected item is outstanding again (the client uploads another); an accepted one is done.
        UpdateExpression:
          decision === 'rejected'
            ? `SET #s = :d, rejectionReason = :r, updatedAt = :at, ${REOPEN} REMOVE fileId`
            : 'SET #s = :d, updatedAt = :at REMOVE rejectionReason, openClient, openQueue',
        ConditionExpression: 'fileId = :f',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':d': decision,
          ':f': file.id,
          ':at': at,
          ...(decision === 'rejected' ? { ':r': reason ?? '', ...reopenValues(file) } : {}),
        },
      },
    });
  }
  return transactIf(items);
}

/**
 * The uploader takes a file back: 'deleted', and its checklist item waits for a file again.
 * False when it was accepted meanwhile (or is already gone).
 */
export async function markDeleted(file: StoredFile, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName('documents'),
        Key: fileKey(file),
        UpdateExpression: 'SET #s = :deleted, updatedAt = :at',
        ConditionExpression: '#s IN (:issued, :uploaded, :rejected)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':deleted': 'deleted',
          ':issued': 'issued',
          ':uploaded': 'uploaded',
          ':rejected': 'rejected',
          ':at': at,
        },
      },
    },
  ];
  const item = file.itemId ? await getChecklistItem(file.requestId, file.itemId) : undefined;
  if (item?.fileId === file.id) {
    items.push({
      Update: {
        TableName: tableName('documents'),
        Key: itemKey(file),
        UpdateExpression: `SET #s = :pending, updatedAt = :at, ${REOPEN} REMOVE fileId`,
        ConditionExpression: 'fileId = :f AND #s <> :accepted',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':accepted': 'accepted',
          ':f': file.id,
          ':at': at,
          ...reopenValues(file),
        },
      },
    });
  }
  return transactIf(items);
}

/**
 * The firm archives a file (`by` names who) or brings it back (`by` undefined). An archived file
 * leaves the client's views: its index fields go, so the client's document list never reads it,
 * and the request's list leaves it out for the client. The object and the record stay. False
 * when the file is not in a listed state (or is already archived, or not archived).
 */
export async function setArchived(
  file: StoredFile,
  by: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const listed = { ':uploaded': 'uploaded', ':accepted': 'accepted', ':rejected': 'rejected' };
  const clientSub = file.key.split('/')[1] ?? '';
  return transactIf([
    {
      Update: {
        TableName: tableName('documents'),
        Key: fileKey(file),
        ...(by
          ? {
              UpdateExpression:
                'SET archivedAt = :at, archivedBy = :by, updatedAt = :at REMOVE clientSub, fileAt',
              ConditionExpression:
                '#s IN (:uploaded, :accepted, :rejected) AND attribute_not_exists(archivedAt)',
              ExpressionAttributeValues: { ...listed, ':at': at, ':by': by },
            }
          : {
              UpdateExpression:
                'SET clientSub = :client, fileAt = createdAt, updatedAt = :at REMOVE archivedAt, archivedBy',
              ConditionExpression: '#s IN (:uploaded, :accepted, :rejected) AND attribute_exists(archivedAt)',
              ExpressionAttributeValues: { ...listed, ':at': at, ':client': clientSub },
            }),
        ExpressionAttributeNames: { '#s': 'status' },
      },
    },
  ]);
}
