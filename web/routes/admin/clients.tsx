import { useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { ConfirmDialog } from '../../components/modal';
import { PageTitle, QueryState } from '../../components/page';
import { primaryButton, secondaryButton } from '../../components/styles';
import {
  useClients,
  useInviteClient,
  useSetClientActive,
  useSetClientAdvisor,
  useSetClientCompliance,
} from '../../features/clients/api';
import { useStaffChoices } from '../../features/staff/api';
import { ClientsTable } from '../../features/clients/clients-table';
import { InviteDialog } from '../../components/invite-dialog';
import { NewRequestForm } from '../../features/requests/new-request-form';
import { pagePaths } from '../../../shared/page-paths';
import { ComplianceForm } from '../../features/compliance/compliance-form';
import { Modal } from '../../components/modal';

export function meta() {
  return [{ title: `Client Management | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** List clients; invite one (account, profile, e-mail); their obligations; deactivate and reactivate. */
export default function Clients() {
  const [inviting, setInviting] = useState(false);
  const [confirm, setConfirm] = useState<DashboardUser | null>(null);
  const [obligationsOf, setObligationsOf] = useState<DashboardUser | null>(null);
  // Also opened from a converted lead: /admin-dashboard/clients?openRequest={sub}&name=…&service={slug}.
  const [params, setParams] = useSearchParams();
  const linked = params.get('openRequest');
  const [requestFor, setRequestFor] = useState<{ sub: string; full_name: string; service?: string } | null>(
    linked
      ? { sub: linked, full_name: params.get('name') ?? 'the client', service: params.get('service') ?? '' }
      : null,
  );
  const closeRequest = () => {
    setRequestFor(null);
    if (linked) setParams({}, { replace: true });
  };
  const clients = useClients();
  const setActive = useSetClientActive();
  const invite = useInviteClient();
  const staff = useStaffChoices();
  const setAdvisor = useSetClientAdvisor();
  const advise = (c: DashboardUser, advisorSub: string | null) =>
    setAdvisor.mutate(
      { sub: c.sub, advisorSub },
      {
        onSuccess: () =>
          toast.success('Advisor saved', { description: `${c.full_name} sees them in the portal.` }),
        onError: (e) => toast.error('Advisor not saved', { description: e.message }),
      },
    );
  const change = (c: DashboardUser, is_active: boolean) =>
    setActive.mutate(
      { sub: c.sub, is_active },
      {
        onSuccess: ({ client }) => {
          toast.success(client.is_active ? 'Client reactivated' : 'Client deactivated', {
            description: client.is_active
              ? `${client.full_name} can sign in again.`
              : `${client.full_name} can no longer sign in or use the portal.`,
          });
          setConfirm(null);
        },
        onError: (e) => toast.error('Not changed', { description: e.message }),
      },
    );
  const list = clients.data ?? [];
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
        <ClientsTable
          list={list}
          busy={setActive.isPending}
          onDeactivate={setConfirm}
          onReactivate={(c) => change(c, true)}
          onObligations={setObligationsOf}
          onOpenRequest={setRequestFor}
          staff={staff.data ?? []}
          onAdvisor={advise}
        />
      )}
      {obligationsOf && <ObligationsDialog client={obligationsOf} onClose={() => setObligationsOf(null)} />}
      {requestFor && (
        <Modal
          open
          onOpenChange={(open) => !open && closeRequest()}
          title={`Open a request for ${requestFor.full_name}`}
          description="The client sees it in the portal at once, and gets an e-mail."
          wide
        >
          <NewRequestForm
            requestsBase={pagePaths.admin.requests}
            forClient={{ sub: requestFor.sub, name: requestFor.full_name }}
            service={requestFor.service}
          />
        </Modal>
      )}
      {clients.hasNextPage && (
        <button
          type="button"
          className={secondaryButton}
          disabled={clients.isFetchingNextPage}
          onClick={() => void clients.fetchNextPage()}
        >
          {clients.isFetchingNextPage ? 'Loading more clients…' : 'Show more clients'}
        </button>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} sender={invite} />
      <ConfirmDialog
        open={!!confirm}
        onCancel={() => setConfirm(null)}
        title="Deactivate this client?"
        description={`${confirm?.full_name ?? ''} will be signed out of the portal at their next action and cannot sign in until reactivated. Their requests and messages are kept.`}
        action="Deactivate"
        danger
        busy={setActive.isPending}
        onConfirm={() => confirm && change(confirm, false)}
      />
    </div>
  );
}

/** The firm sets a client's obligations and reminder lead time, as the client can on its profile. */
function ObligationsDialog({ client, onClose }: { client: DashboardUser; onClose: () => void }) {
  const save = useSetClientCompliance(client.sub);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Obligations of ${client.full_name}`}
      description="The due dates these bring show on the client's portal, and reminders go before each."
      wide
    >
      <ComplianceForm saved={client.compliance} save={save} onSaved={onClose} heading={false} />
    </Modal>
  );
}
