import * as z from './zod';

/**
 * Password rules, one source for the user pool (CDK), the local emulator and the forms. Length over
 * composition, as OWASP ASVS 5.0 (6.2.5) asks: see docs/decisions/0006-password-policy-and-tokens.md.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

/** Token lifetimes of the web app client, in minutes and days (see the same decision record). */
export const tokenLifetimes = { accessMinutes: 60, idMinutes: 60, refreshDays: 30 } as const;
