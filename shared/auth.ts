import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import * as z from './zod';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, tokenLifetimes } from './password-policy';

/** The new-password field's check, from the password rules (shared/password-policy.ts). */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  );
