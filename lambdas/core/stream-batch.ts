import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { observedHandler } from '../runtime/observability';

/** The item a stream record inserted, as a plain object; undefined for updates and removals. */
export function insertedItem<T>(record: DynamoDBRecord): T | undefined {
  if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return undefined;
  return unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>) as T;
}

/** The item as the stream record leaves it (its new image), as a plain object; undefined for removals. */
export function currentItem<T>(record: DynamoDBRecord): T | undefined {
  if (!record.dynamodb?.NewImage) return undefined;
  return unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>) as T;
}

/** Reported for the records behind a failed one: they wait, in order, for the stream's retry. */
export class HeldBehindFailure extends Error {
  constructor() {
    super('An earlier record of this batch failed; this one waits behind it');
    this.name = 'HeldBehindFailure';
  }
}

/**
 * A DynamoDB stream handler with the Powertools batch utility: the records one at a time, in
 * shard order, each failure reported as a partial batch failure (`batchItemFailures`), so Lambda
 * retries from the first failed record and, after its retries, sends it to the dead-letter queue.
 *
 * Once a record fails, the ones behind it are reported without being handled (as the FIFO
 * processors do): a record is never handled before an earlier one of its shard. A batch that
 * fails whole is reported like any other, not thrown, so it is not counted as a function error.
 */
export function streamBatchHandler(handleRecord: (record: DynamoDBRecord) => Promise<void>) {
  return observedHandler(
    async (event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> => {
      const processor = new BatchProcessor(EventType.DynamoDBStreams);
      let failed = false;
      return processPartialResponse(
        event,
        async (record: DynamoDBRecord) => {
          if (failed) throw new HeldBehindFailure();
          try {
            await handleRecord(record);
          } catch (error) {
            failed = true;
            throw error;
          }
        },
        processor,
        { ...(context ? { context } : {}), processInParallel: false, throwOnFullBatchFailure: false },
      );
    },
  );
}
