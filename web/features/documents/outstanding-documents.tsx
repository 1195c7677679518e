import { Link } from 'react-router';
import type { ApiQueries } from '../../../shared/api-types';
import { FilterPanel, FilterSelect } from '../../components/filter-panel';
import { QueryState } from '../../components/page';
import { Pager, useCursorPages } from '../../components/pager';
import { DataTable } from '../../components/table';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useOutstandingDocuments } from './api';
import { ChecklistBadge } from './checklist-item';
import { DueDate, requestDocumentsLink } from './my-documents';
import { pagePaths } from '../../../shared/page-paths';

const keys = ['overdue'] as const;

/**
 * The firm's outstanding documents: every requested or rejected checklist item across clients,
 * earliest due first (the overdue ones lead, in red), each linking to its request; "Overdue only"
 * is kept in the address. A page of 100 at a time.
 */
export function OutstandingDocuments() {
  const filters = useUrlFilters(keys);
  const query = (
    filters.values.overdue === 'true' ? { overdue: 'true' } : {}
  ) as ApiQueries['listOutstandingDocuments'];
  const pages = useCursorPages(JSON.stringify(query));
  const outstanding = useOutstandingDocuments({
    ...query,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  const data = outstanding.data;
  return (
    <div className="space-y-5">
      <FilterPanel onClear={filters.clear} columns={3}>
        <FilterSelect name="overdue" label="Show" values={filters.values} onChange={filters.set}>
          <option value="">All outstanding</option>
          <option value="true">Overdue only</option>
        </FilterSelect>
      </FilterPanel>
      <QueryState
        pending={outstanding.isPending}
        error={outstanding.error}
        empty={
          data?.items.length === 0
            ? query.overdue
              ? 'Nothing is overdue.'
              : 'Nothing outstanding: every document asked for has arrived.'
            : undefined
        }
      />
      {!!data?.items.length && (
        <DataTable columns={['Client', 'Request', 'Document', 'Due', 'Status']} minWidth="min-w-[48rem]">
          {data.items.map((item) => (
            <tr key={item.id} className={item.overdue ? 'bg-red-50' : undefined}>
              <td className="px-4 py-3 font-medium text-slate-900">{item.clientName || 'Unknown client'}</td>
              <td className="px-4 py-3">
                <Link
                  to={requestDocumentsLink(pagePaths.admin.request, item.requestId, item.id)}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {item.serviceTitle || 'Request'}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-900">
                {item.title}
                {item.status === 'rejected' && item.rejectionReason && (
                  <span className="block text-xs text-slate-700">Rejected: {item.rejectionReason}</span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <DueDate item={item} />
              </td>
              <td className="px-4 py-3">
                <ChecklistBadge status={item.status} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {data && (pages.page > 1 || data.cursor) && (
        <Pager pages={pages} nextCursor={data.cursor} updating={outstanding.isFetching} />
      )}
    </div>
  );
}
