import type { RequestQuery } from '../../../shared/portal';
import { DateRangeFields, FilterPanel, FilterSelect, FilterText } from '../../components/filter-panel';
import { useUrlFilters } from '../../lib/use-url-filters';
import { StatusOptions } from './status';

const keys = ['client', 'status', 'from', 'to'] as const;

/**
 * The requests' filters (status, from, to, and the client for staff), kept in the address and
 * applied with Apply. Returns the panel and the query it stands for.
 */
export function useRequestFilters({ withClient }: { withClient?: boolean } = {}) {
  const filters = useUrlFilters(keys);
  const { client, ...rest } = filters.query;
  const query = (withClient ? { client, ...rest } : rest) as RequestQuery;
  const { draft, setDraft } = filters;
  const bound = { values: draft, onChange: setDraft };
  const panel = (
    <FilterPanel onApply={filters.apply} onClear={filters.clear} columns={withClient ? 5 : 4}>
      {withClient && <FilterText name="client" label="Client" type="search" {...bound} />}
      <FilterSelect name="status" label="Status" {...bound}>
        <StatusOptions all />
      </FilterSelect>
      <DateRangeFields {...bound} />
    </FilterPanel>
  );
  return { panel, query };
}
