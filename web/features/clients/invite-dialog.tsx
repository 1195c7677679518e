import { useState } from 'react';
import { toast } from 'sonner';
import { inviteSchema } from '../../../shared/portal';
import { FormProblem, SubmitButton, TextFields, type FieldSpec } from '../../components/form';
import { Modal } from '../../components/modal';
import { useForm } from '../../lib/form-errors';
import { useInviteClient } from './api';

const empty = { email: '', full_name: '', phone: '', company: '' };
const fields: FieldSpec<keyof typeof empty>[] = [
  { key: 'full_name', label: 'Full name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone (optional)', type: 'tel' },
  { key: 'company', label: 'Company (optional)' },
];

/** Invites a client: an account, a profile, and an e-mail with a one-time password. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [values, setValues] = useState(empty);
  const form = useForm();
  const invite = useInviteClient();
  const submit = form.onSubmit(() => {
    const data = form.check(inviteSchema.safeParse(values));
    if (!data) return;
    invite.mutate(data, {
      onSuccess: ({ client }) => {
        toast.success('Invitation sent', {
          description: `${client.email} gets an e-mail with a one-time password and sets their own at first sign-in.`,
        });
        setValues(empty);
        openChange(false);
      },
      onError: (error) => form.refused(error),
    });
  });
  // Closed, the dialog forgets the last attempt's problems.
  const openChange = (o: boolean) => {
    if (!o) {
      form.clear();
      form.setProblem('');
    }
    onOpenChange(o);
  };
  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title="Invite a client"
      description="They get an e-mail with a one-time password and choose their own at first sign-in."
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-3">
        <TextFields
          fields={fields}
          values={values}
          errors={form.errors}
          onChange={setValues}
          idPrefix="inv"
        />
        <FormProblem message={form.problem} />
        <SubmitButton busy={invite.isPending} busyLabel="Sending invitation..." label="Send invitation" />
      </form>
    </Modal>
  );
}
