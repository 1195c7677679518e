import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { InquiryRecord } from '../shared/domain';
import { log } from './core/http';
import { withCorrelationId } from './core/observability';
import { streamBatchHandler } from './core/stream-batch';
import { afterFirstFailure, attemptsSoFar, tryMail } from './data/mail-jobs';

/**
 * Fed by the inquiries table's stream: the first try at each new inquiry's confirmation and the
 * firm's alert. A failed try never holds up the records behind it: the mail moves to the outbox,
 * where the retry job takes it. Only a failure to record that (DynamoDB itself failing) makes the
 * stream retry the record, and after its retries, the dead-letter queue. Each record is logged
 * under the correlation id of the request that saved it.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  if (streamRecord.eventName !== 'INSERT' || !streamRecord.dynamodb?.NewImage) return;
  const { id, correlationId } = unmarshall(
    streamRecord.dynamodb.NewImage as Record<string, AttributeValue>,
  ) as InquiryRecord;
  await withCorrelationId(correlationId, async () => {
    try {
      // Tried before (a replayed record): the outbox owns it now.
      if ((await attemptsSoFar('inquiry', { id })) !== 0) return;
      try {
        await tryMail('inquiry', { id });
        log('info', 'inquiry mails sent', { id });
      } catch (error) {
        await afterFirstFailure('inquiry', { id }, error);
      }
    } catch (error) {
      log('error', 'inquiry mail bookkeeping failed', { id, error: String(error) });
      throw error;
    }
  });
});
