/**
 * The WAI-ARIA tabs pattern (automatic activation) over prerendered tabs (components/tabs.tsx):
 * a click, the arrow keys, Home and End select a tab and show its panel. One listener on the
 * document serves every tab list. Returns what undoes it.
 */
export function startTabs(): () => void {
  const select = (tab: HTMLElement) => {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    list.querySelectorAll<HTMLElement>('[role="tab"]').forEach((t) => {
      const selected = t === tab;
      t.setAttribute('aria-selected', String(selected));
      t.tabIndex = selected ? 0 : -1;
      t.dataset.state = selected ? 'active' : 'inactive';
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
  };
  const tabOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[role="tab"]') : null;
  const onClick = (e: MouseEvent) => {
    const tab = tabOf(e.target);
    if (tab) select(tab);
  };
  const onKey = (e: KeyboardEvent) => {
    const tab = tabOf(e.target);
    if (!tab) return;
    const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(tabs[next]!);
    tabs[next]!.focus();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
}
