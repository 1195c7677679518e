import { useState } from 'react';
import { toast } from 'sonner';
import { requestStatusLabels, type RequestStatus, type ServiceRequest } from '../../../shared/portal';
import { SelectField } from '../../components/field';
import { ConfirmDialog } from '../../components/modal';
import { panel } from '../../components/styles';
import { useUpdateRequestStatus } from './api';
import { StatusOptions } from './status';

/**
 * Staff change a request's status. The client is told in the portal and by e-mail, which cannot
 * be taken back, so the change waits for a confirmation that says so.
 */
export function StatusChange({ request }: { request: ServiceRequest }) {
  const [chosen, setChosen] = useState<RequestStatus | null>(null);
  const update = useUpdateRequestStatus(request.id);
  const confirm = () => {
    if (!chosen) return;
    update.mutate(chosen, {
      onSuccess: ({ request: r }) => {
        setChosen(null);
        toast.dismiss('status-error');
        toast.success(`Status: ${requestStatusLabels[r.status]}`, {
          description: 'The client is notified in the portal and by e-mail.',
        });
      },
      onError: (e) => toast.error('Status not changed', { id: 'status-error', description: e.message }),
    });
  };
  return (
    <div className={`${panel} max-w-sm`}>
      <SelectField
        id="req-status"
        label="Change status"
        value={request.status}
        disabled={update.isPending}
        onChange={(e) => setChosen(e.target.value as RequestStatus)}
      >
        <StatusOptions />
      </SelectField>
      <ConfirmDialog
        open={chosen !== null}
        onCancel={() => setChosen(null)}
        title={chosen ? `Mark as ${requestStatusLabels[chosen]}?` : 'Change status'}
        description={`${request.clientName} is told at once, in the portal and by e-mail.`}
        action={update.isPending ? 'Changing…' : 'Change status'}
        busy={update.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
