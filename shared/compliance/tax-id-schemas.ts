import * as z from '../zod';
import { checkGstin, checkPan } from './tax-ids';

/**
 * The PAN and GSTIN checks as form fields, for the schemas the browser and the server share. Kept
 * apart from the checks themselves so that a page that only checks (the public GSTIN tool) does
 * not load the validation library with them.
 */

type IdCheck = (value: string) => { id: string } | { problem: string };

/**
 * The most characters a field takes: a GSTIN is 15 and a PAN 10, typed with spaces or hyphens
 * between their parts they stay well under this. Without it the field had no limit at all (the
 * check strips every space before it counts), so a request could carry any amount of padding.
 */
export const MAX_TAX_ID_INPUT = 30;

/** The raw text of an identifier field, before it is read: at most MAX_TAX_ID_INPUT characters. */
const idText = (name: string, title: string) =>
  z
    .string()
    .check(
      z.maxLength(
        MAX_TAX_ID_INPUT,
        `${title ? `${title}: ` : ''}This is too long for a ${name} (${MAX_TAX_ID_INPUT} characters at most, spaces included).`,
      ),
    );

const pan: IdCheck = (value) => {
  const result = checkPan(value);
  return result.ok ? { id: result.pan } : result;
};
const gstin: IdCheck = (value) => {
  const result = checkGstin(value);
  return result.ok ? { id: result.gstin } : result;
};

/**
 * Reads an identifier typed any way (lower case, spaces, hyphens) as `check` normalises it (upper
 * case, no spaces); a bad one adds the sentence that says what is wrong, after `title` when given
 * (for forms whose messages are 'Title: description').
 */
function read(check: IdCheck, title: string, value: string, ctx: z.core.ParsePayload<unknown>) {
  const result = check(value);
  if ('id' in result) return result.id;
  ctx.issues.push({
    code: 'custom',
    message: title ? `${title}: ${result.problem}` : result.problem,
    input: value,
  });
  return z.NEVER;
}

/** A field where the identifier is required. */
const idField = (check: IdCheck, name: string, title: string) =>
  z.pipe(
    idText(name, title),
    z.transform((value: string, ctx) => read(check, title, value, ctx)),
  );

/** A field where it may be left out: left out, empty or only spaces it is absent (undefined). */
const optionalIdField = (check: IdCheck, name: string, title: string) =>
  z.optional(
    z.pipe(
      idText(name, title),
      z.transform((value: string, ctx): string | undefined =>
        value.trim() ? read(check, title, value, ctx) : undefined,
      ),
    ),
  );

/** A required PAN. */
export const panSchema = idField(pan, 'PAN', '');
/** A required GSTIN. */
export const gstinSchema = idField(gstin, 'GSTIN', '');
/** An optional PAN. */
export const optionalPanSchema = (title = '') => optionalIdField(pan, 'PAN', title);
/** An optional GSTIN. */
export const optionalGstinSchema = (title = '') => optionalIdField(gstin, 'GSTIN', title);
