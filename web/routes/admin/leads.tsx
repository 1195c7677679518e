import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { leadStatuses, type Lead, type LeadStatus } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { leadBadgeVariant, leadStatusLabels, type DateRange } from '../../../shared/leads';
import { Modal, fieldClass, secondaryButton } from '../../components/modal';
import { formatDateTime } from '../../features/site/dates';
import { LeadStatusOptions, TableHead } from '../../features/admin/table';
import { apiDownload, apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Lead Management | Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

const PAGE_SIZE = 25;

const badgeClass = {
  outline: 'border border-slate-300 text-slate-700',
  secondary: 'bg-slate-200 text-slate-800',
  default: 'bg-brand-700 text-white',
} as const;

/** spec 2.13, 7: every lead, newest first; search, filters, status per row, detail, CSV. */
export default function LeadsPage() {
  const queryClient = useQueryClient();
  // The filters live in the address, so a filtered list can be reloaded and shared.
  const [params, setParams] = useSearchParams();
  const filters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    source: params.get('source') ?? '',
    range: (params.get('range') ?? '') as DateRange | '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const [search, setSearch] = useState(filters.q);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [detail, setDetail] = useState<Lead | null>(null);

  const setFilter = (name: keyof typeof filters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'range' && value !== 'custom') {
      next.delete('from');
      next.delete('to');
    }
    setParams(next, { replace: true });
    setCursors([undefined]);
  };
  useEffect(() => {
    const t = setTimeout(() => search !== filters.q && setFilter('q', search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);

  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (!v) continue;
    if ((k === 'from' || k === 'to') && filters.range !== 'custom') continue;
    query.set(k, v);
  }
  if (filters.range === 'custom' && (!filters.from || !filters.to)) query.delete('range');
  const cursor = cursors[cursors.length - 1];
  const pageQuery = new URLSearchParams(query);
  pageQuery.set('limit', String(PAGE_SIZE));
  if (cursor) pageQuery.set('cursor', cursor);

  const leads = useQuery({
    queryKey: ['leads', pageQuery.toString()],
    queryFn: () => apiFetch<{ leads: Lead[]; cursor?: string }>(`/api/leads?${pageQuery.toString()}`),
    placeholderData: keepPreviousData,
  });
  const sources = useQuery({
    queryKey: ['leads', 'sources'],
    queryFn: () => apiFetch<{ sources: string[] }>('/api/leads/sources').then((r) => r.sources),
  });
  useEffect(() => {
    if (leads.isError) toast.error('Error', { id: 'leads-load', description: 'Failed to load leads' });
  }, [leads.isError]);

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      apiFetch<{ lead: Lead }>(`/api/leads/${id}`, { method: 'PATCH', json: { status } }),
    onSuccess: ({ lead }) => {
      toast.success('Lead status updated successfully');
      setDetail((d) => (d?.id === lead.id ? lead : d));
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
    },
    onError: () => toast.error('Error', { description: 'Failed to update lead status' }),
  });

  // A website lead whose confirmation or alert e-mail was given up on: try its mails again.
  const resendMail = useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string }>(`/api/leads/${id}/resend-mail`, { method: 'POST' }),
    onSuccess: ({ id }) => {
      toast.success('E-mails queued', { description: 'They will be sent within a minute.' });
      setDetail((d) => (d?.id === id ? { ...d, mailStatus: undefined } : d));
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
    onError: (error) =>
      toast.error('Could not resend', { description: error instanceof Error ? error.message : undefined }),
  });

  const exportCsv = async () => {
    const csvQuery = new URLSearchParams(query);
    csvQuery.set('format', 'csv');
    try {
      await apiDownload(
        `/api/leads?${csvQuery.toString()}`,
        `leads-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch {
      toast.error('Error', { description: 'Failed to export leads' });
    }
  };

  const rows = leads.data?.leads ?? [];
  return (
    <section aria-labelledby="leads-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="leads-heading" className="text-xl font-bold text-brand-900">
          Lead Management
        </h1>
        <button type="button" className={secondaryButton} onClick={() => void exportCsv()}>
          <Download aria-hidden="true" size={16} /> Export CSV
        </button>
      </div>

      <div className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="lf-search">Search</label>
          <input
            id="lf-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, email or phone"
            className={fieldClass}
          />
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="lf-status">Status</label>
          <select
            id="lf-status"
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
            className={fieldClass}
          >
            <LeadStatusOptions />
          </select>
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="lf-source">Source</label>
          <select
            id="lf-source"
            value={filters.source}
            onChange={(e) => setFilter('source', e.target.value)}
            className={fieldClass}
          >
            <option value="">All sources</option>
            {(sources.data ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="lf-date">Date</label>
          <select
            id="lf-date"
            value={filters.range}
            onChange={(e) => setFilter('range', e.target.value)}
            className={fieldClass}
          >
            <option value="">Any time</option>
            <option value="today">Today</option>
            <option value="7d">Last 7 days</option>
            <option value="30d">Last 30 days</option>
            <option value="custom">Custom range</option>
          </select>
        </div>
        {filters.range === 'custom' && (
          <div className="grid grid-cols-2 gap-3 sm:col-span-2">
            <div className="text-sm font-medium text-slate-800">
              <label htmlFor="lf-from">From</label>
              <input
                id="lf-from"
                type="date"
                value={filters.from}
                onChange={(e) => setFilter('from', e.target.value)}
                className={fieldClass}
              />
            </div>
            <div className="text-sm font-medium text-slate-800">
              <label htmlFor="lf-to">To</label>
              <input
                id="lf-to"
                type="date"
                value={filters.to}
                onChange={(e) => setFilter('to', e.target.value)}
                className={fieldClass}
              />
            </div>
          </div>
        )}
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <TableHead
            columns={['Name', 'Email', 'Phone', 'Source', 'Status', 'Received', { srOnly: 'Details' }]}
          />
          <tbody className="divide-y divide-slate-100">
            {leads.isPending && (
              <tr>
                <td colSpan={7} className="px-4 py-6 text-center text-slate-600">
                  Loading leads…
                </td>
              </tr>
            )}
            {!leads.isPending && rows.length === 0 && (
              <tr>
                <td colSpan={7} className="px-4 py-6 text-center text-slate-600">
                  No leads match these filters.
                </td>
              </tr>
            )}
            {rows.map((lead) => (
              <tr key={lead.id} data-lead-id={lead.id}>
                <td className="px-4 py-3 font-medium text-slate-900">
                  {lead.name || '—'}
                  {lead.mailStatus === 'failed' && (
                    <span className="ml-2 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      E-mail failed
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{lead.email || '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{lead.phone || '—'}</td>
                <td className="px-4 py-3">{lead.source}</td>
                <td className="px-4 py-3">
                  <select
                    aria-label={`Status of ${lead.name || lead.email}`}
                    value={lead.status}
                    disabled={setStatus.isPending && setStatus.variables?.id === lead.id}
                    onChange={(e) => setStatus.mutate({ id: lead.id, status: e.target.value as LeadStatus })}
                    className="rounded-md border border-slate-300 px-2 py-1"
                  >
                    {leadStatuses.map((s) => (
                      <option key={s} value={s}>
                        {leadStatusLabels[s]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDateTime(lead.createdAt)}
                </td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    onClick={() => setDetail(lead)}
                    aria-label={`Details of ${lead.name || lead.email}`}
                    className="grid h-8 w-8 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
                  >
                    <Eye aria-hidden="true" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
        <p className="text-slate-600">
          Page {cursors.length}
          {leads.isFetching && !leads.isPending ? ' · updating…' : ''}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={cursors.length === 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Previous
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={!leads.data?.cursor}
            onClick={() => setCursors((c) => [...c, leads.data?.cursor])}
          >
            Next
          </button>
        </div>
      </nav>

      <Modal open={detail !== null} onOpenChange={(o) => !o && setDetail(null)} title="Lead details" wide>
        {detail && (
          <div className="space-y-4 text-sm">
            <span
              data-badge={leadBadgeVariant(detail.status)}
              className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[leadBadgeVariant(detail.status)]}`}
            >
              {leadStatusLabels[detail.status]}
            </span>
            <dl className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['Name', detail.name],
                  ['Email', detail.email],
                  ['Phone', detail.phone],
                  ['Source', detail.source],
                  ['Service', detail.service],
                  ['Conversation', detail.conversation_id],
                  ['Received', formatDateTime(detail.createdAt)],
                  ['Updated', detail.updatedAt ? formatDateTime(detail.updatedAt) : undefined],
                ] as [string, string | undefined][]
              ).map(([k, v]) => (
                <div key={k}>
                  <dt className="text-slate-600">{k}</dt>
                  <dd className="break-words font-medium text-slate-900">{v || '—'}</dd>
                </div>
              ))}
            </dl>
            {detail.mailStatus === 'failed' && (
              <div role="status" className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
                <p>
                  The confirmation to this visitor or the firm&apos;s alert could not be sent, and automatic
                  retries have stopped.
                </p>
                <button
                  type="button"
                  className={`${secondaryButton} mt-2`}
                  disabled={resendMail.isPending}
                  onClick={() => resendMail.mutate(detail.id)}
                >
                  Resend e-mails
                </button>
              </div>
            )}
            {detail.message && (
              <div>
                <p className="text-slate-600">Message</p>
                <p className="whitespace-pre-wrap break-words text-slate-900">{detail.message}</p>
              </div>
            )}
            {detail.raw && (
              <div>
                <p className="text-slate-600">Payload as received</p>
                <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-3 text-xs">
                  {detail.raw}
                </pre>
              </div>
            )}
          </div>
        )}
      </Modal>
    </section>
  );
}
