import { createHash } from 'node:crypto';

/**
 * The site's page list as the CloudFront Functions read it: a CloudFront KeyValueStore, so that
 * the list can grow to thousands of pages while the functions' code stays the same size (their
 * code may not pass 10 KB; the store holds up to 5 MB).
 *
 * The site's keys and values are in site-paths.ts (`pageStoreEntries`).
 *
 * The limits are CloudFront's for a store and for the file it is imported from: a key of at most
 * 512 bytes, a value of at most 1 KB, no key twice, and at most 5 MB in all. `checkEntries`
 * applies them at synth, so a list that would not import fails the build instead of the deploy,
 * and `LocalKeyValueStore` (the preview's store) refuses the same.
 */
export const KVS_KEY_MAX_BYTES = 512;
export const KVS_VALUE_MAX_BYTES = 1024;
export const KVS_TOTAL_MAX_BYTES = 5 * 1024 * 1024;

export interface KvsEntry {
  key: string;
  value: string;
}

/** The problems CloudFront would refuse these entries for; empty when they would import. */
export function storeProblems(entries: readonly KvsEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const { key, value } of entries) {
    const keyBytes = Buffer.byteLength(key);
    const valueBytes = Buffer.byteLength(value);
    if (keyBytes === 0) problems.push('An empty key');
    if (keyBytes > KVS_KEY_MAX_BYTES)
      problems.push(`Key "${key.slice(0, 60)}…" has ${keyBytes} bytes (at most ${KVS_KEY_MAX_BYTES})`);
    if (valueBytes > KVS_VALUE_MAX_BYTES)
      problems.push(
        `The value of "${key.slice(0, 60)}" has ${valueBytes} bytes (at most ${KVS_VALUE_MAX_BYTES})`,
      );
    if (seen.has(key)) problems.push(`Key "${key.slice(0, 60)}" appears twice`);
    seen.add(key);
    total += keyBytes + valueBytes;
  }
  const fileBytes = Buffer.byteLength(importFileOf(entries));
  if (total > KVS_TOTAL_MAX_BYTES || fileBytes > KVS_TOTAL_MAX_BYTES) {
    problems.push(
      `The store would hold ${Math.max(total, fileBytes)} bytes (at most ${KVS_TOTAL_MAX_BYTES})`,
    );
  }
  return problems;
}

/** Throws, naming every problem, unless CloudFront would accept these entries. */
export function checkEntries(entries: readonly KvsEntry[]): void {
  const problems = storeProblems(entries);
  if (problems.length) {
    throw new Error(`The page store would be refused:\n- ${problems.slice(0, 10).join('\n- ')}`);
  }
}

/** The import file CloudFront reads a store's first contents from: `{"data":[{key,value}…]}`. */
export function importFileOf(entries: readonly KvsEntry[]): string {
  return JSON.stringify({ data: entries });
}

/** A short digest of the entries, which names the store (see web-stack.ts). */
export function entriesDigest(entries: readonly KvsEntry[]): string {
  return createHash('sha256').update(importFileOf(entries)).digest('hex').slice(0, 12);
}

/** The helper CloudFront Functions get from `cf.kvs()`: the part these functions use. */
export interface KvsHandle {
  get(key: string, options?: { format?: 'string' }): Promise<string>;
  exists(key: string): Promise<boolean>;
}

/**
 * The preview's KeyValueStore: built from the same import file a deploy uploads, refusing what
 * CloudFront refuses (the limits above), and answering as `cf.kvs()` does: `get` rejects for a
 * key the store does not hold.
 */
export class LocalKeyValueStore implements KvsHandle {
  private readonly values = new Map<string, string>();

  constructor(entries: readonly KvsEntry[]) {
    checkEntries(entries);
    for (const { key, value } of entries) this.values.set(key, value);
  }

  static fromImportFile(json: string): LocalKeyValueStore {
    const parsed = JSON.parse(json) as { data?: unknown };
    if (!Array.isArray(parsed.data)) throw new Error('An import file holds {"data": [{"key", "value"}…]}');
    const entries = parsed.data.map((entry: unknown, i) => {
      const { key, value } = (entry ?? {}) as Record<string, unknown>;
      if (typeof key !== 'string' || typeof value !== 'string') {
        throw new Error(`Entry ${i} of the import file needs a string key and a string value`);
      }
      return { key, value };
    });
    return new LocalKeyValueStore(entries);
  }

  get size(): number {
    return this.values.size;
  }

  get(key: string): Promise<string> {
    const value = this.values.get(key);
    return value === undefined ? Promise.reject(new Error(`Key not found: ${key}`)) : Promise.resolve(value);
  }

  exists(key: string): Promise<boolean> {
    return Promise.resolve(this.values.has(key));
  }
}
