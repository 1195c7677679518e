import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/field';
import { BackToSignIn, SubmitButton } from './login-parts';
import { NewPasswordFields, useNewPassword } from './new-password-form';

/** The code from the e-mail and the new password, twice. */
export function ResetForm(props: {
  busy: boolean;
  onSubmit: (code: string, password: string) => void;
  onBack: () => void;
}) {
  const state = useNewPassword();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state.accept()) props.onSubmit(code, state.first);
  };
  return (
    <form ref={state.formRef} className="mt-6 space-y-4" onSubmit={submit}>
      <TextField
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <NewPasswordFields state={state} />
      <SubmitButton busy={props.busy} busyLabel="Saving..." label="Change password" />
      <BackToSignIn onClick={props.onBack} />
    </form>
  );
}
