import * as z from './zod';

/** A calendar date as the filter panels send it. */
export const isoDate = z.iso.date('use YYYY-MM-DD');

/** The filter panels' date window: either end may be left open; `from` may not come after `to`. */
export const dateWindowCheck = () =>
  z.refine<{ from?: string | undefined; to?: string | undefined }>(
    (q) => !q.from || !q.to || q.from <= q.to,
    { message: 'from is after to', path: ['from'] },
  );
