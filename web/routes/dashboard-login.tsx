import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, redirect, useLoaderData, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../shared/auth';
import { firm } from '../../shared/firm';
import { PageSpinner } from '../components/spinner';
import { Logo } from '../components/logo';
import {
  completePasswordReset,
  currentUser,
  dashboardPathFor,
  describeSignInError,
  requestPasswordReset,
  setNewPassword,
  signInWithPassword,
  type SignInOutcome,
} from '../lib/auth';
import { loadRuntimeConfig } from '../lib/runtime-config';

export function meta() {
  return [{ title: `Dashboard Login | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** A signed-in visitor goes straight to the dashboard of their role (spec 2.12). */
export async function clientLoader() {
  const config = await loadRuntimeConfig();
  const user = await currentUser().catch((error: unknown) => {
    // An inactive or unreadable profile means: show the form (spec 8: only logged).
    console.warn('Session check failed:', error);
    return null;
  });
  if (user) throw redirect(dashboardPathFor(user.role));
  return { demoAccounts: config.demo?.accounts ?? [] };
}

export function HydrateFallback() {
  return <PageSpinner label="Checking your session…" />;
}

type Mode = 'sign-in' | 'new-password' | 'forgot' | 'reset';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const primaryButton =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-70';
const linkButton = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

export default function DashboardLogin() {
  const { demoAccounts } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (e) {
      setError(describeSignInError(e));
    } finally {
      setBusy(false);
    }
  };

  const after = (outcome: SignInOutcome) => {
    if (outcome.step === 'done') {
      void navigate(dashboardPathFor(outcome.user.role), { replace: true });
    } else if (outcome.step === 'new-password') {
      setPassword('');
      setMode('new-password');
    } else {
      setMode('reset');
      setNotice('Your password must be reset. Ask for a code below.');
    }
  };

  const onSignIn = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => after(await signInWithPassword(email.trim(), password.trim())));
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-brand-100 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-center text-2xl font-bold text-brand-900">
            {mode === 'new-password'
              ? 'Set a new password'
              : mode === 'forgot' || mode === 'reset'
                ? 'Reset your password'
                : 'Dashboard Login'}
          </h1>
          <p className="mt-1 text-center text-slate-600">
            {mode === 'new-password'
              ? 'This is your first sign-in. Choose the password you will use from now on.'
              : mode === 'forgot'
                ? 'We will e-mail you a code to set a new password.'
                : mode === 'reset'
                  ? 'Enter the code from the e-mail and your new password.'
                  : 'Access your partner dashboard'}
          </p>

          {error && (
            <div
              role="alert"
              className="mt-5 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {error}
            </div>
          )}
          {notice && (
            <div
              role="status"
              className="mt-5 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
            >
              {notice}
            </div>
          )}

          {mode === 'sign-in' && (
            <form className="mt-6 space-y-4" onSubmit={onSignIn}>
              <EmailField value={email} onChange={setEmail} />
              <PasswordField
                label="Password"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
              />
              <div className="flex justify-end">
                <button
                  type="button"
                  className={linkButton}
                  onClick={() => (setError(null), setMode('forgot'))}
                >
                  Forgot password?
                </button>
              </div>
              <button type="submit" disabled={busy} className={primaryButton}>
                {busy ? 'Signing in...' : 'Sign In'}
              </button>
            </form>
          )}

          {mode === 'new-password' && (
            <NewPasswordForm
              busy={busy}
              submitLabel="Set password and sign in"
              onSubmit={(newPassword) => void run(async () => after(await setNewPassword(newPassword)))}
            />
          )}

          {mode === 'forgot' && (
            <form
              className="mt-6 space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                void run(async () => {
                  await requestPasswordReset(email);
                  setMode('reset');
                  setNotice(`If ${email.trim()} has an account, a code is on its way to it.`);
                });
              }}
            >
              <EmailField value={email} onChange={setEmail} />
              <button type="submit" disabled={busy} className={primaryButton}>
                {busy ? 'Sending...' : 'Send reset code'}
              </button>
              <BackToSignIn onClick={() => (setError(null), setNotice(null), setMode('sign-in'))} />
            </form>
          )}

          {mode === 'reset' && (
            <ResetForm
              busy={busy}
              onSubmit={(code, newPassword) =>
                void run(async () => {
                  await completePasswordReset(email, code, newPassword);
                  setPassword('');
                  setMode('sign-in');
                  setNotice('Your password has been changed. Sign in with the new password.');
                })
              }
              onBack={() => (setError(null), setNotice(null), setMode('sign-in'))}
            />
          )}

          {demoAccounts.length > 0 && mode === 'sign-in' && (
            <section aria-labelledby="demo-accounts" className="mt-6 rounded-lg bg-brand-50 p-4 text-sm">
              <h2 id="demo-accounts" className="font-semibold text-brand-900">
                Demo accounts (local stack only)
              </h2>
              <ul className="mt-2 space-y-2">
                {demoAccounts.map((a) => (
                  <li key={a.email} className="flex items-center justify-between gap-3">
                    <span className="min-w-0">
                      <span className="font-medium capitalize">{a.role}</span>:{' '}
                      <span className="break-all">{a.email}</span> /{' '}
                      <span className="break-all">{a.password}</span>
                    </span>
                    <button
                      type="button"
                      className="shrink-0 rounded border border-brand-600 px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-white"
                      onClick={() => (setEmail(a.email), setPassword(a.password))}
                    >
                      Use {a.role}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <p className="mt-6 text-center">
          <Link to="/" className={linkButton}>
            ← Back to Website
          </Link>
        </p>
      </div>
    </main>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Email">
      {(id) => (
        <input
          id={id}
          type="email"
          autoComplete="username"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  describedBy?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={props.label}>
      {(id) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            autoComplete={props.autoComplete}
            required
            value={props.value}
            aria-describedby={props.describedBy}
            onChange={(e) => props.onChange(e.target.value)}
            className={`${inputClass} pr-11`}
          />
          <button
            type="button"
            aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 mt-1 grid w-11 place-items-center rounded-r-md text-slate-600 hover:text-brand-900"
          >
            {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** New password twice, checked against the shared policy before anything is sent. */
function useNewPassword() {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = (): string | null => {
    const parsed = newPasswordSchema.safeParse(first);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Choose another password.';
    if (first !== second) return 'The two passwords do not match.';
    return null;
  };
  return { first, setFirst, second, setSecond, problem, setProblem, check };
}

function NewPasswordFields({ state }: { state: ReturnType<typeof useNewPassword> }) {
  const hintId = useId();
  return (
    <>
      <PasswordField
        label="New password"
        value={state.first}
        onChange={state.setFirst}
        autoComplete="new-password"
        describedBy={hintId}
      />
      <p id={hintId} className="-mt-2 text-xs text-slate-600">
        At least {PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.
      </p>
      <PasswordField
        label="Confirm new password"
        value={state.second}
        onChange={state.setSecond}
        autoComplete="new-password"
      />
      {state.problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.problem}
        </p>
      )}
    </>
  );
}

function NewPasswordForm(props: {
  busy: boolean;
  submitLabel: string;
  onSubmit: (password: string) => void;
}) {
  const state = useNewPassword();
  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = state.check();
        state.setProblem(problem);
        if (!problem) props.onSubmit(state.first);
      }}
    >
      <NewPasswordFields state={state} />
      <button type="submit" disabled={props.busy} className={primaryButton}>
        {props.busy ? 'Saving...' : props.submitLabel}
      </button>
    </form>
  );
}

function ResetForm(props: {
  busy: boolean;
  onSubmit: (code: string, password: string) => void;
  onBack: () => void;
}) {
  const state = useNewPassword();
  const [code, setCode] = useState('');
  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = state.check();
        state.setProblem(problem);
        if (!problem) props.onSubmit(code, state.first);
      }}
    >
      <Field label="Code from the e-mail">
        {(id) => (
          <input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <NewPasswordFields state={state} />
      <button type="submit" disabled={props.busy} className={primaryButton}>
        {props.busy ? 'Saving...' : 'Change password'}
      </button>
      <BackToSignIn onClick={props.onBack} />
    </form>
  );
}

function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <p className="text-center">
      <button type="button" className={linkButton} onClick={onClick}>
        Back to sign in
      </button>
    </p>
  );
}
