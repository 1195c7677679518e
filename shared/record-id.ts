/**
 * Every id this API hands out (UUIDs, endpoint and lead ids, Cognito subs) is URL-safe and short.
 * Anything else is nobody's id, and must not reach a key: DynamoDB answers a key over its size
 * limit (or an empty one) with an error, not with "not found".
 */
const RECORD_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const isRecordId = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_ID.test(value);

/**
 * The reference a person is given for what they sent (an inquiry's confirmation): the first eight
 * letters and digits of its id, in capitals ("1A2B3C4D"), short enough to read out on a call. Staff
 * find the lead by it in the lead list's search.
 */
export const shortReference = (id: string): string =>
  id
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
