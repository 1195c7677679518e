/**
 * Phone numbers for test people. A lead that shares a phone (or e-mail) with an open lead is a
 * repeat of it, so tests that mean different people need numbers no other test uses in the run.
 */
let n = 0;
const run = String((Date.now() + process.pid * 7919) % 1_000_000).padStart(6, '0');

/** A valid Indian mobile number unique to this run, written with a space as people do. */
export function uniquePhone(): string {
  n += 1;
  const digits = `9${run}${String(n % 1000).padStart(3, '0')}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** The same number as the API stores it (E.164). */
export const e164 = (phone: string) => `+91${phone.replace(/\s/g, '')}`;

/** A valid Indian mobile number of its own for each e-mail address (the same one each time). */
export function phoneFor(email: string): string {
  let hash = 0;
  for (const c of email) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_000_000;
  const digits = `9${String(hash).padStart(9, '0')}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}
