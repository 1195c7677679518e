import { toast } from 'sonner';
import type { StaffMember } from '../../../shared/api-types';
import type { ServiceRequest } from '../../../shared/portal';
import { SelectField } from '../../components/field';
import { StaffOptions } from '../../components/staff-options';
import { panel } from '../../components/styles';
import { useAssignRequest } from './api';

/** Staff choose who handles the request; the client sees that person on the request. */
export function AssigneeChange({ request, staff }: { request: ServiceRequest; staff: StaffMember[] }) {
  const assign = useAssignRequest(request.id);
  const current = request.assignee;
  return (
    <div className={`${panel} max-w-sm`}>
      <SelectField
        id="req-assignee"
        label="Handled by"
        value={current?.sub ?? ''}
        disabled={assign.isPending}
        onChange={(e) =>
          assign.mutate(e.target.value || null, {
            onSuccess: ({ request: r }) =>
              toast.success(r.assignee ? `Handled by ${r.assignee.name}` : 'Nobody handles it now', {
                description: 'The client sees this on the request.',
              }),
            onError: (error) => toast.error('Not changed', { description: error.message }),
          })
        }
      >
        <StaffOptions staff={staff} none="Nobody yet" current={current} />
      </SelectField>
    </div>
  );
}
