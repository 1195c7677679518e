import { toast } from 'sonner';
import type { Inquiry } from '../../../shared/inquiry';

/** spec 3: the browser's own copy of every inquiry, kept until the server confirms it. */
export const STORAGE_KEY = 'formSubmissions';
const TOAST_MS = 8000;

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

function markProcessed(id: string) {
  writeAll(readAll().map((s) => (s.id === id ? { ...s, processed: true } : s)));
}

/** POST /api/inquiries; the id makes a repeat harmless. True when the server has it. */
async function send(s: StoredSubmission): Promise<{ saved: boolean; emailQueued: boolean }> {
  const { processed: _processed, submittedAt: _at, ...body } = s;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch('/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        const answer = (await res.json().catch(() => ({}))) as { emailQueued?: boolean };
        markProcessed(s.id);
        return { saved: true, emailQueued: answer.emailQueued === true };
      }
      if (res.status >= 400 && res.status < 500) break;
    } catch {
      // network failure: try once more, then keep it for later
    }
  }
  return { saved: false, emailQueued: false };
}

/** spec 7's inquiry flow: keep a copy, send, and tell the truth about what happened. */
export async function submitInquiry(inquiry: Inquiry): Promise<void> {
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
  const { saved, emailQueued } = await send(record);
  toast.dismiss(progress);
  if (saved) {
    toast.success('Thank you for your inquiry', {
      description: `Our team will contact you soon. ${
        emailQueued ? 'A confirmation email is on its way to you.' : 'We have received your information.'
      }`,
      duration: TOAST_MS,
    });
  } else {
    toast.warning('Information Received', {
      description:
        'There was an issue sending your inquiry. It is saved on this device and will be sent automatically when the connection works; you can also call us directly.',
      duration: TOAST_MS,
    });
  }
}

/** Sends what an earlier visit could not (on page load and when the browser is back online). */
export async function resendPending(): Promise<void> {
  for (const s of readAll().filter((x) => !x.processed)) await send(s);
}
