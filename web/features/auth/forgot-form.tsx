import type { FormEvent } from 'react';
import { BackToSignIn, EmailField, SubmitButton } from './login-parts';

/** Asks for a reset code. The answer is the same whether or not the address has an account. */
export function ForgotForm(props: {
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="mt-6 space-y-4" onSubmit={submit}>
      <EmailField value={props.email} onChange={props.onEmail} />
      <SubmitButton busy={props.busy} busyLabel="Sending..." label="Send reset code" />
      <BackToSignIn onClick={props.onBack} />
    </form>
  );
}
