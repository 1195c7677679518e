import { useState, type FormEvent } from 'react';
import type { RuntimeConfig } from '../../../shared/runtime-config';
import { PasswordField } from '../../components/field';
import { EmailField, SubmitButton, linkButton } from './login-parts';

export type DemoAccount = NonNullable<RuntimeConfig['demo']>['accounts'][number];

/**
 * E-mail and password. The password lives only here: leaving the sign-in form drops it. Locally,
 * the demo accounts fill both fields with one click.
 */
export function SignInForm(props: {
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
  onSubmit: (password: string) => void;
  onForgot: () => void;
  demoAccounts: readonly DemoAccount[];
}) {
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(password);
  };
  return (
    <>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <EmailField value={props.email} onChange={props.onEmail} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <button type="button" className={linkButton} onClick={props.onForgot}>
            Forgot password?
          </button>
        </div>
        <SubmitButton busy={props.busy} busyLabel="Signing in..." label="Sign In" />
      </form>
      {props.demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={props.demoAccounts}
          onUse={(a) => {
            props.onEmail(a.email);
            setPassword(a.password);
          }}
        />
      )}
    </>
  );
}

/** Only the local stack lists its demo accounts (config.json's `demo`); a deployment never does. */
function DemoAccounts({
  accounts,
  onUse,
}: {
  accounts: readonly DemoAccount[];
  onUse: (account: DemoAccount) => void;
}) {
  return (
    <section aria-labelledby="demo-accounts" className="mt-6 rounded-lg bg-brand-50 p-4 text-sm">
      <h2 id="demo-accounts" className="font-semibold text-brand-900">
        Demo accounts (local stack only)
      </h2>
      <ul className="mt-2 space-y-2">
        {accounts.map((a) => (
          <li key={a.email} className="flex items-center justify-between gap-3">
            <span className="min-w-0">
              <span className="font-medium capitalize">{a.role}</span>:{' '}
              <span className="break-all">{a.email}</span> / <span className="break-all">{a.password}</span>
            </span>
            <button
              type="button"
              className="shrink-0 rounded border border-brand-600 px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-white"
              onClick={() => onUse(a)}
            >
              Use {a.role}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
