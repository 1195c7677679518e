import { toast } from 'sonner';
import type { ApiResponse } from '../../../shared/api-types';
import { apiUrl } from '../../lib/api-core';
import type { StoredSubmission } from './outbox';
import { deliver } from './outbox-send';

const TOAST_MS = 8000;
/** Attempts per send, and the waits between them. */
const RETRY_WAITS_MS = [600, 1500];
/** How long the browser asks whether the confirmation e-mail has gone. */
const EMAIL_WATCH = { every: 1000, times: 6 };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const thanks = (emailSent: boolean, email: string) =>
  `Our team will contact you within 24 hours. ${
    emailSent ? `A confirmation email has been sent to ${email}.` : 'We have received your information.'
  }`;

/** Updates the thank-you toast once the confirmation e-mail has actually gone. */
async function watchEmail(id: string, email: string, toastId: string | number) {
  for (let i = 0; i < EMAIL_WATCH.times; i++) {
    await wait(EMAIL_WATCH.every);
    try {
      const res = await fetch(apiUrl('getInquiryStatus', { params: { id } }));
      if (!res.ok) return;
      const { emailStatus } = (await res.json()) as ApiResponse<'getInquiryStatus'>;
      if (emailStatus === 'sent') {
        toast.success('Thank you for your inquiry', {
          id: toastId,
          description: thanks(true, email),
          duration: TOAST_MS,
        });
        return;
      }
      if (emailStatus === 'failed') return;
    } catch {
      return;
    }
  }
}

/**
 * 'unreachable': not sent; the form says whether it is kept on this device. A refusal names the
 * inputs the server found a problem with, for the form to show at each.
 */
export type SubmitResult = 'saved' | 'unreachable' | { rejected: Record<string, string> };

/**
 * Sends a validated inquiry that the form has already kept on this device (outbox.ts), and tells
 * the truth about what happened: saved (and, once it has gone, the confirmation e-mail) or refused.
 */
export async function submitInquiry(record: StoredSubmission): Promise<SubmitResult> {
  const progress = toast.loading('Processing your inquiry', {
    description: 'Please wait while we submit your information...',
  });
  const outcome = (await deliver(record, RETRY_WAITS_MS)) ?? { kind: 'unreachable' };
  if (outcome.kind === 'saved') {
    const emailSent = outcome.receipt?.emailStatus === 'sent';
    toast.success('Thank you for your inquiry', {
      id: progress,
      description: thanks(emailSent, record.email),
      duration: TOAST_MS,
    });
    if (!emailSent) void watchEmail(record.id, record.email, progress);
    return 'saved';
  }
  if (outcome.kind === 'rejected') {
    toast.error('We could not accept your inquiry', {
      id: progress,
      description: outcome.message,
      duration: TOAST_MS,
    });
    return { rejected: outcome.fields ?? {} };
  }
  toast.dismiss(progress);
  return 'unreachable';
}
