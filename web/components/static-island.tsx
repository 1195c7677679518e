import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useNavigate } from 'react-router';

/** True until the first render in the browser has been committed (hydration). */
let hydrating = typeof document !== 'undefined';

type Tag = 'div' | 'nav' | 'section' | 'footer';

/**
 * Markup built at prerender time from data that never ships as JavaScript (ADR 0009). On the
 * server `server` renders it. Prerendered public pages are not hydrated (ADR 0055); where React
 * does draw a public page (an unknown service slug under an alias address, the development server)
 * the island adopts prerendered HTML if there is some, and otherwise `load` fetches the renderer
 * on demand. Internal links inside navigate in-app.
 */
export function StaticIsland({
  id,
  as: Element = 'div',
  className,
  server,
  load,
  label,
  hidden,
}: {
  id: string;
  as?: Tag;
  className?: string;
  /** The renderer, present only in the server build: `import.meta.env.SSR ? Content : null`. */
  server: ComponentType | null;
  load: () => Promise<{ default: ComponentType }>;
  label?: string;
  hidden?: boolean;
}) {
  const navigate = useNavigate();
  const [html] = useState<string | null>(() =>
    hydrating ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  const Lazy = useMemo(() => (server || html !== null ? null : lazy(load)), [server, html, load]);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    hydrating = false;
  }, []);

  const onClick = (e: MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href?.startsWith('/') || a.target || e.defaultPrevented) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(href);
  };

  const common = { id, className, hidden, 'aria-label': label, onClick, ref: ref as never };
  if (server) {
    const Content = server;
    return (
      <Element {...common}>
        <Content />
      </Element>
    );
  }
  if (html !== null) {
    return <Element {...common} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  }
  return (
    <Element {...common}>
      <Suspense fallback={null}>{Lazy && <Lazy />}</Suspense>
    </Element>
  );
}
