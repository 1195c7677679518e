import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../../shared/auth';
import { PasswordField } from '../../components/field';
import { FormPanel } from '../../components/form';
import { fieldBinder } from '../../components/field-binder';
import { primaryButton } from '../../components/styles';
import { describeSignInError } from '../../lib/auth';
import { useFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { SessionsNotEnded, useChangePassword } from './api';
import { pagePaths } from '../../../shared/page-paths';

const errorToast = 'password-error';
const errorText = (error: unknown) => (error instanceof Error ? error.message : '');
/** Cognito refuses the session itself (ended elsewhere): no password was checked. */
const sessionRevoked = (error: unknown) =>
  error instanceof Error &&
  error.name === 'NotAuthorizedException' &&
  /revoked|invalid access token/i.test(error.message);

/** Cognito's refusals that are about one of the two inputs, in words, at that input. */
function refusedFields(error: unknown): FieldErrors {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAuthorizedException' && /incorrect username or password/i.test(errorText(error)))
    return { current: 'The current password is not correct.' };
  if (name === 'InvalidPasswordException') return { next: describeSignInError(error) };
  return {};
}

/** What this browser can check itself: both are given, and the new one follows the rules. */
function problemsOf(current: string, next: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!current) errors.current = 'Current password is empty';
  const checked = newPasswordSchema.safeParse(next);
  if (!checked.success) errors.next = checked.error.issues[0]?.message;
  return errors;
}

/** The current password and a new one that follows the shared password rules. */
export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: '', next: '' });
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const field = fieldBinder(values, setValues, errors);
  const change = useChangePassword();
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problemsOf(values.current, values.next);
    if (Object.keys(found).length > 0) return setErrors(found);
    clear();
    change.mutate(values, {
      onSuccess: () => {
        toast.dismiss(errorToast);
        void navigate(pagePaths.loginWith('passwordChanged'), { replace: true });
      },
      onError: (error) => {
        if (sessionRevoked(error)) {
          void navigate(pagePaths.loginWith('sessionEnded'), { replace: true });
          return;
        }
        if (error instanceof SessionsNotEnded) {
          setValues({ current: '', next: '' });
          toast.error('Password changed, but your other sessions could not be ended', {
            id: errorToast,
            description: `${error.message} Sign out and in again to end them.`,
          });
          return;
        }
        const fields = refusedFields(error);
        setErrors(fields);
        // A problem with an input shows (and is announced) at that input; anything else in a toast.
        if (fields.current || fields.next) toast.dismiss(errorToast);
        else toast.error('Password not changed', { id: errorToast, description: describeSignInError(error) });
      },
    });
  };
  return (
    <FormPanel formRef={formRef} onSubmit={submit} label="Change password">
      <h2 className="text-lg font-semibold text-brand-900">Change password</h2>
      <PasswordField
        id="pw-current"
        label="Current password"
        autoComplete="current-password"
        {...field('current')}
      />
      <PasswordField
        id="pw-new"
        label="New password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        {...field('next')}
      />
      <button type="submit" disabled={change.isPending} className={primaryButton}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </button>
    </FormPanel>
  );
}
