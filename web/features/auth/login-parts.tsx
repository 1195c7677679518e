import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { TextField } from '../../components/field';
import { SubmitButton as FormSubmit } from '../../components/form';

/** The pieces every form of the login page shares. */

export const linkButton = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/** The page: logo, a card with the mode's heading and lead, and the way back to the website. */
export function LoginCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-brand-100 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-center text-2xl font-bold text-brand-900">{title}</h1>
          <p className="mt-1 text-center text-slate-600">{lead}</p>
          {children}
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

/** What went wrong (read out at once) and what happens next (read out politely). */
export function LoginMessages({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
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
    </>
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="username"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The form's submit button; while its work runs it is disabled and says so. */
/** The login card's submit button: the card's full width. */
export function SubmitButton(props: { busy: boolean; busyLabel: string; label: string }) {
  return <FormSubmit {...props} className="w-full" />;
}

export function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <p className="text-center">
      <button type="button" className={linkButton} onClick={onClick}>
        Back to sign in
      </button>
    </p>
  );
}
