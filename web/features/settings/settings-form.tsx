import { useState } from 'react';
import { toast } from 'sonner';
import { settingsSchema, type FirmSettings } from '../../../shared/portal';
import { FormPanel, SubmitButton, TextFields, type FieldSpec } from '../../components/form';
import { formatDateTime } from '../../lib/dates';
import { useForm } from '../../lib/form-errors';
import { useUpdateSettings } from './api';

type Editable = Omit<FirmSettings, 'updatedAt' | 'updatedBy'>;

const errorToast = 'settings-error';
const editable = ({ leadAlertTo, requestAlertTo, contactEmail, contactPhone }: FirmSettings): Editable => ({
  leadAlertTo,
  requestAlertTo,
  contactEmail,
  contactPhone,
});

const fields: FieldSpec<keyof Editable>[] = [
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
  const [values, setValues] = useState(() => editable(settings));
  const form = useForm(errorToast);
  const save = useUpdateSettings();
  const submit = form.onSubmit(() => {
    const data = form.check(settingsSchema.safeParse(values));
    if (!data) return;
    save.mutate(data, {
      onSuccess: (answer) => {
        setValues(editable(answer.settings));
        toast.dismiss(errorToast);
        toast.success('Settings saved');
      },
      // A problem with an input shows (and is announced) at that input; anything else in a toast.
      onError: (error) =>
        form.refused(error, (e) =>
          toast.error('Settings not saved', { id: errorToast, description: e.message }),
        ),
    });
  });
  return (
    <FormPanel formRef={form.formRef} onSubmit={submit}>
      <TextFields fields={fields} values={values} errors={form.errors} onChange={setValues} idPrefix="st" />
      <SubmitButton busy={save.isPending} busyLabel="Saving..." label="Save settings" />
      <p className="text-xs text-slate-600">
        {settings.updatedAt
          ? `Last saved ${formatDateTime(settings.updatedAt)} by ${settings.updatedBy}.`
          : 'Not saved yet: these are the deployment’s defaults.'}
      </p>
    </FormPanel>
  );
}
