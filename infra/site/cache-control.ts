/**
 * The Cache-Control metadata the deployment writes on each object, which CloudFront (within the
 * cache policies' TTL bounds) and browsers obey. The preview server sends the same values.
 */

/**
 * How long CloudFront keeps a page, config.json or a public file: an hour. Every deployment
 * uploads them and invalidates the whole distribution, so a deploy never waits for this to run
 * out; it only bounds how long a change made to the bucket by hand (without an invalidation)
 * stays unseen, and within an hour nearly every view of a page that is being read is answered at
 * the edge. Browsers keep nothing (max-age=0) and revalidate, which the edge answers with a 304.
 */
export const PAGE_EDGE_SECONDS = 3600;
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_EDGE_SECONDS}, must-revalidate`;

/** Hashed file names (under /assets/) never change content: a year, everywhere. */
export const ASSET_CACHE_SECONDS = 365 * 24 * 3600;
export const ASSET_CACHE_CONTROL = `public, max-age=${ASSET_CACHE_SECONDS}, immutable`;
