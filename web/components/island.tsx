/** An island as a loader prepared it at prerender (web/site/islands.server.tsx). */
export interface IslandMarkup {
  name: string;
  props: object;
  html: string;
}

/**
 * An interactive part of a public page that is not hydrated as a whole (docs/architecture.md#public-pages).
 * Its markup was rendered on its own at prerender, so the browser can hydrate just this element
 * with the same component and props (web/site/islands.ts); until then, and without JavaScript,
 * the markup is the page.
 */
export function Island({ name, props, html, className }: IslandMarkup & { className?: string }) {
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
