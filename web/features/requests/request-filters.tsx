import type { RequestQuery } from '../../../shared/portal';
import { SelectField, TextField } from '../../components/field';
import { FilterPanel } from '../../components/filter-panel';
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
  const panel = (
    <FilterPanel onApply={filters.apply} onClear={filters.clear} columns={withClient ? 5 : 4}>
      {withClient && (
        <TextField
          id="rf-client"
          label="Client"
          type="search"
          value={draft.client}
          onChange={(e) => setDraft({ client: e.target.value })}
        />
      )}
      <SelectField
        id="rf-status"
        label="Status"
        value={draft.status}
        onChange={(e) => setDraft({ status: e.target.value })}
      >
        <StatusOptions all />
      </SelectField>
      <TextField
        id="rf-from"
        label="From"
        type="date"
        value={draft.from}
        onChange={(e) => setDraft({ from: e.target.value })}
      />
      <TextField
        id="rf-to"
        label="To"
        type="date"
        value={draft.to}
        onChange={(e) => setDraft({ to: e.target.value })}
      />
    </FilterPanel>
  );
  return { panel, query };
}
