import * as z from './zod';
import { MAX_RETENTION_YEARS, MIN_RETENTION_YEARS } from './documents';
import { MAX_HOLIDAYS, MAX_RESPONSE_TARGET_HOURS, MIN_RESPONSE_TARGET_HOURS } from './business-hours';
import { email, requiredLine } from './portal-fields';

/** PUT /api/settings: the firm's settings. */
export const settingsSchema = z.object({
  leadAlertTo: email('New-lead alerts'),
  requestAlertTo: email('New-request alerts'),
  contactEmail: email('Contact e-mail'),
  contactPhone: requiredLine('Contact phone', 30, 5, 'Contact phone is empty'),
  documentRetentionYears: z.optional(
    z
      .number('Keep documents for: a number of years')
      .check(
        z.int('Keep documents for: whole years'),
        z.minimum(
          MIN_RETENTION_YEARS,
          `Keep documents for: at least ${MIN_RETENTION_YEARS} years, as tax records must be`,
        ),
        z.maximum(MAX_RETENTION_YEARS, `Keep documents for: at most ${MAX_RETENTION_YEARS} years`),
      ),
  ),
  /** The firm's closed days (India dates), kept without repeats, earliest first. */
  holidays: z.optional(
    z.pipe(
      z
        .array(
          z.iso.date('Holidays: write each date as YYYY-MM-DD, a real date'),
          'Holidays: a list of dates',
        )
        .check(z.maxLength(MAX_HOLIDAYS, `Holidays: at most ${MAX_HOLIDAYS} dates`)),
      z.transform((dates: string[]) => [...new Set(dates)].sort()),
    ),
  ),
  /** Business hours a new lead may wait for a first response before it counts as overdue. */
  responseTargetHours: z.optional(
    z
      .number('Response target: a number of business hours')
      .check(
        z.int('Response target: whole hours'),
        z.minimum(
          MIN_RESPONSE_TARGET_HOURS,
          `Response target: at least ${MIN_RESPONSE_TARGET_HOURS} business hour`,
        ),
        z.maximum(
          MAX_RESPONSE_TARGET_HOURS,
          `Response target: at most ${MAX_RESPONSE_TARGET_HOURS} business hours`,
        ),
      ),
  ),
});
/**
 * PUT /api/settings: every field; a caller may leave out the documents' keeping period, the
 * holidays and the response target (the stored ones then stay).
 */
export type SettingsInput = z.input<typeof settingsSchema>;
