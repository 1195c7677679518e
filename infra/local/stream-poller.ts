import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { jobHandlers, streamHandlers, type StreamHandler } from '../../shared/api-routes';
import type { LocalRuntime } from './lambda-runtime';
import { localTableName } from './provision';

type StreamLambda = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

const POLL_MS = 200;
/** Records read per call, as Lambda's default batch size for a DynamoDB stream is 100. */
const RECORDS_PER_READ = 100;
const DESCRIBE_EVERY_MS = 5000;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function toLambdaRecord(r: _Record, streamArn: string): DynamoDBRecord {
  return {
    eventID: r.eventID,
    eventName: r.eventName as DynamoDBRecord['eventName'],
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: 'ap-south-1',
    eventSourceARN: streamArn,
    dynamodb: {
      ...(r.dynamodb as DynamoDBRecord['dynamodb']),
      ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
        ? r.dynamodb.ApproximateCreationDateTime.getTime() / 1000
        : undefined,
    },
  };
}

/**
 * What Lambda's event source mapping does for a DynamoDB stream, in miniature: read every shard
 * from its start, hand batches to the handler, and when the handler reports a failed record,
 * read again from that record. Replays are harmless: the handler checks the table first.
 */
export interface StreamPollers {
  stop(): void;
  /**
   * Settles once every poller has read its stream to the end, and handed every record to its
   * handler, twice over since the call: so every record written before the call is handled.
   * Answers how many batches the pollers handled meanwhile (0: the streams were quiet).
   */
  caughtUp(timeoutMs?: number): Promise<number>;
}

export function startStreamPollers(
  endpoint: string,
  runtime: LocalRuntime,
  // The jobs (an export of the lead list) are fed by their tables' streams in the same way.
  specs: readonly StreamHandler[] = [...streamHandlers, ...jobHandlers],
): StreamPollers {
  const ddb = new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials });
  const streams = new DynamoDBStreamsClient({ endpoint, region: 'ap-south-1', credentials });
  let stopped = false;
  /** Per poller, the rounds that ended with every shard read to its end and nothing to retry. */
  const caughtUpRounds = new Map<string, number>(specs.map((spec) => [spec.id, 0]));
  let batches = 0;

  const run = async (spec: StreamHandler) => {
    const handler = await runtime.handler<StreamLambda>(spec.id);
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: localTableName(spec.source) }));
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`table ${spec.source} has no stream`);
    const iterators = new Map<string, string | null>();
    /** Starts reading each shard not yet read, from its oldest record. */
    const readNewShards = async () => {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
      for (const shard of StreamDescription?.Shards ?? []) {
        if (iterators.has(shard.ShardId!)) continue;
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shard.ShardId,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        );
        iterators.set(shard.ShardId!, ShardIterator ?? null);
      }
    };

    let describedAt = 0;
    let shardClosed = false;
    while (!stopped) {
      // The shard list changes when a shard closes (its reader then gets no next iterator) and
      // its successor opens: read it then, and every few seconds, rather than on every poll
      // (which was half the requests an idle stack sent to DynamoDB Local).
      if (iterators.size === 0 || shardClosed || Date.now() - describedAt >= DESCRIBE_EVERY_MS) {
        describedAt = Date.now();
        shardClosed = false;
        await readNewShards();
      }

      let atEnd = true;
      for (const [shardId, iterator] of iterators) {
        if (!iterator || stopped) continue;
        let page;
        try {
          page = await streams.send(
            new GetRecordsCommand({ ShardIterator: iterator, Limit: RECORDS_PER_READ }),
          );
        } catch (error) {
          // An iterator that went stale or past the trim horizon: start that shard afresh (the
          // handler skips what it already did).
          const name = error instanceof Error ? error.name : '';
          if (name !== 'TrimmedDataAccessException' && name !== 'ExpiredIteratorException') throw error;
          iterators.delete(shardId);
          shardClosed = true;
          continue;
        }
        const { Records = [], NextShardIterator } = page;
        let next: string | null = NextShardIterator ?? null;
        if (Records.length >= RECORDS_PER_READ) atEnd = false;
        if (Records.length) {
          batches += 1;
          let failedAt: string | undefined;
          try {
            const event = { Records: Records.map((r) => toLambdaRecord(r, streamArn)) };
            const result = await runtime.invoke(spec.id, () => handler(event));
            failedAt = result?.batchItemFailures?.[0]?.itemIdentifier;
          } catch (error) {
            console.error(`[local streams] ${spec.id} threw:`, error);
            failedAt = Records[0]!.dynamodb?.SequenceNumber;
            await new Promise((r) => setTimeout(r, 1000));
          }
          if (failedAt) {
            atEnd = false;
            const again = await streams.send(
              new GetShardIteratorCommand({
                StreamArn: streamArn,
                ShardId: shardId,
                ShardIteratorType: 'AT_SEQUENCE_NUMBER',
                SequenceNumber: failedAt,
              }),
            );
            next = again.ShardIterator ?? null;
          }
        }
        if (!next) shardClosed = true;
        iterators.set(shardId, next);
      }
      // A round that reads a shard's successor only after describing the stream again is not at
      // the end yet.
      if (atEnd && !shardClosed) caughtUpRounds.set(spec.id, caughtUpRounds.get(spec.id)! + 1);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };

  for (const spec of specs) {
    const loop = async () => {
      while (!stopped) {
        try {
          await run(spec);
        } catch (error) {
          if (stopped) return;
          console.error(`[local streams] ${spec.id} poller restarting:`, error);
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    };
    void loop();
  }
  return {
    async caughtUp(timeoutMs = 30_000) {
      const from = new Map(caughtUpRounds);
      const batchesBefore = batches;
      const deadline = Date.now() + timeoutMs;
      // Two rounds at the end: the round under way at the call may have read before a record
      // written just before it.
      while ([...from].some(([id, rounds]) => caughtUpRounds.get(id)! < rounds + 2)) {
        if (Date.now() > deadline) {
          const behind = [...from]
            .filter(([id, rounds]) => caughtUpRounds.get(id)! < rounds + 2)
            .map(([id]) => id);
          throw new Error(`The streams did not catch up within ${timeoutMs} ms: ${behind.join(', ')}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return batches - batchesBefore;
    },
    stop() {
      stopped = true;
      ddb.destroy();
      streams.destroy();
    },
  };
}
