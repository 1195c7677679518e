import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Lead, LeadStatus } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { Modal } from '../../components/modal';
import { Pager, useCursorPages } from '../../components/pager';
import { secondaryButton } from '../../components/styles';
import {
  downloadLeadsCsv,
  useLeadPage,
  useResendLeadMail,
  useUpdateLeadStatus,
} from '../../features/leads/api';
import { LeadDetail } from '../../features/leads/lead-detail';
import { useLeadFilters } from '../../features/leads/lead-filters';
import { LeadsTable } from '../../features/leads/leads-table';
import { useStaffChoices } from '../../features/staff/api';

export function meta() {
  return [{ title: `Lead Management | Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

const PAGE_SIZE = 25;

/** Every lead, newest first: search and filters, the status of each in place, details, CSV. */
export default function LeadsPage() {
  const staff = useStaffChoices().data ?? [];
  const filters = useLeadFilters(staff);
  const pages = useCursorPages(JSON.stringify(filters.query));
  const leads = useLeadPage({ ...filters.query, limit: PAGE_SIZE, cursor: pages.cursor });
  // The details belong to the search they were opened from: a link inside them that searches
  // (a shared contact's "Show both") closes them, so the list it asked for shows.
  const searched = JSON.stringify(filters.query);
  const [opened, setOpened] = useState<{ lead: Lead; under: string } | null>(null);
  const detail = opened?.under === searched ? opened.lead : null;
  const setDetail = (next: Lead | null | ((current: Lead | null) => Lead | null)) =>
    setOpened((o) => {
      const current = o?.under === searched ? o.lead : null;
      const lead = typeof next === 'function' ? next(current) : next;
      return lead ? { lead, under: searched } : null;
    });
  const setStatus = useUpdateLeadStatus();
  const resendMail = useResendLeadMail();
  useEffect(() => {
    if (leads.isError) toast.error('Error', { id: 'leads-load', description: 'Failed to load leads' });
  }, [leads.isError]);

  const onStatus = (lead: Lead, status: LeadStatus) =>
    setStatus.mutate(
      { id: lead.id, status },
      {
        onSuccess: ({ lead: saved }) => {
          toast.success('Lead status updated successfully');
          setDetail((d) => (d?.id === saved.id ? saved : d));
        },
        onError: () => toast.error('Error', { description: 'Failed to update lead status' }),
      },
    );
  // A website lead whose confirmation or alert e-mail was given up on: try its mails again.
  const onResend = (id: string) =>
    resendMail.mutate(id, {
      onSuccess: () => {
        toast.success('E-mails queued', { description: 'They will be sent within a minute.' });
        setDetail((d) => (d?.id === id ? { ...d, mailStatus: undefined } : d));
      },
      onError: (error) => toast.error('Could not resend', { description: error.message }),
    });
  // An export of any size is written by a job on the server: the button says how far it got.
  const [exporting, setExporting] = useState<number | null>(null);
  const exportCsv = async () => {
    setExporting(0);
    try {
      const done = await downloadLeadsCsv(filters.query, setExporting);
      toast.success('Leads exported', {
        description: `${done.leads.toLocaleString('en-IN')} ${done.leads === 1 ? 'lead' : 'leads'} in the downloaded file.`,
      });
    } catch (error) {
      toast.error('Could not export the leads', { description: (error as Error).message });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section aria-labelledby="leads-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="leads-heading" className="text-xl font-bold text-brand-900">
          Lead Management
        </h1>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void exportCsv()}
          disabled={exporting !== null}
          aria-live="polite"
        >
          <Download aria-hidden="true" size={16} />{' '}
          {exporting === null
            ? 'Export CSV'
            : exporting === 0
              ? 'Preparing the export…'
              : `Exporting… ${exporting.toLocaleString('en-IN')} leads`}
        </button>
      </div>
      <div className="mt-4">{filters.panel}</div>
      <LeadsTable
        rows={leads.data?.leads ?? []}
        isPending={leads.isPending}
        busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
        onStatus={onStatus}
        onDetail={setDetail}
      />
      <Pager pages={pages} nextCursor={leads.data?.cursor} updating={leads.isFetching && !leads.isPending} />
      <Modal open={detail !== null} onOpenChange={(o) => !o && setDetail(null)} title="Lead details" wide>
        {detail && (
          <LeadDetail
            detail={detail}
            resending={resendMail.isPending}
            onResend={onResend}
            onChanged={setDetail}
            staff={staff}
          />
        )}
      </Modal>
    </section>
  );
}
