import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { runExport } from './use-cases/lead-exports';

/** When this invocation must have stopped (Lambda's time limit), in ms. */
let deadline = Infinity;

const exportBatch = streamBatchHandler(async (streamRecord) => {
  const asked = insertedItem<{ id: string }>(streamRecord);
  if (asked) await runExport(asked.id, { deadline });
});

/**
 * Fed by the lead exports table's stream: each export an admin started (POST /api/leads/exports)
 * is written to the bucket here, however many leads it holds, with its progress and
 * outcome recorded on its item for the admin's browser to read. It stops shortly before the
 * function's time limit and records how far it got.
 */
export const handler = (event: DynamoDBStreamEvent, context?: Context) => {
  deadline = context ? Date.now() + context.getRemainingTimeInMillis() : Infinity;
  return exportBatch(event, context);
};
