import type { ApiRoute } from '../../shared/api-routes';

export interface Limits {
  /** Requests per second, refilled continuously. */
  readonly rateLimit: number;
  /** Requests that may arrive at once (the bucket's size). */
  readonly burstLimit: number;
}

/**
 * API Gateway's throttling, as a token bucket per route: a route's own limits where the route
 * table sets them, else the stage's default route limits (which also apply to each route on its
 * own). A request that finds the bucket empty gets 429 before any authorizer or handler runs.
 */
export function createThrottle(stage: Limits, now: () => number = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number; limits: Limits }>();
  return {
    /** Takes a token for the route; false when it is throttled. */
    take(route: ApiRoute): boolean {
      const key = `${route.method} ${route.path}`;
      const limits = route.throttle ?? stage;
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { tokens: limits.burstLimit, at: t, limits };
        buckets.set(key, bucket);
      }
      bucket.tokens = Math.min(
        limits.burstLimit,
        bucket.tokens + ((t - bucket.at) / 1000) * limits.rateLimit,
      );
      bucket.at = t;
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
