import type { AdminOverviewQuery } from '../../../shared/api-types';
import type { LeadStatus } from '../../../shared/domain';
import { LeadStatusOptions } from '../../components/lead-status-options';
import { SelectField, TextField } from '../../components/field';
import { FilterPanel } from '../../components/filter-panel';
import { useUrlFilters } from '../../lib/use-url-filters';

const keys = ['from', 'to', 'status', 'client'] as const;

/**
 * The overview's filters: the date window, a lead status, and a client (which narrows the
 * requests only: leads are not linked to clients). Applied with Apply, kept in the address.
 */
export function useOverviewFilters() {
  const filters = useUrlFilters(keys);
  const { draft, setDraft } = filters;
  const query = filters.query as AdminOverviewQuery;
  const panel = (
    <FilterPanel onApply={filters.apply} onClear={filters.clear} columns={5}>
      <TextField
        id="of-from"
        label="From"
        type="date"
        value={draft.from}
        onChange={(e) => setDraft({ from: e.target.value })}
      />
      <TextField
        id="of-to"
        label="To"
        type="date"
        value={draft.to}
        onChange={(e) => setDraft({ to: e.target.value })}
      />
      <SelectField
        id="of-status"
        label="Lead status"
        value={draft.status}
        onChange={(e) => setDraft({ status: e.target.value as LeadStatus | '' })}
      >
        <LeadStatusOptions />
      </SelectField>
      <TextField
        id="of-client"
        label="Client"
        type="search"
        placeholder="Name or e-mail"
        description="Narrows the requests; leads have no client."
        value={draft.client}
        onChange={(e) => setDraft({ client: e.target.value })}
      />
    </FilterPanel>
  );
  return { panel, query };
}
