import { currentItem, insertedItem, streamBatchHandler } from './core/stream-batch';
import { followLeadRecord } from './use-cases/lead-intake';

/**
 * Fed by the leads table's stream: each record's lead placed, indexed for search, followed up
 * (the firm's inbox, the endpoint's delivery log) and counted on its day, as `followLeadRecord`
 * says. A failure has the stream retry the record, then the dead-letter queue.
 */
export const handler = streamBatchHandler((record) =>
  followLeadRecord({ inserted: insertedItem(record), current: currentItem(record) }),
);
