import { runtimeConfigSchema, type RuntimeConfig } from '../../shared/runtime-config';

let pending: Promise<RuntimeConfig> | undefined;

/** Fetches /config.json once per page load; a bad file fails loudly rather than half-working. */
export function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= fetcher('/config.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`/config.json answered ${res.status}`);
      return res.json();
    })
    .then((raw) => runtimeConfigSchema.parse(raw))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
