import { useState } from 'react';
import { toast } from 'sonner';
import {
  staffInviteSchema,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from '../../../shared/staff-schemas';
import { SelectField, TextField } from '../../components/field';
import { fieldBinder } from '../../components/field-binder';
import { FormProblem, SubmitButton } from '../../components/form';
import { Modal } from '../../components/modal';
import { useForm } from '../../lib/form-errors';
import { useInviteStaff } from './api';

const empty = { full_name: '', email: '', staffRole: 'staff' };

/**
 * A partner invites a colleague: their name, e-mail and role. They receive an e-mail with a
 * temporary password, choose their own at the first sign-in, then set up two-factor sign-in.
 */
export function StaffInviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [values, setValues] = useState(empty);
  const form = useForm();
  const invite = useInviteStaff();
  const field = fieldBinder(values, setValues, form.errors);
  const openChange = (o: boolean) => {
    form.clear();
    form.setProblem('');
    if (!o) setValues(empty);
    onOpenChange(o);
  };
  const submit = form.onSubmit(() => {
    const data = form.check(staffInviteSchema.safeParse(values));
    if (!data) return;
    invite.mutate(data, {
      onSuccess: ({ member }) => {
        toast.success(`Invitation sent to ${member.full_name}`, {
          description:
            'They sign in with the temporary password in the e-mail, then set up two-factor sign-in.',
        });
        openChange(false);
      },
      onError: (error) => form.refused(error),
    });
  });
  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title="Add a colleague"
      description="A partner also manages staff, settings and lead-source endpoints; staff handle leads, clients, requests and documents."
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
        <TextField id="staff-name" label="Full name" autoComplete="off" {...field('full_name')} />
        <TextField id="staff-email" type="email" label="E-mail" autoComplete="off" {...field('email')} />
        <SelectField id="staff-role" label="Role" {...field('staffRole')}>
          {staffRoles.map((role: StaffRole) => (
            <option key={role} value={role}>
              {staffRoleLabels[role]}
            </option>
          ))}
        </SelectField>
        <FormProblem message={form.problem} />
        <SubmitButton busy={invite.isPending} busyLabel="Sending…" label="Send invitation" />
      </form>
    </Modal>
  );
}
