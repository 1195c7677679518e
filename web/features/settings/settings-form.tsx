import { useState } from 'react';
import { toast } from 'sonner';
import {
  DEFAULT_RETENTION_YEARS,
  MIN_RETENTION_YEARS,
  retentionYearChoices,
} from '../../../shared/documents';
import { settingsSchema, type FirmSettings } from '../../../shared/portal';
import { SelectField } from '../../components/field';
import { FormPanel, SubmitButton, TextFields, type FieldSpec } from '../../components/form';
import { formatDateTime } from '../../lib/dates';
import { useForm } from '../../lib/form-errors';
import { useUpdateSettings } from './api';
import { ResponseTimeFields } from './response-time-fields';

type Editable = Omit<
  FirmSettings,
  'updatedAt' | 'updatedBy' | 'documentRetentionYears' | 'holidays' | 'responseTargetHours'
>;

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
 * Where alerts go, the firm's contact details, how long documents are kept, the response target
 * and holidays, checked with the server's own schema before they are sent. Problems show at their
 * field, and focus moves to the first one.
 */
export function SettingsForm({ settings }: { settings: FirmSettings }) {
  const [values, setValues] = useState(() => editable(settings));
  const [retention, setRetention] = useState(settings.documentRetentionYears);
  const [holidays, setHolidays] = useState(settings.holidays);
  const [targetHours, setTargetHours] = useState(String(settings.responseTargetHours));
  const form = useForm(errorToast);
  const save = useUpdateSettings();
  const submit = form.onSubmit(() => {
    const data = form.check(
      settingsSchema.safeParse({
        ...values,
        documentRetentionYears: retention,
        holidays,
        responseTargetHours: targetHours.trim() === '' ? Number.NaN : Number(targetHours),
      }),
    );
    if (!data) return;
    save.mutate(data, {
      onSuccess: (answer) => {
        setValues(editable(answer.settings));
        setRetention(answer.settings.documentRetentionYears);
        setHolidays(answer.settings.holidays);
        setTargetHours(String(answer.settings.responseTargetHours));
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
      <SelectField
        id="st-documentRetentionYears"
        label="Keep documents for"
        description={`Files uploaded from now on are kept this long, then deleted from storage. At least ${MIN_RETENTION_YEARS} years, as tax records must be; ${DEFAULT_RETENTION_YEARS} years covers company books too. Files already uploaded keep the period they had.`}
        value={retention}
        error={form.errors.documentRetentionYears}
        onChange={(e) => setRetention(Number(e.target.value))}
      >
        {retentionYearChoices.map((years) => (
          <option key={years} value={years}>
            {years} years{years === DEFAULT_RETENTION_YEARS ? ' (default)' : ''}
          </option>
        ))}
      </SelectField>
      <ResponseTimeFields
        targetHours={targetHours}
        holidays={holidays}
        errors={form.errors}
        onTargetHours={setTargetHours}
        onHolidays={setHolidays}
      />
      <SubmitButton busy={save.isPending} busyLabel="Saving..." label="Save settings" />
      <p className="text-xs text-slate-600">
        {settings.updatedAt
          ? `Last saved ${formatDateTime(settings.updatedAt)} by ${settings.updatedBy}.`
          : 'Not saved yet: these are the deployment’s defaults.'}
      </p>
    </FormPanel>
  );
}
