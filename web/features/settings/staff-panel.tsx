import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffMember } from '../../../shared/api-types';
import type { DashboardUser } from '../../../shared/domain';
import { ConfirmDialog } from '../../components/modal';
import { secondaryButton } from '../../components/styles';
import { DataTable, TableMessage } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { useResetStaffMfa, useStaff } from './api';

const actions: Record<NonNullable<StaffMember['lastEvent']>['action'], string> = {
  'mfa.enrolled': 'Two-factor set up',
  'mfa.removed': 'Two-factor turned off',
  'mfa.reset': 'Two-factor reset',
  'sessions.ended': 'Signed out everywhere',
};

/**
 * The firm's staff accounts and their two-factor sign-in. An admin who lost their phone is reset
 * here by a colleague (never by themselves): their sessions end and they set up a new app at
 * their next sign-in. Each reset is recorded.
 */
export function StaffPanel({ me }: { me: DashboardUser }) {
  const staff = useStaff();
  const reset = useResetStaffMfa();
  const [target, setTarget] = useState<StaffMember | null>(null);
  return (
    <section aria-labelledby="staff-accounts" className="space-y-3">
      <h2 id="staff-accounts" className="text-lg font-semibold text-brand-900">
        Staff accounts
      </h2>
      <DataTable columns={['Name', 'Two-factor sign-in', 'Last security event', { srOnly: 'Actions' }]}>
        {staff.isPending && <TableMessage columns={4}>Loading staff accounts…</TableMessage>}
        {staff.error && (
          <TableMessage columns={4}>Could not load staff accounts: {staff.error.message}</TableMessage>
        )}
        {staff.data?.map((member) => (
          <tr key={member.sub}>
            <td className="px-4 py-3">
              <div className="font-medium text-slate-900">{member.full_name}</div>
              <div className="text-slate-600 break-all">{member.email}</div>
            </td>
            <td className="px-4 py-3">
              {member.mfa_enrolled_at ? `On since ${formatDateTime(member.mfa_enrolled_at)}` : 'Not set up'}
            </td>
            <td className="px-4 py-3 text-slate-700">
              {member.lastEvent
                ? `${actions[member.lastEvent.action]}, ${formatDateTime(member.lastEvent.at.split('#')[0]!)}${
                    member.lastEvent.actor.sub === member.sub ? '' : ` by ${member.lastEvent.actor.email}`
                  }`
                : '—'}
            </td>
            <td className="px-4 py-3 text-right">
              {member.sub !== me.sub && (
                <button type="button" className={secondaryButton} onClick={() => setTarget(member)}>
                  Reset two-factor<span className="sr-only"> for {member.full_name}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={target !== null}
        onCancel={() => setTarget(null)}
        title="Reset two-factor sign-in?"
        description={`${target?.full_name ?? ''} will be signed out everywhere and must set up an authenticator app again at their next sign-in. Do this only when they have lost their device, and you are sure it is them asking.`}
        action="Reset two-factor"
        busy={reset.isPending}
        danger
        onConfirm={() =>
          target &&
          reset.mutate(target.sub, {
            onSuccess: () => {
              toast.success(`Two-factor sign-in reset for ${target.full_name}`);
              setTarget(null);
            },
            onError: (error) =>
              toast.error('The reset may not be complete', {
                description: `${error.message} Try again: a reset can safely be repeated.`,
              }),
          })
        }
      />
    </section>
  );
}
