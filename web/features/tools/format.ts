/**
 * How the tax tools read and write amounts: rupees in the Indian grouping (₹12,50,000), dates in
 * words (23 November 2026), and amounts typed with or without commas, spaces or a rupee sign.
 */

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rupees in the Indian grouping: ₹12,50,000 for a whole amount, ₹84.75 when there are paise.
 * `paise: true` always shows two decimals (₹1,180.00), as an invoice does.
 */
export function formatRupees(amount: number, options: { paise?: boolean } = {}): string {
  const format = options.paise || !Number.isInteger(amount) ? rupeesAndPaise : wholeRupees;
  // −0 would print as "-₹0".
  return format.format(amount === 0 ? 0 : amount);
}

/** A plain number in the Indian grouping, without the rupee sign (12,50,000). */
export function formatIndian(amount: number): string {
  return formatRupees(amount).replace('₹', '');
}

/** `2026-11-23` as "23 November 2026": the site's one way of writing a date in words. */
export { formatDate } from '../../lib/dates';

/**
 * Today's date where the visitor is, as `YYYY-MM-DD`: on the visitor's own clock, which is why this
 * is not `indiaDate` of shared/compliance/calendar.ts (that one reads India's clock).
 */
export function isoToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What reading a typed amount gave: the rupees, or the sentence that says what is wrong. */
export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: string };

/**
 * Reads an amount as people type it: "12,50,000", "1250000", "₹ 99.50". Empty reads as 0. With
 * `paise`, up to two decimals are allowed; without, whole rupees only.
 */
export function parseAmount(text: string, options: { paise?: boolean } = {}): ParsedAmount {
  const cleaned = text.replace(/[\s,₹]/g, '').replace(/^rs\.?/i, '');
  if (cleaned === '') return { ok: true, value: 0 };
  const pattern = options.paise ? /^\d+(\.\d{0,2})?$/ : /^\d+$/;
  if (!pattern.test(cleaned)) {
    return {
      ok: false,
      problem: options.paise
        ? 'Enter an amount in rupees, such as 1,180 or 99.50.'
        : 'Enter an amount in whole rupees, such as 12,50,000.',
    };
  }
  const value = Number(cleaned);
  // Beyond 100 crore the paise arithmetic would leave the range of exact whole numbers.
  if (value > 1_00_00_00_000) {
    return { ok: false, problem: 'Enter an amount of at most ₹100 crore.' };
  }
  return { ok: true, value };
}
