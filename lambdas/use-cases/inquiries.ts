import type { ApiResponse } from '../../shared/api-types';
import type { InquiryReceipt } from '../../shared/domain';
import { Refusal } from '../../shared/refusal';
import { getInquiry, saveInquiry } from '../data/inquiries';
import { countMetric, log } from '../runtime/observability';

/** The website's inquiries: saved as they come, their mails' progress read back by the browser. */

/**
 * Saves the inquiry (its lead is placed, and its mails sent, from the table's stream, never
 * holding up this answer). The id comes from the browser, so a re-send answers as the first save
 * did.
 */
export async function receiveInquiry({
  id,
  ...inquiry
}: Parameters<typeof saveInquiry>[1] & { id: string }): Promise<InquiryReceipt> {
  const { receipt, created } = await saveInquiry(id, inquiry);
  if (created) countMetric('InquiriesReceived');
  else log('info', 'inquiry repeated', { id });
  return receipt;
}

/** Whether the inquiry's confirmation e-mail has gone; the answer holds no personal data. */
export async function inquiryStatus(id: string): Promise<ApiResponse<'getInquiryStatus'>> {
  const inquiry = await getInquiry(id);
  if (!inquiry) throw new Refusal('not-found', 'No inquiry with this id.');
  // 'sent' promises the visitor a confirmation: a skipped one is reported as such.
  const emailStatus = inquiry.confirmationSkipped ? 'skipped' : inquiry.emailStatus;
  return { id: inquiry.id, emailStatus };
}
