import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { streamBatchHandler } from '../../lambdas/core/stream-batch';

const record = (seq: string): DynamoDBRecord => ({
  eventID: seq,
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  dynamodb: { SequenceNumber: seq, NewImage: { id: { S: seq } } },
});
const event = (...seqs: string[]): DynamoDBStreamEvent => ({ Records: seqs.map(record) });

/** A handler whose bookkeeping fails for the given sequence numbers; it notes what it handled. */
function mailer(failing: string[]) {
  const handled: string[] = [];
  const handler = streamBatchHandler(async (r) => {
    const seq = r.dynamodb!.SequenceNumber!;
    handled.push(seq);
    if (failing.includes(seq)) throw new Error(`bookkeeping failed for ${seq}`);
  });
  return { handler, handled };
}

describe('the stream handlers’ batches (Powertools BatchProcessor)', () => {
  beforeEach(() => jest.spyOn(process.stderr, 'write').mockImplementation(() => true));
  afterEach(() => jest.restoreAllMocks());

  it('report nothing when every record is handled, handling them in shard order', async () => {
    const { handler, handled } = mailer([]);
    await expect(handler(event('1', '2', '3'))).resolves.toEqual({ batchItemFailures: [] });
    expect(handled).toEqual(['1', '2', '3']);
  });

  it('report a failed record and hold the ones behind it unhandled, so the retry starts there', async () => {
    const { handler, handled } = mailer(['2']);
    const result = await handler(event('1', '2', '3', '4'));
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['2', '3', '4']);
    expect(handled).toEqual(['1', '2']);
  });

  it('report a batch that fails whole instead of throwing (no function error)', async () => {
    const { handler, handled } = mailer(['1']);
    const result = await handler(event('1', '2'));
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['1', '2']);
    expect(handled).toEqual(['1']);
  });
});
