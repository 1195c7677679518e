import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { settingsSchema, type FirmSettings } from '../../../shared/portal';
import { TextField } from '../../components/field';
import { panel, primaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useUpdateSettings } from './api';

type Editable = Omit<FirmSettings, 'updatedAt' | 'updatedBy'>;

const errorToast = 'settings-error';
const editable = ({ leadAlertTo, requestAlertTo, contactEmail, contactPhone }: FirmSettings): Editable => ({
  leadAlertTo,
  requestAlertTo,
  contactEmail,
  contactPhone,
});

const fields: { key: keyof Editable; label: string; hint: string; type: string }[] = [
  {
    key: 'leadAlertTo',
    label: 'New-lead alerts go to',
    hint: 'Website inquiries and webhook leads.',
    type: 'email',
  },
  {
    key: 'requestAlertTo',
    label: 'New-request alerts go to',
    hint: 'Client requests and client messages.',
    type: 'email',
  },
  {
    key: 'contactEmail',
    label: 'Contact e-mail',
    hint: 'Shown to clients as the firm’s address.',
    type: 'email',
  },
  {
    key: 'contactPhone',
    label: 'Contact phone',
    hint: 'Shown to clients as the firm’s number.',
    type: 'tel',
  },
];

/**
 * Where alerts go and the firm's contact details, checked with the server's own schema before
 * they are sent. Problems show at their field, and focus moves to the first one.
 */
export function SettingsForm({ settings }: { settings: FirmSettings }) {
  const [form, setForm] = useState(() => editable(settings));
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const save = useUpdateSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = settingsSchema.safeParse(form);
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    clear();
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setForm(editable(answer.settings));
        toast.dismiss(errorToast);
        toast.success('Settings saved');
      },
      onError: (error) => {
        const refused = serverFieldErrors(error);
        setErrors(refused);
        // A problem with an input shows (and is announced) at that input; anything else in a toast.
        if (fields.some((f) => refused[f.key])) toast.dismiss(errorToast);
        else toast.error('Settings not saved', { id: errorToast, description: error.message });
      },
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={`${panel} max-w-xl space-y-4`}>
      {fields.map((f) => (
        <TextField
          key={f.key}
          id={`st-${f.key}`}
          label={f.label}
          description={f.hint}
          type={f.type}
          value={form[f.key]}
          error={errors[f.key]}
          onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
        />
      ))}
      <button type="submit" disabled={save.isPending} className={primaryButton}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </button>
      <p className="text-xs text-slate-600">
        {settings.updatedAt
          ? `Last saved ${formatDateTime(settings.updatedAt)} by ${settings.updatedBy}.`
          : 'Not saved yet: these are the deployment’s defaults.'}
      </p>
    </form>
  );
}
