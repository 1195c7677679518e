import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { profileSchema, type ProfileInput } from '../../../shared/portal';
import { FormPanel, SubmitButton, TextFields, type FieldSpec } from '../../components/form';
import { useForm } from '../../lib/form-errors';
import { useUpdateProfile } from './api';

const errorToast = 'profile-error';
const editable = ({ full_name, phone, company }: DashboardUser): ProfileInput => ({
  full_name,
  phone,
  company,
});

const fields: FieldSpec<keyof ProfileInput>[] = [
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
  const [values, setValues] = useState(() => editable(user));
  const form = useForm(errorToast);
  const save = useUpdateProfile();
  const submit = form.onSubmit(() => {
    const data = form.check(profileSchema.safeParse(values));
    if (!data) return;
    save.mutate(data, {
      onSuccess: async ({ profile }) => {
        setValues(editable(profile));
        toast.dismiss(errorToast);
        toast.success('Profile saved');
        await revalidator.revalidate();
      },
      // A problem with an input shows (and is announced) at that input; anything else in a toast.
      onError: (error) =>
        form.refused(error, (e) =>
          toast.error('Profile not saved', { id: errorToast, description: e.message }),
        ),
    });
  });
  return (
    <FormPanel formRef={form.formRef} onSubmit={submit} label="Your details">
      <p className="text-sm text-slate-700">
        Signed in as <strong>{user.email}</strong> ({user.role === 'admin' ? 'Administrator' : 'Client'}). To
        change the e-mail address, write to {firm.email}.
      </p>
      <TextFields fields={fields} values={values} errors={form.errors} onChange={setValues} idPrefix="pf" />
      <SubmitButton busy={save.isPending} busyLabel="Saving..." label="Save profile" />
    </FormPanel>
  );
}
