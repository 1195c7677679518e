import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { firm } from '../../../shared/firm';
import type { WebhookEndpointView as Endpoint } from '../../../shared/lead-platforms';
import { ConfirmDialog, Modal } from '../../components/modal';
import { primaryButton } from '../../components/styles';
import { useDeleteWebhook, useSendTestLead, useWebhooks } from '../../features/webhooks/api';
import { DeliveryLog } from '../../features/webhooks/delivery-log';
import { EndpointsTable } from '../../features/webhooks/endpoints-table';
import { FieldMapDialog } from '../../features/webhooks/field-map-dialog';
import { SecretDialog } from '../../features/webhooks/secret-dialog';
import { SetupDialog } from '../../features/webhooks/setup-dialog';
import { WebhookForm } from '../../features/webhooks/webhook-form';

export function meta() {
  return [{ title: `Webhooks | Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The endpoints outside lead sources post to: create, edit, sign, test, read deliveries, delete. */
export default function WebhooksPage() {
  const { data, isPending, isError } = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [secretFor, setSecretFor] = useState<Endpoint | null>(null);
  const [logFor, setLogFor] = useState<Endpoint | null>(null);
  const [setupOf, setSetupOf] = useState<Endpoint | null>(null);
  const [mapOf, setMapOf] = useState<Endpoint | null>(null);
  const remove = useDeleteWebhook();
  const testLead = useSendTestLead();

  useEffect(() => {
    if (isError) toast.error('Error', { id: 'webhooks-load', description: 'Failed to load webhooks' });
  }, [isError]);

  const test = (w: Endpoint) =>
    testLead.mutate(w.id, {
      onSuccess: () =>
        toast.success('Test lead sent', { description: 'It reaches the lead list within a few seconds.' }),
      onError: (e) => toast.error('Error', { description: `Failed to send the test lead: ${e.message}` }),
    });
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Webhook deleted successfully');
        setDeleting(null);
      },
      onError: (e) => toast.error('Error', { description: `Failed to delete webhook: ${e.message}` }),
    });

  return (
    <section aria-labelledby="webhooks-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="webhooks-heading" className="text-xl font-bold text-brand-900">
            Webhooks
          </h1>
          <p className="text-sm text-slate-600">
            Lead sources post to an endpoint's URL; each delivery becomes a lead. Choose the source type when
            you create one: Google Ads, Meta lead ads, IndiaMART, Typeform, WordPress forms, custom or
            generic.
          </p>
        </div>
        <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" size={16} /> Create webhook
        </button>
      </div>

      <EndpointsTable
        data={data}
        isPending={isPending}
        actions={{
          test,
          deliveries: setLogFor,
          secret: setSecretFor,
          edit: setEditing,
          remove: setDeleting,
          setup: setSetupOf,
          map: setMapOf,
        }}
      />

      <WebhookForm
        key={editing?.id ?? (creating ? 'new' : 'none')}
        open={creating || editing !== null}
        endpoint={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title="Delete webhook"
        description="Are you sure you want to delete this webhook?"
        action={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting.id)}
      >
        <p className="text-sm text-slate-700">
          <strong>{deleting?.name}</strong> stops accepting leads at once. Leads it already received stay.
        </p>
      </ConfirmDialog>

      <SetupDialog endpoint={setupOf} onClose={() => setSetupOf(null)} />
      {mapOf && <FieldMapDialog key={mapOf.id} endpoint={mapOf} onClose={() => setMapOf(null)} />}

      <SecretDialog key={secretFor?.id ?? 'none'} endpoint={secretFor} onClose={() => setSecretFor(null)} />

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
