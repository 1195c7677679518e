import { toast } from 'sonner';
import type { Lead } from '../../../shared/domain';
import { secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { useSplitLead } from './api';
import { formatPhone } from '../../../shared/text-checks';

/**
 * The person's later submissions, attached to this lead because they came from the same phone or
 * e-mail while it was open: when, from where, what they sent. One that is someone else (a shared
 * office number, a family e-mail) is split into a lead of its own.
 */
export function LeadHistory({ lead, onChanged }: { lead: Lead; onChanged: (lead: Lead) => void }) {
  const split = useSplitLead();
  const repeats = lead.repeats ?? [];
  const count = Math.max(lead.repeatCount ?? 0, repeats.length);
  if (count === 0) return null;
  const run = (repeatId: string) =>
    split.mutate(
      { id: lead.id, repeatId },
      {
        onSuccess: ({ lead: kept, split: made }) => {
          toast.success('Split into its own lead', {
            description: `${made.name || made.email || made.phone}`,
          });
          onChanged(kept);
        },
        onError: (e) => toast.error('Not split', { description: e.message }),
      },
    );
  return (
    <section aria-labelledby="lead-history">
      <h3 id="lead-history" className="text-slate-600">
        Got in touch again {count === 1 ? 'once' : `${count.toLocaleString('en-IN')} times`}
      </h3>
      {count > repeats.length && (
        <p className="mt-1 text-sm text-slate-600">The latest {repeats.length} are shown here.</p>
      )}
      <ol className="mt-2 space-y-2">
        {repeats
          .slice()
          .reverse()
          .map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">
                {formatDateTime(r.at)} · {r.source}
              </p>
              <p className="break-words text-slate-700">
                {[r.name, r.email, r.phone && formatPhone(r.phone), r.service].filter(Boolean).join(' · ')}
              </p>
              {r.message && (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{r.message}</p>
              )}
              <button
                type="button"
                className={`${secondaryButton} mt-2`}
                disabled={split.isPending}
                onClick={() => run(r.id)}
              >
                Split into its own lead<span className="sr-only"> ({formatDateTime(r.at)})</span>
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}
