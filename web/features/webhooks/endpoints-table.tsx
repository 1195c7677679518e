import { Badge } from '../../components/badge';
import { Cable, Copy, Route, KeyRound, ListChecks, Pencil, Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { setupFor, type WebhookEndpointView } from '../../../shared/lead-platforms';
import { IconButton } from '../../components/icon-button';
import { DataTable, OnOffPill, TableMessage } from '../../components/table';
import { formatDateTime } from '../../lib/dates';

/** What a row's buttons ask of the page. */
export interface EndpointActions {
  test: (endpoint: WebhookEndpointView) => void;
  deliveries: (endpoint: WebhookEndpointView) => void;
  secret: (endpoint: WebhookEndpointView) => void;
  edit: (endpoint: WebhookEndpointView) => void;
  remove: (endpoint: WebhookEndpointView) => void;
  setup: (endpoint: WebhookEndpointView) => void;
  map: (endpoint: WebhookEndpointView) => void;
}

/** A type's short name for the table; the full label is in the connect dialog. */
const typeBadge: Record<WebhookEndpointView['sourceType'], string | null> = {
  generic: null,
  'google-ads': 'Google Ads',
  meta: 'Meta',
  indiamart: 'IndiaMART',
  typeform: 'Typeform',
  wordpress: 'WordPress',
  custom: 'Custom',
};

const copy = async (url: string) => {
  await navigator.clipboard.writeText(url);
  toast.success('Copied', { description: 'Webhook URL copied to clipboard' });
};

/** The endpoints with the URL each lead source posts to, and each one's actions. */
export function EndpointsTable({
  data,
  isPending,
  actions,
}: {
  data: WebhookEndpointView[] | undefined;
  isPending: boolean;
  actions: EndpointActions;
}) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <DataTable
      columns={['Name', 'Endpoint URL', 'Status', 'Created', { srOnly: 'Actions' }]}
      minWidth="min-w-[48rem]"
      className="mt-5"
    >
      {isPending && <TableMessage columns={5}>Loading webhooks…</TableMessage>}
      {data?.length === 0 && (
        <TableMessage columns={5}>
          No webhooks yet. Create one to receive leads from another service.
        </TableMessage>
      )}
      {data?.map((w) => {
        const url = setupFor(w, origin).url;
        const badge = typeBadge[w.sourceType];
        return (
          <tr key={w.id}>
            <td className="px-4 py-3 font-medium text-slate-900">
              {w.name}
              {badge && <Badge tone="ml-2 bg-brand-50 text-brand-900">{badge}</Badge>}
              {w.signed && <Badge tone="ml-2 bg-emerald-50 text-emerald-800">signed</Badge>}
              {w.sourceType === 'meta' && !w.connection?.ok && (
                <div className="mt-1 text-xs font-normal text-red-800">
                  {w.pageTokenSetAt
                    ? `Leads cannot be read: ${w.connection?.problem ?? 'check the connection.'}`
                    : 'No Page access token: leads cannot be read. Open "How to connect".'}
                </div>
              )}
            </td>
            <td className="px-4 py-3">
              <div className="flex items-center gap-2">
                <code className="max-w-[22rem] truncate rounded bg-slate-100 px-2 py-1 text-xs" title={url}>
                  {url}
                </code>
                <IconButton label={`Copy the URL of ${w.name}`} onClick={() => void copy(url)}>
                  <Copy aria-hidden="true" size={16} />
                </IconButton>
              </div>
            </td>
            <td className="px-4 py-3">
              <OnOffPill on={w.active}>{w.active ? 'Active' : 'Inactive'}</OnOffPill>
            </td>
            <td className="px-4 py-3 text-slate-700">{formatDateTime(w.createdAt)}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <IconButton label={`Send a test lead to ${w.name}`} onClick={() => actions.test(w)}>
                  <Send aria-hidden="true" size={16} />
                </IconButton>
                <IconButton label={`Deliveries of ${w.name}`} onClick={() => actions.deliveries(w)}>
                  <ListChecks aria-hidden="true" size={16} />
                </IconButton>
                <IconButton label={`How to connect ${w.name}`} onClick={() => actions.setup(w)}>
                  <Cable aria-hidden="true" size={16} />
                </IconButton>
                {w.sourceType === 'custom' && (
                  <IconButton label={`Map fields of ${w.name}`} onClick={() => actions.map(w)}>
                    <Route aria-hidden="true" size={16} />
                  </IconButton>
                )}
                {/* Platforms prove themselves their own way; Standard Webhooks signing is generic's. */}
                {w.sourceType === 'generic' && (
                  <IconButton label={`Signing secret of ${w.name}`} onClick={() => actions.secret(w)}>
                    <KeyRound aria-hidden="true" size={16} />
                  </IconButton>
                )}
                <IconButton label={`Edit ${w.name}`} onClick={() => actions.edit(w)}>
                  <Pencil aria-hidden="true" size={16} />
                </IconButton>
                <IconButton label={`Delete ${w.name}`} onClick={() => actions.remove(w)}>
                  <Trash2 aria-hidden="true" size={16} />
                </IconButton>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
