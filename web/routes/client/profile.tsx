import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useOutletContext, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../../shared/auth';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { profileSchema } from '../../../shared/portal';
import { fieldClass, primaryButton } from '../../components/modal';
import { PageTitle, panel } from '../../features/portal/ui';
import { apiFetch } from '../../lib/api';
import { changePassword, describeSignInError } from '../../lib/auth';

export function meta() {
  return [{ title: `Profile | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** View and edit name, phone and company; change the password. */
export default function Profile() {
  const user = useOutletContext<DashboardUser>();
  const revalidator = useRevalidator();
  const [form, setForm] = useState({ full_name: user.full_name, phone: user.phone, company: user.company });
  const [problem, setProblem] = useState('');
  const save = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<{ profile: DashboardUser }>('/api/me', { method: 'PATCH', json: body }),
    onSuccess: async ({ profile }) => {
      setForm({ full_name: profile.full_name, phone: profile.phone, company: profile.company });
      toast.success('Profile saved');
      await revalidator.revalidate();
    },
    onError: (e) => setProblem(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileSchema.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    save.mutate(parsed.data);
  };
  const field = (key: keyof typeof form, label: string, type = 'text', autoComplete?: string) => (
    <div className="text-sm font-medium text-slate-800">
      <label htmlFor={`pf-${key}`}>{label}</label>
      <input
        id={`pf-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className={fieldClass}
      />
    </div>
  );
  return (
    <div className="space-y-5">
      <PageTitle>Profile</PageTitle>
      <form onSubmit={submit} noValidate aria-label="Your details" className={`${panel} max-w-xl space-y-4`}>
        <p className="text-sm text-slate-700">
          Signed in as <strong>{user.email}</strong> ({user.role === 'admin' ? 'Administrator' : 'Client'}).
          To change the e-mail address, write to {firm.email}.
        </p>
        {field('full_name', 'Full name', 'text', 'name')}
        {field('phone', 'Phone', 'tel', 'tel')}
        {field('company', 'Company', 'text', 'organization')}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </button>
      </form>
      <PasswordForm />
    </div>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(next);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setBusy(true);
    setProblem('');
    try {
      await changePassword(current, parsed.data);
      setCurrent('');
      setNext('');
      toast.success('Password changed');
    } catch (error) {
      setProblem(
        error instanceof Error && error.name === 'NotAuthorizedException'
          ? 'The current password is not correct.'
          : describeSignInError(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Change password"
      className={`${panel} max-w-xl space-y-4`}
    >
      <h2 className="text-lg font-semibold text-brand-900">Change password</h2>
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor="pw-current">Current password</label>
        <input
          id="pw-current"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor="pw-new">New password</label>
        <input
          id="pw-new"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          className={fieldClass}
          aria-describedby="pw-hint"
        />
        <p id="pw-hint" className="mt-1 text-xs font-normal text-slate-600">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
