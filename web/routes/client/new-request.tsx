import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { categories } from '../../../shared/catalogue';
import { firm } from '../../../shared/firm';
import { newRequestSchema, type ServiceRequest } from '../../../shared/portal';
import { fieldClass, primaryButton } from '../../components/modal';
import { PageTitle, panel } from '../../features/portal/ui';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `New Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** File a request: a service from the catalogue and what is needed. The id makes a retry file it once. */
export default function NewRequest() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [id] = useState(() => crypto.randomUUID());
  const [service, setService] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState('');
  const file = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<{ request: ServiceRequest }>('/api/requests', { method: 'POST', json: body }),
    onSuccess: async ({ request }) => {
      toast.success('Request filed', { description: 'The firm has been told and will reply here.' });
      await client.invalidateQueries({ queryKey: ['requests'] });
      await client.invalidateQueries({ queryKey: ['portal-summary'] });
      await navigate(`/client-dashboard/requests/${request.id}`);
    },
    onError: (e) => setProblem(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newRequestSchema.safeParse({ id, service, description });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]!.message);
      return;
    }
    setProblem('');
    file.mutate(parsed.data);
  };
  return (
    <div className="space-y-5">
      <PageTitle>New Request</PageTitle>
      <form onSubmit={submit} noValidate className={`${panel} max-w-2xl space-y-4`}>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="nr-service">Service</label>
          <select
            id="nr-service"
            value={service}
            onChange={(e) => setService(e.target.value)}
            className={fieldClass}
          >
            <option value="">Choose a service</option>
            {categories.map((c) => (
              <optgroup key={c.id} label={c.title}>
                {c.services.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="nr-description">What do you need?</label>
          <textarea
            id="nr-description"
            rows={6}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className={fieldClass}
            aria-describedby="nr-hint"
          />
          <p id="nr-hint" className="mt-1 text-xs font-normal text-slate-600">
            At least 10 characters: deadlines, entity type, anything we should know.
          </p>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" disabled={file.isPending} className={primaryButton}>
          {file.isPending ? 'Submitting...' : 'Submit request'}
        </button>
      </form>
    </div>
  );
}
