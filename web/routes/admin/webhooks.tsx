import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, ListChecks, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { webhookUrl } from '../../../shared/webhooks';
import { Modal, dangerButton, fieldClass, primaryButton, secondaryButton } from '../../components/modal';
import { formatDateTime } from '../../features/site/dates';
import { TableHead } from '../../features/admin/table';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Webhooks | Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

const KEY = ['webhooks'];
const errorText = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong.');

/** spec 2.13: webhook endpoints for outside lead sources. */
export default function WebhooksPage() {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<{ webhooks: WebhookEndpoint[] }>('/api/webhooks').then((r) => r.webhooks),
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [secretFor, setSecretFor] = useState<{ endpoint: WebhookEndpoint; secret?: string } | null>(null);
  const [logFor, setLogFor] = useState<WebhookEndpoint | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Webhook deleted successfully');
      setDeleting(null);
      void refresh();
    },
    onError: (e) => toast.error('Error', { description: `Failed to delete webhook: ${errorText(e)}` }),
  });
  const testLead = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/webhooks/${id}/test`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('Test lead sent', { description: 'It is in the lead list now.' });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
    onError: (e) => toast.error('Error', { description: `Failed to send the test lead: ${errorText(e)}` }),
  });
  const rotate = useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ secret: string }>(`/api/webhooks/${id}/secret`, { method: 'POST' }),
    onSuccess: ({ secret }) => {
      setSecretFor((s) => (s ? { ...s, secret } : s));
      void refresh();
    },
    onError: (e) =>
      toast.error('Error', { description: `Failed to create a signing secret: ${errorText(e)}` }),
  });

  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    toast.success('Copied', { description: 'Webhook URL copied to clipboard' });
  };

  if (isError) toast.error('Error', { id: 'webhooks-load', description: 'Failed to load webhooks' });

  return (
    <section aria-labelledby="webhooks-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="webhooks-heading" className="text-xl font-bold text-brand-900">
            Webhooks
          </h1>
          <p className="text-sm text-slate-600">
            Lead sources post JSON or form data to an endpoint's URL; each delivery becomes a lead.
          </p>
        </div>
        <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" size={16} /> Create webhook
        </button>
      </div>

      <div className="mt-5 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <TableHead columns={['Name', 'Endpoint URL', 'Status', 'Created', { srOnly: 'Actions' }]} />
          <tbody className="divide-y divide-slate-100">
            {isPending && (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-slate-600">
                  Loading webhooks…
                </td>
              </tr>
            )}
            {data?.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-slate-600">
                  No webhooks yet. Create one to receive leads from another service.
                </td>
              </tr>
            )}
            {data?.map((w) => {
              const url = webhookUrl(origin, w.id);
              return (
                <tr key={w.id}>
                  <td className="px-4 py-3 font-medium text-slate-900">
                    {w.name}
                    {w.signed && (
                      <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">
                        signed
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-2">
                      <code
                        className="max-w-[22rem] truncate rounded bg-slate-100 px-2 py-1 text-xs"
                        title={url}
                      >
                        {url}
                      </code>
                      <button
                        type="button"
                        onClick={() => void copy(url)}
                        aria-label={`Copy the URL of ${w.name}`}
                        className="grid h-8 w-8 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
                      >
                        <Copy aria-hidden="true" size={16} />
                      </button>
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                        w.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
                      }`}
                    >
                      {w.active ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{formatDateTime(w.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <IconButton
                        label={`Send a test lead to ${w.name}`}
                        onClick={() => testLead.mutate(w.id)}
                      >
                        <Send aria-hidden="true" size={16} />
                      </IconButton>
                      <IconButton label={`Deliveries of ${w.name}`} onClick={() => setLogFor(w)}>
                        <ListChecks aria-hidden="true" size={16} />
                      </IconButton>
                      <IconButton
                        label={`Signing secret of ${w.name}`}
                        onClick={() => setSecretFor({ endpoint: w })}
                      >
                        <KeyRound aria-hidden="true" size={16} />
                      </IconButton>
                      <IconButton label={`Edit ${w.name}`} onClick={() => setEditing(w)}>
                        <Pencil aria-hidden="true" size={16} />
                      </IconButton>
                      <IconButton label={`Delete ${w.name}`} onClick={() => setDeleting(w)}>
                        <Trash2 aria-hidden="true" size={16} />
                      </IconButton>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <WebhookForm
        key={editing?.id ?? (creating ? 'new' : 'none')}
        open={creating || editing !== null}
        endpoint={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={() => void refresh()}
      />

      <Modal
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete webhook"
        description="Are you sure you want to delete this webhook?"
      >
        <p className="text-sm text-slate-700">
          <strong>{deleting?.name}</strong> stops accepting leads at once. Leads it already received stay.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={() => setDeleting(null)}>
            Cancel
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting.id)}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </Modal>

      <Modal
        open={secretFor !== null}
        onOpenChange={(o) => !o && setSecretFor(null)}
        title="Signing secret"
        description="With a secret, every delivery must carry a Standard Webhooks signature (webhook-id, webhook-timestamp, webhook-signature)."
      >
        {secretFor?.secret ? (
          <div className="space-y-3 text-sm">
            <p className="font-medium text-amber-900">Copy it now: it is shown only this once.</p>
            <code className="block break-all rounded bg-slate-100 p-3 text-xs">{secretFor.secret}</code>
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                void navigator.clipboard.writeText(secretFor.secret!).then(() => toast.success('Copied'))
              }
            >
              <Copy aria-hidden="true" size={16} /> Copy secret
            </button>
          </div>
        ) : (
          <div className="space-y-4 text-sm text-slate-700">
            <p>
              {secretFor?.endpoint.signed
                ? 'This endpoint already has a secret. A new one replaces it; the current one keeps working for 24 hours so the sender can switch.'
                : 'This endpoint accepts unsigned deliveries. Create a secret to require signatures.'}
            </p>
            <button
              type="button"
              className={primaryButton}
              disabled={rotate.isPending}
              onClick={() => secretFor && rotate.mutate(secretFor.endpoint.id)}
            >
              {secretFor?.endpoint.signed ? 'Rotate secret' : 'Create secret'}
            </button>
          </div>
        )}
      </Modal>

      <Modal
        open={logFor !== null}
        onOpenChange={(o) => !o && setLogFor(null)}
        title={`Deliveries: ${logFor?.name ?? ''}`}
        wide
      >
        {logFor && <DeliveryLog endpointId={logFor.id} />}
      </Modal>
    </section>
  );
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid h-8 w-8 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
    >
      {children}
    </button>
  );
}

/** The create and edit dialogs (spec 2.13): name required, active by default. */
function WebhookForm({
  open,
  endpoint,
  onClose,
  onSaved,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(endpoint?.name ?? '');
  const [active, setActive] = useState(endpoint?.active ?? true);
  const save = useMutation({
    mutationFn: () =>
      endpoint
        ? apiFetch(`/api/webhooks/${endpoint.id}`, { method: 'PATCH', json: { name, active } })
        : apiFetch('/api/webhooks', { method: 'POST', json: { name, active } }),
    onSuccess: () => {
      toast.success(endpoint ? 'Webhook updated successfully' : 'Webhook created successfully');
      onSaved();
      onClose();
    },
    onError: (e) =>
      toast.error('Error', {
        description: `${endpoint ? 'Failed to update webhook' : 'Failed to create webhook'}: ${errorText(e)}`,
      }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      toast.error('Error', { description: 'Please enter a webhook name' });
      return;
    }
    save.mutate();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={endpoint ? 'Edit webhook' : 'Create webhook'}
      description={endpoint ? undefined : 'The endpoint URL is made for you and cannot be guessed.'}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="webhook-name" className="block text-sm font-medium text-slate-800">
            Name
          </label>
          <input
            id="webhook-name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Facebook Lead Ads"
            className={fieldClass}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="h-4 w-4"
          />
          Active (accepts leads)
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : endpoint ? 'Save' : 'Create'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['webhooks', endpointId, 'deliveries'],
    queryFn: () =>
      apiFetch<{ deliveries: WebhookDelivery[] }>(`/api/webhooks/${endpointId}/deliveries`).then(
        (r) => r.deliveries,
      ),
    staleTime: 0,
  });
  if (isPending) return <p className="text-sm text-slate-600">Loading deliveries…</p>;
  if (isError) return <p className="text-sm text-red-700">Failed to load the deliveries.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-600">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <TableHead compact columns={['Time', 'Result', 'Detail']} />
      <tbody className="divide-y divide-slate-100">
        {data.map((d) => (
          <tr key={`${d.at}-${d.leadId ?? d.error}`}>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.at)}</td>
            <td className="py-2 pr-3">
              {d.status} {d.result}
            </td>
            <td className="py-2 break-all text-slate-700">{d.error ?? d.leadId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
