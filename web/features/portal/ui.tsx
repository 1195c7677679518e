import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  requestStatusLabels,
  requestStatuses,
  type PortalNotification,
  type RequestMessage,
  type RequestStatus,
  type ServiceRequest,
} from '../../../shared/portal';
import { fieldClass, primaryButton, secondaryButton } from '../../components/modal';
import { apiFetch } from '../../lib/api';
import { formatDateTime } from '../site/dates';
import { TableHead } from '../admin/table';

/** A figure on a dashboard: a number and what it counts, a link when there is a list behind it. */
export function StatCard({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="block text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {value.toLocaleString('en-IN')}
      </span>
      <span className="mt-1 block text-sm text-slate-600">{label}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link
          to={to}
          className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 sm:p-5"
        >
          {body}
        </Link>
      ) : (
        <div className="h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">{body}</div>
      )}
    </li>
  );
}

export const panel = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function PageTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold text-brand-900">{children}</h1>
      {action}
    </div>
  );
}

/** Loading, failure and empty states said the same way everywhere. */
export function QueryState({ pending, error, empty }: { pending: boolean; error: unknown; empty?: string }) {
  if (pending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  return empty ? <p className="text-sm text-slate-600">{empty}</p> : null;
}

const badgeTone: Record<RequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-blue-100 text-blue-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeTone[status]}`}
    >
      {requestStatusLabels[status]}
    </span>
  );
}

export function StatusOptions({ all }: { all?: boolean }) {
  return (
    <>
      {all && <option value="">All statuses</option>}
      {requestStatuses.map((s) => (
        <option key={s} value={s}>
          {requestStatusLabels[s]}
        </option>
      ))}
    </>
  );
}

/** The filter panel (spec 3's filter set): status, from, to, and the client for staff. Kept in the URL. */
export function RequestFilters({ withClient }: { withClient?: boolean }) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState({
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    client: params.get('client') ?? '',
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(
      new URLSearchParams(Object.entries(draft).filter(([k, v]) => v && (withClient || k !== 'client'))),
    );
  };
  const field = (key: 'from' | 'to' | 'client', label: string, type: string) => (
    <div className="text-sm font-medium text-slate-800">
      <label htmlFor={`rf-${key}`}>{label}</label>
      <input
        id={`rf-${key}`}
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        className={fieldClass}
      />
    </div>
  );
  return (
    <form
      onSubmit={apply}
      aria-label="Filters"
      className={`grid gap-3 ${panel} ${withClient ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}
    >
      {withClient && field('client', 'Client', 'search')}
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor="rf-status">Status</label>
        <select
          id="rf-status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          className={fieldClass}
        >
          <StatusOptions all />
        </select>
      </div>
      {field('from', 'From', 'date')}
      {field('to', 'To', 'date')}
      <div className="flex items-end gap-2">
        <button type="submit" className={primaryButton}>
          Apply
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setDraft({ status: '', from: '', to: '', client: '' });
            setParams(new URLSearchParams());
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

/** The requests the URL's filters select (the server enforces whose). */
export function useRequests() {
  const [params] = useSearchParams();
  const query = params.toString();
  return useQuery({
    queryKey: ['requests', query],
    queryFn: () =>
      apiFetch<{ requests: ServiceRequest[]; counts: Record<RequestStatus, number> }>(
        `/api/requests?${query}`,
      ),
  });
}

export function RequestsTable({
  requests,
  base,
  withClient,
}: {
  requests: ServiceRequest[];
  base: string;
  withClient?: boolean;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <TableHead columns={[...(withClient ? ['Client'] : []), 'Service', 'Status', 'Filed', 'Messages']} />
        <tbody className="divide-y divide-slate-100">
          {requests.map((r) => {
            const unread = withClient ? r.unreadForFirm : r.unreadForClient;
            return (
              <tr key={r.id}>
                {withClient && (
                  <td className="px-4 py-3">
                    <span className="font-medium text-slate-900">{r.clientName}</span>
                    <span className="block text-xs text-slate-600">{r.clientCompany || r.clientEmail}</span>
                  </td>
                )}
                <td className="px-4 py-3">
                  <Link
                    to={`${base}/${r.id}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {r.serviceTitle}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={r.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(r.createdAt)}</td>
                <td className="px-4 py-3">
                  {unread ? (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {unread} unread
                    </span>
                  ) : (
                    <span className="text-slate-500">None unread</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A request's details and the timeline of its status changes. */
export function RequestDetails({ request, withClient }: { request: ServiceRequest; withClient?: boolean }) {
  return (
    <section aria-labelledby="req-details" className={panel}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="req-details" className="text-lg font-semibold text-brand-900">
          {request.serviceTitle}
        </h2>
        <StatusBadge status={request.status} />
      </div>
      {withClient && (
        <p className="mt-1 text-sm text-slate-700">
          {request.clientName} · {request.clientEmail}
          {request.clientCompany ? ` · ${request.clientCompany}` : ''}
        </p>
      )}
      <p className="mt-3 whitespace-pre-wrap text-slate-800">{request.description}</p>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Timeline</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4">
        {request.history.map((h, i) => (
          <li key={`${h.at}-${i}`} className="text-sm">
            <span className="font-medium text-slate-900">
              {i === 0 ? 'Filed' : requestStatusLabels[h.status]}
            </span>
            <span className="text-slate-600">
              {' '}
              · {formatDateTime(h.at)} · {h.by}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The request's conversation between the client and the firm; opening it marks it read. */
export function Conversation({ request, side }: { request: ServiceRequest; side: 'client' | 'firm' }) {
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const messages = useQuery({
    queryKey: ['messages', request.id],
    queryFn: () => apiFetch<{ messages: RequestMessage[] }>(`/api/requests/${request.id}/messages`),
    staleTime: 0,
  });
  const send = useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ message: RequestMessage }>(`/api/requests/${request.id}/messages`, {
        method: 'POST',
        json: { body: text },
      }),
    onSuccess: async () => {
      setBody('');
      toast.success('Message sent');
      await client.invalidateQueries({ queryKey: ['messages', request.id] });
    },
    onError: (e) => toast.error('Message not sent', { description: e.message }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(body);
  };
  return (
    <section aria-labelledby="conversation-heading" id="conversation" className={panel}>
      <h2 id="conversation-heading" className="text-lg font-semibold text-brand-900">
        Conversation
      </h2>
      <QueryState
        pending={messages.isPending}
        error={messages.error}
        empty={messages.data?.messages.length === 0 ? 'No messages yet.' : undefined}
      />
      <ol className="mt-3 space-y-3">
        {messages.data?.messages.map((m) => {
          const mine = m.from === side;
          return (
            <li key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[85%] rounded-xl px-4 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
              >
                <p className={`text-xs ${mine ? 'text-blue-100' : 'text-slate-600'}`}>
                  {m.authorName} · {formatDateTime(m.at)}
                </p>
                <p className="whitespace-pre-wrap">{m.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} className="mt-4">
        <label htmlFor="reply" className="text-sm font-medium text-slate-800">
          {side === 'firm' ? 'Reply to the client' : 'Write to the firm'}
        </label>
        <textarea
          id="reply"
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className={fieldClass}
        />
        <button type="submit" disabled={send.isPending} className={`mt-2 ${primaryButton}`}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </section>
  );
}

/** The caller's notifications (a client's own, or the firm's inbox), newest first. */
export function NotificationList() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['notifications'],
    queryFn: () => apiFetch<{ notifications: PortalNotification[]; unread: number }>('/api/notifications'),
    staleTime: 0,
  });
  const mark = useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      apiFetch<{ marked: number }>('/api/notifications/read', { method: 'POST', json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
    onError: (e) => toast.error('Not marked as read', { description: e.message }),
  });
  const items = list.data?.notifications ?? [];
  return (
    <div className="space-y-4">
      <PageTitle
        action={
          <button
            type="button"
            className={secondaryButton}
            disabled={!list.data?.unread || mark.isPending}
            onClick={() => mark.mutate({ all: true })}
          >
            <CheckCheck aria-hidden="true" size={16} /> Mark all as read
          </button>
        }
      >
        Notifications{list.data?.unread ? ` (${list.data.unread} unread)` : ''}
      </PageTitle>
      <QueryState
        pending={list.isPending}
        error={list.error}
        empty={items.length === 0 && list.data ? 'No notifications yet.' : undefined}
      />
      <ul className="space-y-2">
        {items.map((n) => (
          <li
            key={n.id}
            className={`${panel} flex items-start gap-3 ${n.read ? 'opacity-75' : 'ring-brand-600'}`}
          >
            <Bell aria-hidden="true" size={18} className={n.read ? 'text-slate-400' : 'text-brand-700'} />
            <div className="flex-1">
              <Link to={n.link} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
                {n.title}
              </Link>
              <p className="text-sm text-slate-700">{n.body}</p>
              <p className="text-xs text-slate-500">
                {formatDateTime(n.at)}
                {n.read ? ' · Read' : ' · Unread'}
              </p>
            </div>
            {!n.read && (
              <button type="button" className={secondaryButton} onClick={() => mark.mutate({ ids: [n.id] })}>
                Mark as read
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
