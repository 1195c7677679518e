import type { AdminOverviewQuery } from '../../../shared/api-types';
import { LeadStatusOptions } from '../../components/lead-status-options';
import { DateRangeFields, FilterPanel, FilterSelect, FilterText } from '../../components/filter-panel';
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
  const bound = { values: draft, onChange: setDraft };
  const panel = (
    <FilterPanel onApply={filters.apply} onClear={filters.clear} columns={5}>
      <DateRangeFields {...bound} />
      <FilterSelect name="status" label="Lead status" {...bound}>
        <LeadStatusOptions />
      </FilterSelect>
      <FilterText
        name="client"
        label="Client"
        type="search"
        placeholder="Name or e-mail"
        description="Narrows the requests; leads have no client."
        {...bound}
      />
    </FilterPanel>
  );
  return { panel, query };
}
