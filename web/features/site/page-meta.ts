import type { MetaDescriptor } from 'react-router';
import { firm } from '../../../shared/firm';
import type { HeroCopy } from '../../components/blocks';

/**
 * Title, description, canonical URL, Open Graph and JSON-LD for a public page. `path` is the
 * canonical path (other addresses of the same page point here).
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  jsonLd?: object[];
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = firm.siteUrl + (options.path === '/' ? '/' : options.path);
  // The BreadcrumbList sits with the trail itself (features/site/islands/breadcrumb-trail.tsx).
  const ld = options.jsonLd ?? [];
  return [
    { title: options.title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: firm.name },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary' },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...ld.map((data) => ({ 'script:ld+json': data })),
  ];
}

/**
 * What each public page says about itself: the document title and description search engines and
 * link previews show, and the hero at the top of the page. A page's loader answers it as `page`
 * (see page-copy.server.ts); its meta is `copyMeta`.
 */
export interface PageCopy extends HeroCopy {
  /** The canonical path. */
  path: string;
  /** The document title. */
  title: string;
  description: string;
  jsonLd?: object[];
}

/** The head of a page whose loader answers its copy as `page`. */
export const copyMeta = ({ loaderData }: { loaderData?: { page: PageCopy } }) =>
  loaderData ? pageMeta(loaderData.page) : [];
