import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { firm } from '../../../shared/firm';
import { settingsSchema, type FirmSettings } from '../../../shared/portal';
import { fieldClass, primaryButton } from '../../components/modal';
import { PageTitle, QueryState, panel } from '../../features/portal/ui';
import { formatDateTime } from '../../features/site/dates';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Settings | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

const fields: {
  key: keyof Omit<FirmSettings, 'updatedAt' | 'updatedBy'>;
  label: string;
  hint: string;
  type: string;
}[] = [
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

/** What the firm changes without a deploy: where alerts go, and its contact details. */
export default function Settings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => apiFetch<{ settings: FirmSettings }>('/api/settings'),
  });
  const [form, setForm] = useState({
    leadAlertTo: '',
    requestAlertTo: '',
    contactEmail: '',
    contactPhone: '',
  });
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (settings.data) {
      const { leadAlertTo, requestAlertTo, contactEmail, contactPhone } = settings.data.settings;
      setForm({ leadAlertTo, requestAlertTo, contactEmail, contactPhone });
    }
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<{ settings: FirmSettings }>('/api/settings', { method: 'PUT', json: body }),
    onSuccess: (data) => {
      toast.success('Settings saved');
      queryClient.setQueryData(['settings'], data);
    },
    onError: (e) => setProblem(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = settingsSchema.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    save.mutate(parsed.data);
  };
  const s = settings.data?.settings;
  return (
    <div className="space-y-5">
      <PageTitle>Settings</PageTitle>
      <QueryState pending={settings.isPending} error={settings.error} />
      {s && (
        <form onSubmit={submit} noValidate className={`${panel} max-w-xl space-y-4`}>
          {fields.map((f) => (
            <div key={f.key} className="text-sm font-medium text-slate-800">
              <label htmlFor={`st-${f.key}`}>{f.label}</label>
              <input
                id={`st-${f.key}`}
                type={f.type}
                value={form[f.key]}
                onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
                className={fieldClass}
                aria-describedby={`st-${f.key}-hint`}
              />
              <p id={`st-${f.key}-hint`} className="mt-1 text-xs font-normal text-slate-600">
                {f.hint}
              </p>
            </div>
          ))}
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <button type="submit" disabled={save.isPending} className={primaryButton}>
            {save.isPending ? 'Saving...' : 'Save settings'}
          </button>
          <p className="text-xs text-slate-600">
            {s.updatedAt
              ? `Last saved ${formatDateTime(s.updatedAt)} by ${s.updatedBy}.`
              : 'Not saved yet: these are the deployment’s defaults.'}
          </p>
        </form>
      )}
    </div>
  );
}
