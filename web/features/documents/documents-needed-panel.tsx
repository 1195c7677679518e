import { Link } from 'react-router';
import { QueryState } from '../../components/page';
import { panel } from '../../components/styles';
import { useMyDocuments } from './api';
import { NeededLine } from './my-documents';
import { pagePaths } from '../../../shared/page-paths';

/** Items the overview lists; the rest are on the documents page. */
const SHOWN = 3;

/**
 * The client overview's "Documents needed": how many checklist items the firm still waits for,
 * the first few (earliest due first, overdue ones in red), each linking to its request.
 */
export function DocumentsNeededPanel() {
  const documents = useMyDocuments({});
  const needed = documents.data?.needed ?? [];
  const count = needed.length;
  const more = documents.data?.neededMore;
  return (
    <section aria-labelledby="documents-needed" className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="documents-needed" className="text-lg font-semibold text-brand-900">
          Documents needed
        </h2>
        <Link
          to={pagePaths.client.documents}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          All documents
        </Link>
      </div>
      <QueryState pending={documents.isPending} error={documents.error} />
      {documents.data &&
        (count === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nothing: the firm has every document it asked for.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              The firm is waiting for{' '}
              <strong className="font-semibold text-slate-900">
                {count}
                {more ? '+' : ''} {count === 1 ? 'document' : 'documents'}
              </strong>{' '}
              from you.
            </p>
            <ul className="mt-2 divide-y divide-slate-100">
              {needed.slice(0, SHOWN).map((item) => (
                <li key={item.id}>
                  <NeededLine item={item} compact />
                </li>
              ))}
            </ul>
            {count > SHOWN && (
              <p className="mt-1 text-sm">
                <Link
                  to={pagePaths.client.documents}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  See all {count}
                  {more ? '+' : ''} documents needed
                </Link>
              </p>
            )}
          </>
        ))}
    </section>
  );
}
