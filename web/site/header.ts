const SCROLL_THRESHOLD = 20;

/**
 * The fixed top bar's behaviour over its prerendered markup (features/site/header.tsx): white
 * once scrolled past 20 px; the mobile menu button opens and closes the menu and its categories;
 * the desktop mega-menu opens a category on hover, on click and from the keyboard (Enter, Space,
 * ArrowDown into the panel), and Escape closes it and returns focus; the current page's plain
 * link is marked. Returns what undoes it.
 */
export function startHeader(header: HTMLElement): () => void {
  const undo: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement | Window,
    type: K,
    listener: (e: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener as EventListener, options);
    undo.push(() => target.removeEventListener(type, listener as EventListener, options));
  };

  const onScroll = () => header.setAttribute('data-scrolled', String(window.scrollY > SCROLL_THRESHOLD));
  onScroll();
  on(window, 'scroll', onScroll, { passive: true });

  const toggle = header.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]');
  const mobile = header.querySelector<HTMLElement>('#mobile-menu');
  if (toggle) {
    on(toggle, 'click', () => setMobileMenu(header, toggle.getAttribute('aria-expanded') !== 'true'));
  }
  if (mobile) {
    on(mobile, 'click', (e) => {
      const target = e.target as Element;
      const button = target.closest('button[aria-controls]');
      if (button) {
        const open = button.getAttribute('aria-expanded') !== 'true';
        mobile.querySelectorAll('button[aria-controls]').forEach((b) => {
          const mine = b === button && open;
          b.setAttribute('aria-expanded', String(mine));
          document.getElementById(b.getAttribute('aria-controls')!)?.toggleAttribute('hidden', !mine);
        });
      } else if (target.closest('a')) {
        setMobileMenu(header, false);
      }
    });
  }

  const nav = header.querySelector<HTMLElement>('#main-nav');
  if (nav) undo.push(startMegaMenu(nav));
  resetHeader(header);
  return () => undo.forEach((u) => u());
}

/** Opens or closes the mobile menu (the header turns white while it is open). */
function setMobileMenu(header: HTMLElement, open: boolean) {
  const toggle = header.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]');
  const mobile = header.querySelector<HTMLElement>('#mobile-menu');
  if (!toggle || !mobile) return;
  mobile.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  if (open) header.setAttribute('data-mobile', 'open');
  else header.removeAttribute('data-mobile');
}

/**
 * The header as a page opens it: menus closed, the current page's plain link marked. Run at
 * start, and after each navigation when React draws the pages (web/routes/site-layout.tsx).
 */
export function resetHeader(header: HTMLElement): void {
  setMobileMenu(header, false);
  const nav = header.querySelector<HTMLElement>('#main-nav');
  if (!nav) return;
  nav.querySelectorAll('[data-menu]').forEach((item) => {
    item.querySelector(':scope > div')?.setAttribute('hidden', '');
    item.querySelector(':scope > button')?.setAttribute('aria-expanded', 'false');
    item.removeAttribute('data-open');
  });
  nav.querySelectorAll('a').forEach((a) => {
    if (a.getAttribute('href') === location.pathname) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  });
}

function startMegaMenu(root: HTMLElement): () => void {
  const timers = new Map<Element, number>();
  const parts = (item: Element) => ({
    button: item.querySelector<HTMLButtonElement>(':scope > button')!,
    panel: item.querySelector<HTMLElement>(':scope > div')!,
  });
  const setOpen = (item: Element, open: boolean) => {
    window.clearTimeout(timers.get(item));
    const { button, panel } = parts(item);
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    item.toggleAttribute('data-open', open);
  };
  const closeAll = () => root.querySelectorAll('[data-menu]').forEach((item) => setOpen(item, false));
  const itemOf = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest('[data-menu]') : null;
    return item && root.contains(item) ? item : null;
  };

  const onOver = (e: MouseEvent) => {
    const item = itemOf(e.target);
    if (item) setOpen(item, true);
  };
  const onOut = (e: MouseEvent) => {
    const item = itemOf(e.target);
    if (!item || item.contains(e.relatedTarget as Node | null)) return;
    timers.set(
      item,
      window.setTimeout(() => setOpen(item, false), 120),
    );
  };
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    const item = itemOf(target);
    if (item && target.closest('button')) {
      setOpen(item, parts(item).button.getAttribute('aria-expanded') !== 'true');
    } else if (target.closest('a')) {
      closeAll();
    }
  };
  const onKey = (e: KeyboardEvent) => {
    const item = itemOf(e.target);
    if (!item) return;
    const { button, panel } = parts(item);
    if (e.key === 'Escape' && !panel.hidden) {
      setOpen(item, false);
      button.focus();
    } else if (e.key === 'ArrowDown' && e.target === button) {
      e.preventDefault();
      setOpen(item, true);
      panel.querySelector('a')?.focus();
    }
  };
  const onFocusOut = (e: FocusEvent) => {
    const item = itemOf(e.target);
    if (item && !item.contains(e.relatedTarget as Node | null)) setOpen(item, false);
  };
  root.addEventListener('mouseover', onOver);
  root.addEventListener('mouseout', onOut);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('mouseover', onOver);
    root.removeEventListener('mouseout', onOut);
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('focusout', onFocusOut);
    timers.forEach((t) => window.clearTimeout(t));
  };
}
