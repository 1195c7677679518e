import type { Attribution, InquiryReceipt } from '../../../shared/domain';
import { readAttribution } from './attribution-read';

/**
 * The browser's own copy of every inquiry (ADR 0017): written to localStorage before anything that
 * can fail (loading code, the network), and kept until the server confirms it. No library here:
 * this loads with the form, so the copy is made even when nothing more can be loaded.
 */
export const STORAGE_KEY = 'formSubmissions';
const DELIVERED_EVENT = 'inquiry-delivered';

export interface InquiryFields {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  /** Optional: copies kept before it was on the form have none, and are sent without. */
  gstin?: string;
  service: string;
  message: string;
}

export interface StoredSubmission extends InquiryFields {
  id: string;
  submittedAt: string;
  /** The server confirmed it (201 with this id). */
  processed: boolean;
  /** The server refused it (a 4xx) for this reason: it will not be sent again. */
  rejected?: string;
  /** Where the visit came from, read when it was submitted (absent when unknown). */
  attribution?: Attribution;
}

/**
 * What stays of an inquiry once the server confirmed it: that it was sent, never the person's
 * details (a shared computer keeps nothing of them), so no tab sends it again.
 */
export interface ConfirmedRecord {
  id: string;
  submittedAt: string;
  processed: true;
}

/** A kept inquiry: waiting, refused, or confirmed (then only its marker). */
export type KeptRecord = StoredSubmission | ConfirmedRecord;

export type Outcome =
  | { kind: 'saved'; receipt?: InquiryReceipt }
  /** `fields`: the problems the server named by input, when it refused this very send. */
  | { kind: 'rejected'; message: string; fields?: Record<string, string> }
  | { kind: 'unreachable' };

/** What became of a kept inquiry sent later (on reconnecting, or on a later visit). */
export interface Delivery {
  record: StoredSubmission;
  outcome: Exclude<Outcome, { kind: 'unreachable' }>;
}

export function readOutbox(): KeptRecord[] {
  try {
    const all = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(all) ? (all as KeptRecord[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(all: KeptRecord[]): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
    return true;
  } catch {
    // Storage disabled or full: the caller says the inquiry could not be kept.
    return false;
  }
}

/** The server confirmed an inquiry: its copy gives way to the marker that it was sent. */
export function markConfirmed(id: string): void {
  writeOutbox(
    readOutbox().map((s) => (s.id === id ? { id: s.id, submittedAt: s.submittedAt, processed: true } : s)),
  );
}

/** Changes a stored inquiry, or removes it (null). */
export function updateOutbox(id: string, change: Partial<StoredSubmission> | null): void {
  const all = readOutbox();
  writeOutbox(
    change
      ? all.map((s) => (s.id === id && !s.processed ? { ...s, ...change } : s))
      : all.filter((s) => s.id !== id),
  );
}

/** Only the inquiry's own fields (not the spam trap, not form state). */
export function inquiryFields(v: InquiryFields): InquiryFields {
  const { fullName, email, phone, company, gstin, service, message } = v;
  return { fullName, email, phone, company, gstin, service, message };
}

/**
 * Keeps a new inquiry on this device as the visitor typed it: the server validates and normalises
 * what it receives, so a copy made before the browser could validate it can still be sent.
 * `kept` is false when this browser refuses to store it.
 */
export function keepInquiry(fields: InquiryFields): { record: StoredSubmission; kept: boolean } {
  const record: StoredSubmission = {
    id: crypto.randomUUID(),
    ...inquiryFields(fields),
    submittedAt: new Date().toISOString(),
    processed: false,
    attribution: readAttribution(),
  };
  return { record, kept: writeOutbox([...readOutbox(), record]) };
}

/** Tells whoever listens (the inquiry UI, where loaded) what became of a kept inquiry. */
export function announceDelivery(detail: Delivery): void {
  window.dispatchEvent(new CustomEvent(DELIVERED_EVENT, { detail }));
}

/** Listens for deliveries of kept inquiries; returns the function that stops listening. */
export function onDelivery(listener: (d: Delivery) => void): () => void {
  const handle = (e: Event) => listener((e as CustomEvent<Delivery>).detail);
  window.addEventListener(DELIVERED_EVENT, handle);
  return () => window.removeEventListener(DELIVERED_EVENT, handle);
}
