import { categoryForSegment, findService, servicePath, serviceTitle } from '../../../shared/catalogue';

/** What any of the eleven detail patterns refers to: the title, the catalogue entry, the canonical path. */
export function resolve(params: { slug?: string; category?: string }, pathname: string) {
  const known = params.slug ? findService(params.slug) : undefined;
  const title = serviceTitle(params.slug);
  const segment = params.category ?? pathname.split('/').filter(Boolean)[0] ?? '';
  const category = known?.category ?? categoryForSegment(segment);
  const canonical = known ? servicePath(known.category, known.service.slug) : pathname;
  return { known, title, category, canonical };
}
