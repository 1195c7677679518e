import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../../shared/auth';
import { PasswordField } from '../../components/field';
import { useFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { SubmitButton } from './login-parts';

/** The first problem with a new password typed twice, at the field it concerns. */
function problemOf(first: string, second: string): FieldErrors {
  const parsed = newPasswordSchema.safeParse(first);
  if (!parsed.success) return { first: parsed.error.issues[0]?.message ?? 'Choose another password.' };
  if (first !== second) return { second: 'The two passwords do not match.' };
  return {};
}

/**
 * A new password typed twice, checked against the shared password rules before anything is sent.
 * A problem shows at its field (and is announced there), and focus moves to that field.
 */
export function useNewPassword() {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const { errors, setErrors, formRef } = useFieldErrors();
  /** Checks, shows the problem if any, and answers whether the password may be sent. */
  const accept = (): boolean => {
    const found = problemOf(first, second);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { first, setFirst, second, setSecond, errors, formRef, accept };
}

export function NewPasswordFields({ state }: { state: ReturnType<typeof useNewPassword> }) {
  return (
    <>
      <PasswordField
        label="New password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.`}
        autoComplete="new-password"
        required
        value={state.first}
        error={state.errors.first}
        onChange={(e) => state.setFirst(e.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={state.second}
        error={state.errors.second}
        onChange={(e) => state.setSecond(e.target.value)}
      />
    </>
  );
}

/** First sign-in of an account an admin created: the user chooses their own password. */
export function NewPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string) => void }) {
  const state = useNewPassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state.accept()) onSubmit(state.first);
  };
  return (
    <form ref={state.formRef} className="mt-6 space-y-4" onSubmit={submit}>
      <NewPasswordFields state={state} />
      <SubmitButton busy={busy} busyLabel="Saving..." label="Set password and sign in" />
    </form>
  );
}
