import type { ApiResponse } from '../../../shared/api-types';
import { apiUrl, errorOf } from '../../lib/api-core';
import {
  announceDelivery,
  markConfirmed,
  readOutbox,
  STORAGE_KEY,
  updateOutbox,
  type Outcome,
  type StoredSubmission,
} from './outbox';

/** One POST of the inquiry with its id: the server stores an id once and answers a repeat alike. */
async function post(s: StoredSubmission): Promise<Outcome> {
  const { processed: _p, submittedAt: _at, rejected: _r, ...body } = s;
  try {
    const res = await fetch(apiUrl('postInquiry'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const isJson = res.headers.get('content-type')?.includes('application/json');
    // Only the API's own answers count: a captive portal's page is neither a receipt nor a refusal.
    if (res.status === 201 && isJson) {
      const receipt = (await res.json().catch(() => null)) as ApiResponse<'postInquiry'> | null;
      if (receipt?.id === s.id) {
        markConfirmed(s.id);
        return { kind: 'saved', receipt };
      }
    }
    // A refusal (other than "slow down") will not change on a retry: keep the reason, stop.
    const refused = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
    if (refused && isJson) {
      const { message, fields } = await errorOf(res);
      updateOutbox(s.id, { rejected: message });
      return { kind: 'rejected', message, fields };
    }
  } catch {
    // The network failed.
  }
  return { kind: 'unreachable' };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends a kept inquiry, trying again after each of `waits` (ms) while the browser is online. One
 * sender per inquiry across this site's tabs (a Web Lock, where the browser has them): a tab that
 * finds the lock taken skips the inquiry (`skipIfBusy`, undefined) or waits, then reads what the
 * other tab achieved.
 */
export async function deliver(
  record: StoredSubmission,
  waits: readonly number[] = [],
  skipIfBusy = false,
): Promise<Outcome | undefined> {
  const run = async (): Promise<Outcome> => {
    // The stored copy is the truth (another tab may have sent it); without storage, the record.
    const s = readOutbox().find((x) => x.id === record.id) ?? record;
    if (s.processed) return { kind: 'saved' };
    if (s.rejected) return { kind: 'rejected', message: s.rejected };
    for (let attempt = 0; ; attempt++) {
      const outcome = await post(s);
      if (outcome.kind !== 'unreachable' || attempt >= waits.length || !navigator.onLine) return outcome;
      await wait(waits[attempt]!);
    }
  };
  if (!('locks' in navigator)) return run();
  return navigator.locks.request(`${STORAGE_KEY}:${record.id}`, { ifAvailable: skipIfBusy }, (lock) =>
    lock ? run() : undefined,
  );
}

/**
 * Sends every inquiry the server has neither confirmed nor refused (after a page has loaded, and
 * when the browser is back online), oldest first, and announces what became of each. Stops at the
 * first that cannot reach the server: the next chance is the next page load or reconnection.
 */
export async function sendOutbox(): Promise<void> {
  const waiting = readOutbox().filter((s): s is StoredSubmission => !s.processed && !s.rejected);
  for (const record of waiting) {
    const outcome = await deliver(record, [], true);
    if (outcome?.kind === 'unreachable') return;
    if (outcome) announceDelivery({ record, outcome });
  }
}
