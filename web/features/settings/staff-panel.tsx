import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffMember } from '../../../shared/api-types';
import type { DashboardUser } from '../../../shared/domain';
import { ConfirmDialog } from '../../components/modal';
import { primaryButton, secondaryButton } from '../../components/styles';
import { staffRoleLabels, staffRoleOf } from '../../../shared/staff-schemas';
import { Badge } from '../../components/badge';
import { StaffInviteDialog } from './staff-invite-dialog';
import { DataTable, TableMessage } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { useResetStaffMfa, useStaff, useUpdateStaff } from './api';

const actions: Record<NonNullable<StaffMember['lastEvent']>['action'], string> = {
  'mfa.enrolled': 'Two-factor set up',
  'mfa.removed': 'Two-factor turned off',
  'mfa.reset': 'Two-factor reset',
  'sessions.ended': 'Signed out everywhere',
};

/**
 * The firm's staff accounts: their role, whether they are active, and their two-factor sign-in.
 * A partner adds colleagues, deactivates or reactivates them, changes their role, and resets the
 * second factor of one who lost their phone (never their own): their sessions end and they set up
 * a new app at their next sign-in. Each reset is recorded. The server refuses all of this to
 * anyone but a partner, and refuses leaving the firm without an active partner.
 */
export function StaffPanel({ me }: { me: DashboardUser }) {
  const staff = useStaff();
  const reset = useResetStaffMfa();
  const update = useUpdateStaff();
  const [target, setTarget] = useState<StaffMember | null>(null);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<{ member: StaffMember; change: StaffChange } | null>(null);
  const partner = staffRoleOf(me) === 'partner';
  return (
    <section aria-labelledby="staff-accounts" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="staff-accounts" className="text-lg font-semibold text-brand-900">
          Staff accounts
        </h2>
        {partner && (
          <button type="button" className={primaryButton} onClick={() => setInviting(true)}>
            Add a colleague
          </button>
        )}
      </div>
      {!partner && (
        <p className="text-sm text-slate-700">
          Only a partner adds colleagues, changes their role or access.
        </p>
      )}
      <DataTable
        columns={['Name', 'Role', 'Two-factor sign-in', 'Last security event', { srOnly: 'Actions' }]}
      >
        {staff.isPending && <TableMessage columns={5}>Loading staff accounts…</TableMessage>}
        {staff.error && (
          <TableMessage columns={5}>Could not load staff accounts: {staff.error.message}</TableMessage>
        )}
        {staff.data?.map((member) => (
          <tr key={member.sub}>
            <td className="px-4 py-3">
              <div className="font-medium text-slate-900">{member.full_name}</div>
              <div className="text-slate-600 break-all">{member.email}</div>
            </td>
            <td className="px-4 py-3">
              {staffRoleLabels[member.staffRole]}
              {!member.is_active && (
                <div className="mt-1">
                  <Badge tone="bg-slate-200 text-slate-800">Deactivated</Badge>
                </div>
              )}
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
            <td className="px-4 py-3">
              {partner && member.sub !== me.sub && (
                <div className="flex flex-wrap justify-end gap-2">
                  {member.is_active && (
                    <button type="button" className={secondaryButton} onClick={() => setTarget(member)}>
                      Reset two-factor<span className="sr-only"> for {member.full_name}</span>
                    </button>
                  )}
                  {member.is_active && (
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() =>
                        setChanging({
                          member,
                          change: { staffRole: member.staffRole === 'partner' ? 'staff' : 'partner' },
                        })
                      }
                    >
                      {member.staffRole === 'partner' ? 'Make staff' : 'Make partner'}
                      <span className="sr-only"> {member.full_name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setChanging({ member, change: { is_active: !member.is_active } })}
                  >
                    {member.is_active ? 'Deactivate' : 'Reactivate'}
                    <span className="sr-only"> {member.full_name}</span>
                  </button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <StaffInviteDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={changing !== null}
        onCancel={() => setChanging(null)}
        title={changing ? changeTitle(changing.member, changing.change) : ''}
        description={changing ? changeText(changing.member, changing.change) : ''}
        action={changing ? changeTitle(changing.member, changing.change).replace(/\?$/, '') : ''}
        busy={update.isPending}
        danger={changing?.change.is_active === false}
        onConfirm={() =>
          changing &&
          update.mutate(
            { sub: changing.member.sub, ...changing.change },
            {
              onSuccess: () => {
                toast.success(changeDone(changing.member, changing.change));
                setChanging(null);
              },
              onError: (error) => {
                setChanging(null);
                toast.error('Not changed', {
                  id: `staff-${changing.member.sub}`,
                  description: error.message,
                });
              },
            },
          )
        }
      />
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

type StaffChange = { is_active?: boolean; staffRole?: StaffMember['staffRole'] };

const changeTitle = (member: StaffMember, change: StaffChange) =>
  change.is_active === false
    ? `Deactivate ${member.full_name}?`
    : change.is_active
      ? `Reactivate ${member.full_name}?`
      : `Make ${member.full_name} ${change.staffRole === 'partner' ? 'a partner' : 'staff'}?`;

const changeText = (member: StaffMember, change: StaffChange) =>
  change.is_active === false
    ? `${member.full_name} is signed out everywhere at once and can no longer sign in. Their leads, clients and requests stay as they are; reassign them as needed.`
    : change.is_active
      ? `${member.full_name} can sign in again with their password and two-factor sign-in.`
      : change.staffRole === 'partner'
        ? `${member.full_name} will also manage staff, settings and lead-source endpoints.`
        : `${member.full_name} will keep handling leads, clients, requests and documents, but no longer manage staff, settings or endpoints.`;

const changeDone = (member: StaffMember, change: StaffChange) =>
  change.is_active === false
    ? `${member.full_name} deactivated`
    : change.is_active
      ? `${member.full_name} reactivated`
      : `${member.full_name} is now ${change.staffRole === 'partner' ? 'a partner' : 'staff'}`;
