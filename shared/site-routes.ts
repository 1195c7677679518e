import {
  allServices,
  categories,
  categoryForSegment,
  findService,
  serviceTitle,
  servicePath,
} from './catalogue';

/** The public pages that are not categories or services, with their breadcrumb names. */
export const staticPages = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About Us' },
  { path: '/contact', name: 'Contact Us' },
  { path: '/pricing', name: 'Pricing' },
  { path: '/blog', name: 'Blog' },
  { path: '/tax-services', name: 'Tax Services' },
  { path: '/services', name: 'All Services' },
  { path: '/consultation', name: 'Free Consultation' },
  { path: '/privacy', name: 'Privacy Policy' },
  { path: '/terms', name: 'Terms of Service' },
  { path: '/refund-policy', name: 'Refund Policy' },
  { path: '/tools', name: 'Tax Tools' },
  { path: '/tools/income-tax-calculator', name: 'Income Tax Calculator' },
  { path: '/tools/hra-calculator', name: 'HRA Calculator' },
  { path: '/tools/gst-calculator', name: 'GST Calculator' },
  { path: '/tools/gstin-validator', name: 'GSTIN and PAN Validator' },
  { path: '/compliance-calendar', name: 'Compliance Calendar' },
] as const;

/** Prefixes under which a service detail page answers: /{prefix}/{slug}. */
export const serviceDetailPrefixes = [
  'gst',
  'income-tax',
  'registrations',
  'trademark',
  'compliance',
  'mca',
  'license',
  'startup',
  'tax-services',
] as const;

/** Canonical service pages: one per catalogue service. */
export const servicePagePaths = () =>
  allServices().map(({ category, service }) => servicePath(category, service.slug));

/** Blog posts are Markdown files; their slugs are listed by the build (see web/content/blog). */
export const blogPath = (slug: string) => `/blog/${slug}`;

/**
 * What a visitor comes back for, in the header: the free tools and the compliance calendar. On a
 * desktop they are one menu after the categories; in the phone menu, two links.
 */
export const toolsMenu = {
  label: 'Tools',
  path: '/tools',
  items: [
    ...staticPages.filter((p) => p.path.startsWith('/tools/')).map((p) => ({ path: p.path, label: p.name })),
    { path: '/compliance-calendar', label: 'Compliance Calendar' },
  ],
};

/** The header's last links, on a desktop and a phone alike: prices and the firm. */
export const firmLinks = [
  { path: '/pricing', label: 'Pricing' },
  { path: '/about', label: 'About' },
] as const;

/** The phone menu's links after the categories: the tools, the due dates, then the firm's. */
export const headerLinks = [
  { path: '/tools', label: 'Tax Tools' },
  { path: '/compliance-calendar', label: 'Due Dates' },
  ...firmLinks,
] as const;

/** Every public page that is prerendered to static HTML, blog posts apart. */
export function prerenderedPaths(): string[] {
  return [...staticPages.map((p) => p.path), ...categories.map((c) => c.path), ...servicePagePaths()];
}

/** The 404 page is prerendered at this path and published as /404.html without scripts. */
export const notFoundPrerenderPath = '/404';

export interface Crumb {
  name: string;
  /** Absent for the current page and for segments that are not pages themselves. */
  path?: string;
}

const pageNames: Record<string, string> = Object.fromEntries(staticPages.map((p) => [p.path, p.name]));

/** Pages without a breadcrumb trail. */
export const noBreadcrumbPaths = new Set(['/', '/tax-services', '/blog']);

/**
 * The breadcrumb trail of a path: starts with Home, skips 'service', names categories
 * and pages by their friendly titles and service slugs by their full names. Each crumb links to a
 * page that exists; the last is the current page.
 */
export function breadcrumbTrail(pathname: string, currentTitle?: string): Crumb[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (noBreadcrumbPaths.has(clean)) return [];
  const segments = clean.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  segments.forEach((segment, i) => {
    if (segment === 'service') return;
    const isLast = i === segments.length - 1;
    const prefixPath = '/' + segments.slice(0, i + 1).join('/');
    let crumb: Crumb;
    if (pageNames[prefixPath]) {
      crumb = { name: pageNames[prefixPath], path: prefixPath };
    } else if (i < segments.length - 1 && categoryForSegment(segment)) {
      const category = categoryForSegment(segment)!;
      crumb = { name: category.title, path: category.path };
    } else if (i === 0 && categoryForSegment(segment)) {
      const category = categoryForSegment(segment)!;
      crumb = { name: category.title, path: category.path };
    } else if (isLast) {
      crumb = { name: currentTitle ?? findService(segment)?.service.name ?? serviceTitle(segment) };
    } else {
      crumb = { name: segment === 'license' ? 'Licences' : serviceTitle(segment) };
    }
    if (isLast) delete crumb.path;
    crumbs.push(crumb);
  });
  return crumbs;
}

/** schema.org BreadcrumbList for a trail; the last item is the page itself. */
export function breadcrumbJsonLd(trail: Crumb[], origin: string, pathname: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: origin + (crumb.path ?? pathname),
    })),
  };
}
