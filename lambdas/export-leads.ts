import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { runExport } from './data/lead-export';

/**
 * Fed by the lead exports table's stream: each export an admin asked for (GET /api/leads with
 * `format=csv`) is written to the bucket here, however many leads it holds, with its progress and
 * outcome recorded on its item for the admin's browser to read.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const asked = insertedItem<{ id: string }>(streamRecord);
  if (asked) await runExport(asked.id);
});
