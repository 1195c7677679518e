import { useState } from 'react';
import { toast } from 'sonner';
import type { DashboardUser } from '../../shared/domain';
import { inviteSchema, type InviteInput } from '../../shared/portal';
import { FormProblem, SubmitButton, TextFields, type FieldSpec } from './form';
import { Modal } from './modal';
import { useForm } from '../lib/form-errors';

const empty = { email: '', full_name: '', phone: '', company: '' };
const fields: FieldSpec<keyof typeof empty>[] = [
  { key: 'full_name', label: 'Full name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone (optional)', type: 'tel' },
  { key: 'company', label: 'Company (optional)' },
];

/** What sends the invitation: the client list's invite, or a lead's conversion (a mutation). */
export interface InviteSender {
  mutate: (
    data: InviteInput,
    options: { onSuccess: (answer: { client: DashboardUser }) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * Invites a client: an account, a profile, and an e-mail with a one-time password, sent by
 * `sender`. The client list invites anyone; a lead's conversion comes prefilled with the lead's
 * details (`initial`).
 */
export function InviteDialog({
  open,
  onOpenChange,
  initial = empty,
  title = 'Invite a client',
  sender,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initial?: typeof empty;
  title?: string;
  sender: InviteSender;
  onInvited?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const form = useForm();
  const invite = sender;
  const submit = form.onSubmit(() => {
    const data = form.check(inviteSchema.safeParse(values));
    if (!data) return;
    invite.mutate(data, {
      onSuccess: ({ client }) => {
        toast.success('Invitation sent', {
          description: `${client.email} gets an e-mail with a one-time password and sets their own at first sign-in.`,
        });
        setValues(initial);
        openChange(false);
        onInvited?.();
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
      title={title}
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
