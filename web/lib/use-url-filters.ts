import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, kept in the address so a filtered list can be reloaded, shared and opened
 * from a link. Every change is computed from the address as it is when the change happens (not
 * as it was when a timer or handler was made), so a debounced search cannot undo a filter chosen
 * in the meantime.
 *
 * `draft` holds what the panel shows before Apply (for panels with an Apply button); `apply`
 * writes it to the address, `clear` empties both, and `set` changes the address at once (for
 * panels that filter as the user chooses).
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const read = (source: URLSearchParams) =>
    Object.fromEntries(keys.map((k) => [k, source.get(k) ?? ''])) as Record<K, string>;
  const values = read(params);
  // The draft belongs to the address it was started from: when the address changes (Apply, Back,
  // Forward, a link to the same page), the panel shows the filters in force again.
  const address = params.toString();
  const [drafted, setDrafted] = useState({ address, draft: values });
  const draft = drafted.address === address ? drafted.draft : values;

  // The address last asked for and not yet in force. A navigation commits only once the route's
  // data has loaded, so on a slow connection a second change (the debounced search) can come
  // before the first (a filter) is in the address: it builds on this one, not on the older address.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [address]);

  const set = (changes: Partial<Record<K, string>>) => {
    // The address now, not the one this render saw (React Router's own updater gets the latter).
    const now = typeof window === 'undefined' ? params.toString() : window.location.search;
    const current = new URLSearchParams(pending.current ?? now);
    const next = new URLSearchParams(current);
    for (const [k, v] of Object.entries(changes) as [K, string | undefined][]) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (next.toString() === current.toString()) return;
    pending.current = next.toString();
    setParams(next, { replace: true });
  };

  return {
    /** The filters in force (the address). */
    values,
    draft,
    setDraft: (changes: Partial<Record<K, string>>) =>
      setDrafted({ address, draft: { ...draft, ...changes } }),
    apply: () => {
      // Applied, the draft is done with: the panel follows the address from now on (no address
      // is a NUL character, so this draft never shows again).
      setDrafted({ address: '\u0000', draft: values });
      set(draft);
    },
    set,
    clear: () => {
      const none = read(new URLSearchParams());
      setDrafted({ address, draft: none });
      set(none);
    },
    /** The filters in force as a query object, without the empty ones. */
    query: Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<Record<K, string>>,
  };
}
