import { Link } from 'react-router';
import type { ApiQueries } from '../../../shared/api-types';
import type { ClientDocument, DocumentKind, OutstandingItem } from '../../../shared/document-lists';
import { FilterPanel, FilterSelect } from '../../components/filter-panel';
import { QueryState } from '../../components/page';
import { Pager, useCursorPages } from '../../components/pager';
import { panel } from '../../components/styles';
import { formatDate } from '../../lib/dates';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useMyDocuments } from './api';
import { checklistAnchor } from './checklist-item';
import { ChecklistBadge } from './checklist-item';
import { FileLine } from './file-line';
import { pagePaths } from '../../../shared/page-paths';

const keys = ['request', 'kind', 'year'] as const;

const kindLabels: Record<DocumentKind, string> = {
  upload: 'Uploaded by me',
  deliverable: 'From the firm',
};

/** Where a request's documents are: its page, at the documents section. */
export const requestDocumentsLink = (pageOf: (id: string) => string, requestId: string, itemId?: string) =>
  `${pageOf(requestId)}#${itemId ? checklistAnchor(itemId) : 'documents'}`;

/**
 * The client's documents page: what the firm still needs (each linking to its request, where it
 * is uploaded), then every file across its requests with its status and a Download button,
 * filtered by request, kind and year (kept in the address, applied as chosen), a page at a time.
 */
export function MyDocuments() {
  const filters = useUrlFilters(keys);
  const query = filters.query as ApiQueries['listMyDocuments'];
  const pages = useCursorPages(JSON.stringify(query));
  const documents = useMyDocuments({ ...query, ...(pages.cursor ? { cursor: pages.cursor } : {}) });
  const data = documents.data;
  const bound = { values: filters.values, onChange: filters.set };
  const thisYear = new Date().getFullYear();
  const firstYear = Math.min(
    thisYear,
    ...(data?.requests ?? []).map((r) => new Date(r.createdAt).getFullYear()),
  );
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => String(thisYear - i));
  return (
    <div className="space-y-5">
      <FilterPanel onClear={filters.clear} columns={3}>
        <FilterSelect name="request" label="Request" {...bound}>
          <option value="">All requests</option>
          {data?.requests.map((r) => (
            <option key={r.id} value={r.id}>
              {r.serviceTitle} · {formatDate(r.createdAt.slice(0, 10))}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="kind" label="Kind" {...bound}>
          <option value="">All documents</option>
          {(Object.keys(kindLabels) as DocumentKind[]).map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="year" label="Year uploaded" {...bound}>
          <option value="">Any year</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </FilterSelect>
      </FilterPanel>
      <QueryState pending={documents.isPending} error={documents.error} />
      {data && <NeededList items={data.needed} more={data.neededMore} />}
      {data && (
        <section aria-labelledby="files-heading" className={panel}>
          <h2 id="files-heading" className="text-lg font-semibold text-brand-900">
            Files
          </h2>
          {data.files.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              {Object.keys(query).length ? 'No files match these filters.' : 'No files yet.'}
            </p>
          ) : (
            <ul aria-label="Files">
              {data.files.map((file) => (
                <li key={file.id}>
                  <MyFile file={file} />
                </li>
              ))}
            </ul>
          )}
          {(pages.page > 1 || data.cursor) && (
            <Pager pages={pages} nextCursor={data.cursor} updating={documents.isFetching} />
          )}
        </section>
      )}
    </div>
  );
}

/** What a file's status means to its client: its review, or that it came from the firm. */
function fileState(file: ClientDocument): { label: string; tone: string } {
  if (file.kind === 'deliverable') return { label: 'From the firm', tone: 'bg-violet-100 text-violet-900' };
  if (file.status === 'accepted') return { label: 'Accepted', tone: 'bg-emerald-100 text-emerald-900' };
  if (file.status === 'rejected') return { label: 'Rejected', tone: 'bg-red-100 text-red-900' };
  return { label: 'Awaiting review', tone: 'bg-blue-100 text-blue-900' };
}

function MyFile({ file }: { file: ClientDocument }) {
  const state = fileState(file);
  return (
    <FileLine
      file={file}
      requestId={file.requestId}
      note={
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 font-semibold whitespace-nowrap ${state.tone}`}
          >
            <span className="sr-only">Status: </span>
            {state.label}
          </span>
          <Link
            to={requestDocumentsLink(pagePaths.client.request, file.requestId)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {file.serviceTitle || 'Your request'}
          </Link>
          {file.status === 'rejected' && file.reviewReason && <span>Reason: {file.reviewReason}</span>}
        </p>
      }
    />
  );
}

/** The checklist items still needed, earliest due first, each linking to its request to upload. */
function NeededList({ items, more }: { items: OutstandingItem[]; more: boolean }) {
  return (
    <section aria-labelledby="needed-heading" className={panel}>
      <h2 id="needed-heading" className="text-lg font-semibold text-brand-900">
        Still needed from you
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing: the firm has every document it asked for.</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id}>
                <NeededLine item={item} />
              </li>
            ))}
          </ul>
          {more && <p className="mt-2 text-sm text-slate-700">More are listed on each request’s page.</p>}
        </>
      )}
    </section>
  );
}

/** One outstanding item: what, for which request, by when (overdue in red), and where to send it. */
export function NeededLine({ item, compact }: { item: OutstandingItem; compact?: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-words text-slate-900">{item.title}</p>
        <p className="text-sm text-slate-700">
          {item.serviceTitle || 'Your request'}
          {item.dueDate && (
            <>
              {' · '}
              <DueDate item={item} />
            </>
          )}
        </p>
        {!compact && item.status === 'rejected' && item.rejectionReason && (
          <p className="text-xs text-slate-700">Rejected: {item.rejectionReason}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <ChecklistBadge status={item.status} />
        <Link
          to={requestDocumentsLink(pagePaths.client.request, item.requestId, item.id)}
          className="text-sm font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
        >
          {item.status === 'rejected' ? 'Upload again' : 'Upload'}
          <span className="sr-only"> {item.title}</span>
        </Link>
      </div>
    </div>
  );
}

/** 'due 2 June 2026', or 'overdue since 2 June 2026' in red. */
export function DueDate({ item }: { item: Pick<OutstandingItem, 'dueDate' | 'overdue'> }) {
  if (!item.dueDate) return <span className="text-slate-600">No due date</span>;
  return item.overdue ? (
    <span className="font-semibold text-red-700">
      Overdue: due <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>
    </span>
  ) : (
    <span>
      due <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>
    </span>
  );
}
