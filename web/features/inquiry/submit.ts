import { toast } from 'sonner';
import type { InquiryReceipt } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import type { Inquiry } from '../../../shared/inquiry';

/** spec 3: the browser's own copy of every inquiry, kept until the server confirms it. */
export const STORAGE_KEY = 'formSubmissions';
const TOAST_MS = 8000;
/** Attempts per send, and the waits between them. */
const RETRY_WAITS_MS = [600, 1500];
/** How long the browser asks whether the confirmation e-mail has gone. */
const EMAIL_WATCH = { every: 1000, times: 6 };

export interface StoredSubmission {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  submittedAt: string;
  processed: boolean;
  /** The server refused it (a 4xx): it will not be re-sent. */
  rejected?: string;
}

function readAll(): StoredSubmission[] {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as StoredSubmission[]) : [];
  } catch {
    return [];
  }
}

function writeAll(all: StoredSubmission[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
}

function update(id: string, change: Partial<StoredSubmission>) {
  writeAll(readAll().map((s) => (s.id === id ? { ...s, ...change } : s)));
}

type Outcome =
  | { kind: 'saved'; receipt: InquiryReceipt }
  | { kind: 'rejected'; message: string }
  | { kind: 'unreachable' };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** POST /api/inquiries; the id makes a repeat harmless, so failures are simply tried again. */
async function send(s: StoredSubmission): Promise<Outcome> {
  const { processed: _p, submittedAt: _at, rejected: _r, ...body } = s;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch('/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        const receipt = (await res.json()) as InquiryReceipt;
        update(s.id, { processed: true });
        return { kind: 'saved', receipt };
      }
      // A refusal (other than "slow down") will not change on a retry: say why and stop.
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        const answer = (await res.json().catch(() => ({}))) as { message?: string };
        const message = answer.message ?? `The server refused the inquiry (${res.status}).`;
        update(s.id, { rejected: message });
        return { kind: 'rejected', message };
      }
    } catch {
      // The network failed: wait and try again, then keep it for later.
    }
    if (attempt >= RETRY_WAITS_MS.length) return { kind: 'unreachable' };
    await wait(RETRY_WAITS_MS[attempt]!);
  }
}

const thanks = (emailSent: boolean, email: string) =>
  `Our team will contact you within 24 hours. ${
    emailSent ? `A confirmation email has been sent to ${email}.` : 'We have received your information.'
  }`;

/** Updates the thank-you toast once the confirmation e-mail has actually gone. */
async function watchEmail(id: string, email: string, toastId: string | number) {
  for (let i = 0; i < EMAIL_WATCH.times; i++) {
    await wait(EMAIL_WATCH.every);
    try {
      const res = await fetch(`/api/inquiries/${encodeURIComponent(id)}`);
      if (!res.ok) return;
      const { emailStatus } = (await res.json()) as Pick<InquiryReceipt, 'emailStatus'>;
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

export type SubmitResult = 'saved' | 'kept' | 'rejected';

/** spec 7's inquiry flow: keep a copy, send, and tell the truth about what happened. */
export async function submitInquiry(inquiry: Inquiry): Promise<SubmitResult> {
  const record: StoredSubmission = {
    id: crypto.randomUUID(),
    fullName: inquiry.fullName,
    email: inquiry.email,
    phone: inquiry.phone,
    company: inquiry.company,
    service: inquiry.service,
    message: inquiry.message,
    submittedAt: new Date().toISOString(),
    processed: false,
  };
  writeAll([...readAll(), record]);
  const progress = toast.loading('Processing your inquiry', {
    description: 'Please wait while we submit your information...',
  });
  const outcome = await send(record);
  if (outcome.kind === 'saved') {
    const emailSent = outcome.receipt.emailStatus === 'sent';
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
    return 'rejected';
  }
  toast.warning('Your inquiry is saved on this device', {
    id: progress,
    description: `We could not reach our server, so it has not been sent yet. It will be sent automatically when the connection is back. You can also call ${firm.phones[0]} or email ${firm.email}.`,
    duration: TOAST_MS,
  });
  return 'kept';
}

/** Sends what an earlier visit could not (on page load and when the browser is back online). */
export async function resendPending(): Promise<void> {
  for (const s of readAll().filter((x) => !x.processed && !x.rejected)) {
    const outcome = await send(s);
    if (outcome.kind === 'unreachable') return;
  }
}
