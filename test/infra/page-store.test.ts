import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import {
  KVS_KEY_MAX_BYTES,
  KVS_TOTAL_MAX_BYTES,
  KVS_VALUE_MAX_BYTES,
  LocalKeyValueStore,
  storeProblems,
  type KvsEntry,
} from '../../infra/site/page-store';
import {
  knownFilePaths,
  knownPagePaths,
  pageStoreEntries,
  sitePageStoreEntries,
} from '../../infra/site/site-paths';
import { synthApp } from './cdk-app';

/** 5,000 pages besides the site's own, with paths longer than any real one. */
const generated = Array.from(
  { length: 5000 },
  (_, i) => `/blog/generated-post-number-${i}-on-a-tax-or-compliance-topic-with-a-long-descriptive-slug`,
);
const big = pageStoreEntries([...knownPagePaths(), ...generated], knownFilePaths());

/** The web stack's store and functions, and the import file the synth staged for the store. */
function synthWeb(pageStore?: readonly KvsEntry[]) {
  const { app, stacks } = synthApp({ pageStore });
  const assembly = app.synth();
  const web = Template.fromStack(stacks.web);
  const [store] = Object.values(web.findResources('AWS::CloudFront::KeyValueStore'));
  const functions = Object.values(web.findResources('AWS::CloudFront::Function'));
  const imports = readdirSync(assembly.directory, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !f.includes('template') && !f.includes('manifest'))
    .map((f) => readFileSync(path.join(assembly.directory, f), 'utf8'))
    .filter((text) => text.startsWith('{"data":'));
  return { store: store!, functions, imports };
}

describe('the edge page store (a CloudFront KeyValueStore)', () => {
  const site = synthWeb();
  const large = synthWeb(big);

  it('holds 5,000 generated pages besides the site’s own, within the store’s limits', () => {
    expect(big.length).toBeGreaterThan(5000);
    expect(storeProblems(big)).toEqual([]);
    expect(large.imports).toHaveLength(1);
    const store = LocalKeyValueStore.fromImportFile(large.imports[0]!);
    expect(store.size).toBe(big.length);
    expect(Buffer.byteLength(large.imports[0]!)).toBeLessThan(KVS_TOTAL_MAX_BYTES);
  });

  it('is imported from the synthesized file, and both functions read it, whose code does not grow with it', () => {
    expect(LocalKeyValueStore.fromImportFile(site.imports[0]!).size).toBe(sitePageStoreEntries().length);
    for (const { functions, store } of [site, large]) {
      expect(store.Properties.ImportSource.SourceType).toBe('S3');
      expect(functions).toHaveLength(2);
      for (const fn of functions) {
        expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
        expect(fn.Properties.FunctionConfig.KeyValueStoreAssociations).toHaveLength(1);
      }
    }
    const code = (t: typeof site) => t.functions.map((f) => f.Properties.FunctionCode as string).sort();
    expect(code(large)).toEqual(code(site));
  });

  it('is named by its contents, so a changed page list makes a new store on the next deploy', () => {
    // CloudFormation imports a store's contents only at creation: a new name replaces the store.
    expect(site.store.Properties.Name).toMatch(/^TaxFirm-test-Web-pages-[0-9a-f]{12}$/);
    expect(large.store.Properties.Name).not.toBe(site.store.Properties.Name);
    expect(synthWeb().store.Properties.Name).toBe(site.store.Properties.Name);
    expect(site.store.Properties.Name.length).toBeLessThanOrEqual(64);
  });
});

describe('what CloudFront refuses, the synth and the preview’s store refuse', () => {
  const page = (key: string, value = 'page') => ({ key, value });
  it.each([
    ['a key over 512 bytes', [page(`/${'a'.repeat(KVS_KEY_MAX_BYTES)}`)], /has 513 bytes \(at most 512\)/],
    // Three bytes a character in UTF-8: 171 characters are 513 bytes.
    ['a key over 512 bytes in Devanagari', [page(`${'क'.repeat(171)}`)], /has 513 bytes/],
    [
      'a value over 1 KB',
      [page('/about', `/${'v'.repeat(KVS_VALUE_MAX_BYTES)}`)],
      /has 1025 bytes \(at most 1024\)/,
    ],
    ['a key twice', [page('/about'), page('/about', 'file')], /appears twice/],
    ['an empty key', [page('')], /An empty key/],
    [
      'more than 5 MB in all',
      Array.from({ length: 5200 }, (_, i) => page(`/p/${i}`, 'x'.repeat(1000))),
      /would hold \d+ bytes \(at most 5242880\)/,
    ],
  ])('%s', (_what, entries, message) => {
    expect(() => new LocalKeyValueStore(entries)).toThrow(message);
    expect(() => synthApp({ pageStore: entries })).toThrow(message);
  });

  it('accepts a key of exactly 512 bytes and a value of exactly 1 KB', () => {
    const store = new LocalKeyValueStore([page(`/${'a'.repeat(511)}`, 'v'.repeat(1024))]);
    expect(store.size).toBe(1);
  });

  it('answers a key it does not hold as cf.kvs() does: get rejects, exists is false', async () => {
    const store = new LocalKeyValueStore(sitePageStoreEntries());
    await expect(store.get('/no-such-page')).rejects.toThrow(/Key not found/);
    expect(await store.exists('/no-such-page')).toBe(false);
    expect(await store.get('/pricing')).toBe('page');
  });

  it('refuses an import file that is not CloudFront’s format', () => {
    expect(() => LocalKeyValueStore.fromImportFile('{"items":[]}')).toThrow(/holds \{"data"/);
    expect(() => LocalKeyValueStore.fromImportFile('{"data":[{"key":"/a","value":1}]}')).toThrow(
      /Entry 0 .* string value/,
    );
  });
});
