/**
 * Password rules, one source for the user pool (CDK), the local emulator and the forms. Length over
 * composition, as OWASP ASVS 5.0 (6.2.5) asks: see docs/decisions/0006-password-policy-and-tokens.md.
 * Plain constants, without zod: the handlers that create accounts read them without loading the
 * form schemas (shared/auth.ts builds those).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Token lifetimes of the web app client, in minutes and days (see the same decision record). */
export const tokenLifetimes = { accessMinutes: 60, idMinutes: 60, refreshDays: 30 } as const;
