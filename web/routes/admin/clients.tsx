import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { inviteSchema } from '../../../shared/portal';
import { Modal, dangerButton, fieldClass, primaryButton, secondaryButton } from '../../components/modal';
import { TableHead } from '../../features/admin/table';
import { PageTitle, QueryState } from '../../features/portal/ui';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Client Management | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** List clients; invite one (account, profile, e-mail); deactivate and reactivate. */
export default function Clients() {
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [confirm, setConfirm] = useState<DashboardUser | null>(null);
  const clients = useQuery({
    queryKey: ['clients'],
    queryFn: () => apiFetch<{ clients: DashboardUser[] }>('/api/clients'),
  });
  const setActive = useMutation({
    mutationFn: ({ sub, is_active }: { sub: string; is_active: boolean }) =>
      apiFetch<{ client: DashboardUser }>(`/api/clients/${sub}`, { method: 'PATCH', json: { is_active } }),
    onSuccess: async ({ client }) => {
      toast.success(client.is_active ? 'Client reactivated' : 'Client deactivated', {
        description: client.is_active
          ? `${client.full_name} can sign in again.`
          : `${client.full_name} can no longer sign in or use the portal.`,
      });
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    onError: (e) => toast.error('Not changed', { description: e.message }),
  });
  const list = clients.data?.clients ?? [];
  return (
    <div className="space-y-5">
      <PageTitle
        action={
          <button type="button" className={primaryButton} onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" size={16} /> Invite client
          </button>
        }
      >
        Client Management
      </PageTitle>
      <QueryState
        pending={clients.isPending}
        error={clients.error}
        empty={clients.data && list.length === 0 ? 'No clients yet. Invite the first one.' : undefined}
      />
      {list.length > 0 && (
        <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <TableHead columns={['Name', 'Email', 'Phone', 'Company', 'Status', { srOnly: 'Actions' }]} />
            <tbody className="divide-y divide-slate-100">
              {list.map((c) => (
                <tr key={c.sub}>
                  <td className="px-4 py-3 font-medium text-slate-900">
                    <Link
                      to={`/admin-dashboard/requests?client=${encodeURIComponent(c.email)}`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {c.full_name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{c.email}</td>
                  <td className="px-4 py-3 text-slate-700">{c.phone || '—'}</td>
                  <td className="px-4 py-3 text-slate-700">{c.company || '—'}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        c.is_active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
                      }`}
                    >
                      {c.is_active ? 'Active' : 'Deactivated'}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right">
                    {c.is_active ? (
                      <button type="button" className={secondaryButton} onClick={() => setConfirm(c)}>
                        Deactivate<span className="sr-only"> {c.full_name}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={setActive.isPending}
                        onClick={() => setActive.mutate({ sub: c.sub, is_active: true })}
                      >
                        Reactivate<span className="sr-only"> {c.full_name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <Modal
        open={!!confirm}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Deactivate this client?"
        description={`${confirm?.full_name ?? ''} will be signed out of the portal at their next action and cannot sign in until reactivated. Their requests and messages are kept.`}
      >
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={() => setConfirm(null)}>
            Cancel
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={setActive.isPending}
            onClick={() => confirm && setActive.mutate({ sub: confirm.sub, is_active: false })}
          >
            Deactivate
          </button>
        </div>
      </Modal>
    </div>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const queryClient = useQueryClient();
  const empty = { email: '', full_name: '', phone: '', company: '' };
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState('');
  const invite = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<{ client: DashboardUser }>('/api/clients', { method: 'POST', json: body }),
    onSuccess: async ({ client }) => {
      toast.success('Invitation sent', {
        description: `${client.email} gets an e-mail with a one-time password and sets their own at first sign-in.`,
      });
      setForm(empty);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    onError: (e) => setProblem(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteSchema.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    invite.mutate(parsed.data);
  };
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <div className="text-sm font-medium text-slate-800">
      <label htmlFor={`inv-${key}`}>{label}</label>
      <input
        id={`inv-${key}`}
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className={fieldClass}
      />
    </div>
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a client"
      description="They get an e-mail with a one-time password and choose their own at first sign-in."
    >
      <form onSubmit={submit} noValidate className="space-y-3">
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
