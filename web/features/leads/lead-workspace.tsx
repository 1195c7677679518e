import type { StaffMember } from '../../../shared/api-types';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Lead, LeadActivity } from '../../../shared/domain';
import { leadStatusLabels, MAX_LEAD_NOTE } from '../../../shared/leads';
import { fieldClass, primaryButton, secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { InviteDialog } from '../../components/invite-dialog';
import { StaffOptions } from '../../components/staff-options';
import { useAddLeadNote, useAssignLead, useConvertLead, useLeadActivity, useResendLeadMail } from './api';
import { pagePaths, withQuery } from '../../../shared/page-paths';
import { allServices } from '../../../shared/catalogue';

/**
 * Where the team works a lead: who owns it, the conversion to a portal client, the confirmation
 * sent again, and the timeline (its arrival, the person's repeats, and what the staff did) with
 * a note box. Every change answers the lead as saved, which the dialog shows from then on.
 */
export function LeadWorkspace({
  lead,
  staff,
  onChanged,
}: {
  lead: Lead;
  /** The active staff, who may own it. */
  staff: StaffMember[];
  onChanged: (lead: Lead) => void;
}) {
  return (
    <section
      aria-labelledby="lead-workspace"
      className="space-y-4 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <h3 id="lead-workspace" className="sr-only">
        Work on this lead
      </h3>
      <SameContactNotice lead={lead} />
      <div className="flex flex-wrap items-end gap-3">
        <OwnerPicker lead={lead} staff={staff} onChanged={onChanged} />
        <ConvertAction lead={lead} onChanged={onChanged} />
        <ResendConfirmation lead={lead} />
      </div>
      <Timeline lead={lead} onChanged={onChanged} />
    </section>
  );
}

/**
 * A lead whose phone or e-mail another open lead holds under another name: say so, and show both
 * side by side (a search by the shared contact finds them both).
 */
function SameContactNotice({ lead }: { lead: Lead }) {
  const same = lead.sameContactAs;
  if (!same) return null;
  const shared = same.via.includes('phone') && lead.phone ? lead.phone : lead.email;
  return (
    <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      Same {same.via.join(' and ')} as {same.name ? <strong>{same.name}</strong> : 'another lead'}, under
      another name: kept as a lead of its own.{' '}
      <Link
        className="font-medium text-brand-700 underline"
        to={withQuery(pagePaths.admin.leads, { q: shared })}
      >
        Show both
      </Link>
    </p>
  );
}

function OwnerPicker({
  lead,
  staff: active,
  onChanged,
}: {
  lead: Lead;
  staff: StaffMember[];
  onChanged: (lead: Lead) => void;
}) {
  const assign = useAssignLead();
  const choose = (ownerSub: string) =>
    assign.mutate(
      { id: lead.id, ownerSub: ownerSub || null },
      {
        onSuccess: ({ lead: saved }) => {
          toast.success(saved.ownerName ? `Assigned to ${saved.ownerName}` : 'Lead unassigned');
          onChanged(saved);
        },
        onError: (e) => toast.error('Not assigned', { description: e.message }),
      },
    );
  return (
    <label className="grid gap-1 text-sm">
      <span className="text-slate-600">Owner</span>
      <select
        className={fieldClass}
        value={lead.ownerSub ?? ''}
        disabled={assign.isPending}
        onChange={(e) => choose(e.target.value)}
      >
        <StaffOptions
          staff={active}
          none="Unassigned"
          current={lead.ownerSub ? { sub: lead.ownerSub, name: lead.ownerName ?? '' } : undefined}
        />
      </select>
    </label>
  );
}

/** The catalogue service a lead's service names (by its name or address), or '' to choose one. */
function catalogueSlugFor(service: string | undefined): string {
  const wanted = service?.trim().toLowerCase();
  if (!wanted) return '';
  const match = allServices().find(({ service: s }) => s.slug === wanted || s.name.toLowerCase() === wanted);
  return match?.service.slug ?? '';
}

function ConvertAction({ lead, onChanged }: { lead: Lead; onChanged: (lead: Lead) => void }) {
  const [open, setOpen] = useState(false);
  const convert = useConvertLead(lead.id);
  if (lead.clientSub) {
    const name = lead.name || lead.email || 'the client';
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          Converted to a client ·{' '}
          <Link className="font-medium text-brand-700 underline" to={pagePaths.admin.clients}>
            Clients
          </Link>
        </p>
        {/* The work the person asked about starts here: documents are asked for on a request. */}
        <Link
          className={primaryButton}
          to={withQuery(pagePaths.admin.clients, {
            openRequest: lead.clientSub,
            name,
            service: catalogueSlugFor(lead.service),
          })}
        >
          Open a request{lead.service ? ` for ${lead.service}` : ''}
        </Link>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        Convert to client
      </button>
      <InviteDialog
        open={open}
        onOpenChange={setOpen}
        title="Convert to a client"
        initial={{
          full_name: lead.name ?? '',
          email: lead.email ?? '',
          phone: lead.phone ?? '',
          company: lead.company ?? '',
        }}
        sender={{
          isPending: convert.isPending,
          mutate: (data, options) =>
            convert.mutate(data, {
              onSuccess: (answer) => {
                if (answer.lead) onChanged(answer.lead);
                options.onSuccess(answer);
              },
              onError: options.onError,
            }),
        }}
      />
    </>
  );
}

/** A website lead's confirmation, sent again (when the mails were given up, the red box offers it). */
function ResendConfirmation({ lead }: { lead: Lead }) {
  const resend = useResendLeadMail();
  if (!lead.inquiryId || lead.mailStatus === 'failed') return null;
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(lead.id, {
          onSuccess: () =>
            toast.success('Confirmation queued', {
              description: `It goes to ${lead.email} within a minute.`,
            }),
          onError: (e) => toast.error('Could not resend', { description: e.message }),
        })
      }
    >
      Resend confirmation
    </button>
  );
}

type Entry = { at: string; who?: string; what: string; text?: string };

function describe(a: LeadActivity): Entry {
  const at = a.at.slice(0, 24);
  switch (a.action) {
    case 'note':
      return { at, who: a.actor.name, what: 'added a note', text: a.text };
    case 'status':
      return { at, who: a.actor.name, what: `set the status to ${leadStatusLabels[a.status!]}` };
    case 'assigned':
      return {
        at,
        who: a.actor.name,
        what: `${a.owner ? `assigned it to ${a.owner.name}` : 'unassigned it'}${a.status ? ` and set the status to ${leadStatusLabels[a.status]}` : ''}`,
      };
    case 'mail':
      return { at, who: a.actor.name, what: a.text ?? 'sent the e-mails again' };
    case 'converted':
      return {
        at,
        who: a.actor.name,
        what: `converted it to a client (${a.client?.email ?? ''}), invitation sent`,
      };
  }
}

/** "Arrived from Google Ads through the endpoint GST campaign (sent as "gads")". */
function arrival(lead: Lead): string {
  const through =
    lead.endpoint && lead.endpoint !== lead.source ? ` through the endpoint ${lead.endpoint}` : '';
  const sent = lead.sentSource ? ` (the sender called it "${lead.sentSource}")` : '';
  return `Arrived from ${lead.source}${through}${sent}`;
}

/** The lead's story, oldest first: arrival, the person's repeats, its mails and what the staff did. */
function Timeline({ lead, onChanged }: { lead: Lead; onChanged: (lead: Lead) => void }) {
  const activity = useLeadActivity(lead.id);
  const entries: Entry[] = [
    { at: lead.createdAt, what: arrival(lead) },
    ...(lead.repeats ?? []).map((r) => ({ at: r.at, what: `Got in touch again through ${r.source}` })),
    ...(activity.data?.activity ?? []).map(describe),
    ...(activity.data?.mails ?? []).map((m) => ({ at: m.at, what: m.text })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">Timeline</h4>
      {activity.isError && <p className="text-sm text-red-700">The timeline could not be loaded.</p>}
      <ol className="mt-2 space-y-2 text-sm" aria-busy={activity.isPending}>
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`} className="border-l-2 border-slate-300 pl-3">
            <p className="text-slate-900">
              <span className="text-slate-600">{formatDateTime(e.at)} · </span>
              {e.who ? (
                <>
                  <span className="font-medium">{e.who}</span> {e.what}
                </>
              ) : (
                e.what
              )}
            </p>
            {e.text && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{e.text}</p>}
          </li>
        ))}
      </ol>
      <NoteForm lead={lead} onChanged={onChanged} />
    </div>
  );
}

function NoteForm({ lead, onChanged }: { lead: Lead; onChanged: (lead: Lead) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const add = useAddLeadNote();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem('Write the note first.');
    add.mutate(
      { id: lead.id, text },
      {
        onSuccess: ({ lead: saved }) => {
          setText('');
          setProblem('');
          onChanged(saved);
          toast.success('Note added');
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-2">
      <label htmlFor={`note-${lead.id}`} className="text-sm text-slate-600">
        Add a note
      </label>
      <textarea
        id={`note-${lead.id}`}
        className={fieldClass}
        rows={3}
        maxLength={MAX_LEAD_NOTE}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `note-${lead.id}-problem` : undefined}
      />
      {problem && (
        <p id={`note-${lead.id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className={secondaryButton} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
