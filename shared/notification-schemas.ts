import * as z from './zod';

/** POST /api/notifications/read: some by id, or all. */
export const markReadSchema = z.union(
  [
    z.object({
      ids: z
        .array(z.string().check(z.minLength(1), z.maxLength(100)))
        .check(z.minLength(1), z.maxLength(100)),
    }),
    z.object({ all: z.literal(true) }),
  ],
  'Send { "ids": [...] } or { "all": true }',
);
