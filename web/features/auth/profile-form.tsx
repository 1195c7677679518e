import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { profileSchema, type ProfileInput } from '../../../shared/portal';
import { TextField } from '../../components/field';
import { panel, primaryButton } from '../../components/styles';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useUpdateProfile } from './api';

const errorToast = 'profile-error';
const editable = ({ full_name, phone, company }: DashboardUser): ProfileInput => ({
  full_name,
  phone,
  company,
});

const fields: { key: keyof ProfileInput; label: string; type: string; autoComplete: string }[] = [
  { key: 'full_name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
];

/**
 * Name, phone and company, checked with the server's own schema before they are sent. Problems
 * show at their field, and focus moves to the first one. The dashboard's header shows the new
 * name once saved, since the area's loader runs again.
 */
export function ProfileForm({ user }: { user: DashboardUser }) {
  const revalidator = useRevalidator();
  const [form, setForm] = useState(() => editable(user));
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const save = useUpdateProfile();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileSchema.safeParse(form);
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    clear();
    save.mutate(parsed.data, {
      onSuccess: async ({ profile }) => {
        setForm(editable(profile));
        toast.dismiss(errorToast);
        toast.success('Profile saved');
        await revalidator.revalidate();
      },
      onError: (error) => {
        const refused = serverFieldErrors(error);
        setErrors(refused);
        // A problem with an input shows (and is announced) at that input; anything else in a toast.
        if (fields.some((f) => refused[f.key])) toast.dismiss(errorToast);
        else toast.error('Profile not saved', { id: errorToast, description: error.message });
      },
    });
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Your details"
      className={`${panel} max-w-xl space-y-4`}
    >
      <p className="text-sm text-slate-700">
        Signed in as <strong>{user.email}</strong> ({user.role === 'admin' ? 'Administrator' : 'Client'}). To
        change the e-mail address, write to {firm.email}.
      </p>
      {fields.map((f) => (
        <TextField
          key={f.key}
          id={`pf-${f.key}`}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          value={form[f.key]}
          error={errors[f.key]}
          onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
        />
      ))}
      <button type="submit" disabled={save.isPending} className={primaryButton}>
        {save.isPending ? 'Saving...' : 'Save profile'}
      </button>
    </form>
  );
}
