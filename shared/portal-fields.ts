import * as z from './zod';
import { CONTROL, CONTROL_EXCEPT_LINES, EMAIL, normalisePhone } from './text-checks';

/**
 * The field checks the portal's schemas are made of (requests, clients, settings). Each area's
 * schemas live in a module of their own (request-schemas, client-schemas, settings-schema,
 * notification-schemas), so a handler constructs only the schemas it uses; `shared/portal.ts`
 * gathers them all for the browser. The largest body each route reads is its `maxBodyBytes` in
 * the route table.
 */

export const oneLine = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, `${label} is too long (${max} characters at most)`),
    z.refine((v) => !CONTROL.test(v), `${label} contains invalid characters`),
  );

/** A one-line field that may not be left empty (`min` characters after trimming). */
export const requiredLine = (label: string, max: number, min: number, empty: string) =>
  z.pipe(oneLine(label, max), z.string().check(z.minLength(min, empty)));

export const email = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, `${label} is too long`),
      z.regex(EMAIL, `${label}: enter a valid e-mail address`),
    );

export const phone = z.pipe(
  z.string().check(z.maxLength(30, 'Phone: enter a valid phone number')),
  z.transform((p: string, ctx) => {
    if (!p.trim()) return '';
    const normal = normalisePhone(p);
    if (!normal) {
      ctx.issues.push({ code: 'custom', message: 'Phone: enter a valid phone number', input: p });
      return z.NEVER;
    }
    return normal;
  }),
);

export const text = (label: string, min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min, min === 1 ? `${label} is empty` : `${label} needs at least ${min} characters`),
    z.maxLength(max, `${label} is too long (${max} characters at most)`),
    z.refine((v) => !CONTROL_EXCEPT_LINES.test(v), `${label} contains invalid characters`),
  );

export const staffSub = (field: string) =>
  z.nullable(
    z
      .string(`${field}: a staff member’s id, or null`)
      .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, `${field}: a staff member’s id, or null`)),
  );
