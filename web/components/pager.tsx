import { useState } from 'react';
import { secondaryButton } from './styles';

/**
 * Cursor paging: the cursors of the pages seen so far, for the list a given filter shows. A
 * changed filter starts again at page 1 (the cursors belong to the query they were made for).
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filterKey,
    cursors: [undefined],
  });
  // Another filter: start again at page 1, forgetting the pages of the previous one.
  if (state.key !== filterKey) setState({ key: filterKey, cursors: [undefined] });
  const cursors = state.key === filterKey ? state.cursors : [undefined];
  return {
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    next: (cursor: string | undefined) => setState({ key: filterKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: filterKey, cursors: cursors.slice(0, -1) }),
  };
}

/** Previous and Next under a list, with the page number and whether it is refreshing. */
export function Pager({
  pages,
  nextCursor,
  updating,
}: {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor?: string;
  updating: boolean;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
      <p className="text-slate-600">
        Page {pages.page}
        {updating ? ' · updating…' : ''}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={pages.page === 1}
          onClick={pages.previous}
        >
          Previous
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!nextCursor}
          onClick={() => pages.next(nextCursor)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
