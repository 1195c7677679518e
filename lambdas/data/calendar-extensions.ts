import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordedExtension } from '../../shared/compliance/extensions';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';

/**
 * The recorded extensions of due dates: one item in the settings table, read whole by the public
 * calendar and the feeds (a handful a year, far from the item size limit). Writes are
 * conditional on the version read, so two admins recording at once cannot drop each other's.
 */
const KEY = { id: 'calendar-extensions' };

/** As stored: with the name of the admin who recorded it, which the public answer leaves out. */
type StoredExtension = RecordedExtension & { recordedBy?: string };

interface Stored {
  extensions: StoredExtension[];
  version: number;
}

async function read(): Promise<Stored> {
  const { Item } = await documents.send(new GetCommand({ TableName: tableName('settings'), Key: KEY }));
  return Item
    ? { extensions: (Item.extensions as StoredExtension[]) ?? [], version: Item.version as number }
    : { extensions: [], version: 0 };
}

const byDate = (a: RecordedExtension, b: RecordedExtension) =>
  a.newDate.localeCompare(b.newDate) || a.ruleId.localeCompare(b.ruleId);

const publicView = ({
  ruleId,
  period,
  newDate,
  reference,
  recordedAt,
}: StoredExtension): RecordedExtension => ({
  ruleId,
  period,
  newDate,
  reference,
  recordedAt,
});

export async function listExtensions(): Promise<RecordedExtension[]> {
  return (await read()).extensions.sort(byDate).map(publicView);
}

/** Applies a change to the list; retried when another write came between the read and the write. */
async function change(
  edit: (list: RecordedExtension[]) => RecordedExtension[],
): Promise<RecordedExtension[]> {
  for (let attempt = 0; ; attempt++) {
    const current = await read();
    const next = edit(current.extensions).sort(byDate);
    try {
      await documents.send(
        new PutCommand({
          TableName: tableName('settings'),
          Item: { ...KEY, extensions: next, version: current.version + 1 },
          ConditionExpression: current.version === 0 ? 'attribute_not_exists(id)' : 'version = :v',
          ...(current.version === 0 ? {} : { ExpressionAttributeValues: { ':v': current.version } }),
        }),
      );
      return next.map(publicView);
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException' || attempt >= 4) throw error;
    }
  }
}

const same = (a: { ruleId: string; period: string }, b: { ruleId: string; period: string }) =>
  a.ruleId === b.ruleId && a.period === b.period;

/** Records an extension, replacing one recorded earlier for the same due date. */
export function recordExtension(extension: StoredExtension): Promise<RecordedExtension[]> {
  return change((list) => [...list.filter((e) => !same(e, extension)), extension]);
}

/** Removes the extension of one due date; false when none was recorded. */
export async function removeExtension(key: {
  ruleId: string;
  period: string;
}): Promise<RecordedExtension[] | null> {
  if (!(await read()).extensions.some((e) => same(e, key))) return null;
  return change((list) => list.filter((e) => !same(e, key)));
}
