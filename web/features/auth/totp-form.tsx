import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/field';
import { SubmitButton, linkButton } from './login-parts';

/**
 * The 6-digit code from an authenticator app: numeric keypad on phones, the browser's one-time
 * code autofill, and spaces tolerated (some apps show '123 456').
 */
export function CodeField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      autoFocus={autoFocus}
      label="Authentication code"
      description="6 digits from your authenticator app. A new code appears every 30 seconds."
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The second step of a sign-in with two-factor on. */
export function TotpForm(props: { busy: boolean; onSubmit: (code: string) => void; onBack: () => void }) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(code);
  };
  return (
    <form className="mt-6 space-y-4" onSubmit={submit}>
      {/* The step replaced the password form: focus goes to what to do next. */}
      <CodeField value={code} onChange={setCode} autoFocus />
      <SubmitButton busy={props.busy} busyLabel="Checking..." label="Verify and sign in" />
      <p className="text-center">
        <button type="button" className={linkButton} onClick={props.onBack}>
          Use another account
        </button>
      </p>
      <p className="text-sm text-slate-600">
        Lost your phone? Staff: ask a partner of the firm to reset your two-factor sign-in. Clients: contact
        the firm.
      </p>
    </form>
  );
}
