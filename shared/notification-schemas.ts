import * as z from './zod';

/**
 * A notification's id, as the list hands it out: its time and a random suffix
 * (2026-11-27T04:30:00.000Z#1a2b3c4d). Letters, digits and the punctuation of a timestamp only,
 * so a hundred of them stay a small body (about 10 KB at most).
 */
const notificationId = z
  .string()
  .check(z.minLength(1), z.maxLength(100), z.regex(/^[\w:.#-]+$/, 'ids: a notification’s id'));

/** POST /api/notifications/read: some by id, or all. */
export const markReadSchema = z.union(
  [
    z.object({
      ids: z.array(notificationId).check(z.minLength(1), z.maxLength(100)),
    }),
    z.object({ all: z.literal(true) }),
  ],
  'Send { "ids": [...] } or { "all": true }',
);
