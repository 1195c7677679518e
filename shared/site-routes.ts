/** Public pages that are prerendered to static HTML. The public site issue grows this list. */
export const prerenderedPaths = ['/'] as const;

/** The 404 page is prerendered at this path and published as /404.html without scripts. */
export const notFoundPrerenderPath = '/404';
