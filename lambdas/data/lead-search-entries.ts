import { shortReference } from '../../shared/record-id';
import { emailKeyOf, phoneE164 } from './contact-keys';

/**
 * The lead list's search, as entries of the search table (see shared/tables.ts) and the reads that
 * answer a query. A query that is an e-mail address is matched whole (in lower case); one
 * that is a phone number (written any way: '098111 00001', '+91 98111 00001') is matched in
 * E.164; anything else is words, each matching the start of a word of the lead's name, e-mail
 * address or phone digits, all of them on the same lead. Kept apart from the reads and writes
 * (lead-search.ts) so it is tested on its own.
 */

/** A word shorter than this is not indexed and not searched for. */
export const MIN_WORD = 2;
/** At most this many words of a lead are indexed (a name longer than that is rare). */
const MAX_WORDS = 12;
/** Longer words are indexed (and searched) by their first characters only. */
const MAX_WORD_LENGTH = 40;

/** One entry of the search table. */
export interface SearchEntry {
  term: string;
  entry: string;
  leadId: string;
}

/** Lower-case words of letters and digits, in any script, shortened to MAX_WORD_LENGTH. */
export const wordsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length >= MIN_WORD)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));

/** The partition that holds the words beginning as `word` does. */
const wordTerm = (word: string) => `word#${word.slice(0, MIN_WORD)}`;

/** The search entries of a lead: its e-mail, its phone, and each distinct word it can be found by. */
export async function searchEntries(lead: {
  id: string;
  createdAt: string;
  name?: string;
  email?: string;
  phone?: string;
}): Promise<SearchEntry[]> {
  const at = `${lead.createdAt}#${lead.id}`;
  const email = emailKeyOf(lead.email);
  const phone = await phoneE164(lead.phone);
  // The address's own part, not its domain: most leads share a handful of mail domains.
  const mailbox = email?.split('@')[0];
  // The short reference its confirmation gave the person, for a lead from the website's form.
  const words = new Set(
    [lead.name, mailbox, phone?.replace(/^\+/, ''), phone?.replace(/^\+91/, ''), shortReference(lead.id)]
      .flatMap((text) => (text ? wordsOf(text) : []))
      .slice(0, MAX_WORDS * 2),
  );
  return [
    ...(email ? [{ term: `email#${email}`, entry: at, leadId: lead.id }] : []),
    ...(phone ? [{ term: `phone#${phone}`, entry: at, leadId: lead.id }] : []),
    ...[...words]
      .slice(0, MAX_WORDS)
      .map((word) => ({ term: wordTerm(word), entry: `${word}#${at}`, leadId: lead.id })),
  ];
}

/** One read of the search table: a partition, and the start its entries must have. */
export interface SearchRead {
  term: string;
  prefix?: string;
}

/**
 * The reads that answer a query: one for an e-mail address or a phone number, one per word
 * otherwise (a lead matches when it is found by every one). Undefined when the query has no word
 * of MIN_WORD characters or more.
 */
export async function searchReads(query: string): Promise<SearchRead[] | undefined> {
  let q = query.trim();
  // A whole address is one exact read; of a part of one, the words before the '@' (the domains
  // are not indexed).
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q)) return [{ term: `email#${emailKeyOf(q)}` }];
  q = q.split('@')[0]!;
  // Digits and the signs people write numbers with: a whole phone number is one exact read.
  if (/^[\d\s()+-]+$/.test(q)) {
    const phone = await phoneE164(q);
    if (phone) return [{ term: `phone#${phone}` }];
  }
  const words = [...new Set(wordsOf(q))];
  if (words.length === 0) return undefined;
  return words.map((word) => ({ term: wordTerm(word), prefix: `${word}` }));
}

/** The lead id and creation time an entry names. */
export function entryLead(entry: string): { createdAt: string; leadId: string } {
  const parts = entry.split('#');
  const leadId = parts[parts.length - 1]!;
  const createdAt = parts[parts.length - 2]!;
  return { createdAt, leadId };
}
