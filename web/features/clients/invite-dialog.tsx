import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { inviteSchema } from '../../../shared/portal';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { primaryButton } from '../../components/styles';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useInviteClient } from './api';

const empty = { email: '', full_name: '', phone: '', company: '' };
type InviteForm = typeof empty;

/** Invites a client: an account, a profile, and an e-mail with a one-time password. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState('');
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const invite = useInviteClient();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    const parsed = inviteSchema.safeParse(form);
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    clear();
    invite.mutate(parsed.data, {
      onSuccess: ({ client }) => {
        toast.success('Invitation sent', {
          description: `${client.email} gets an e-mail with a one-time password and sets their own at first sign-in.`,
        });
        setForm(empty);
        onOpenChange(false);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length) setErrors(fields);
        else setProblem(error.message);
      },
    });
  };
  const field = (key: keyof InviteForm, label: string, type = 'text') => (
    <TextField
      id={`inv-${key}`}
      label={label}
      type={type}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a client"
      description="They get an e-mail with a one-time password and choose their own at first sign-in."
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-3">
        {field('full_name', 'Full name')}
        {field('email', 'Email', 'email')}
        {field('phone', 'Phone (optional)', 'tel')}
        {field('company', 'Company (optional)')}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" disabled={invite.isPending} className={primaryButton}>
          {invite.isPending ? 'Sending invitation...' : 'Send invitation'}
        </button>
      </form>
    </Modal>
  );
}
