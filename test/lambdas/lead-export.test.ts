import { fileWriter, writeRows, type FileStore } from '../../lambdas/data/lead-export';

/** A store that keeps what it was given, as S3 would join it. */
function memoryStore() {
  const objects = new Map<string, Uint8Array>();
  const uploads = new Map<string, Map<number, Uint8Array>>();
  const calls: string[] = [];
  const store: FileStore = {
    async put(key, body) {
      calls.push(`put ${body.length}`);
      objects.set(key, body);
    },
    async start() {
      calls.push('start');
      const id = `u${uploads.size + 1}`;
      uploads.set(id, new Map());
      return id;
    },
    async part(_key, uploadId, partNumber, body) {
      calls.push(`part ${partNumber} ${body.length}`);
      uploads.get(uploadId)!.set(partNumber, body);
      return `"etag-${partNumber}"`;
    },
    async complete(key, uploadId, parts) {
      calls.push(`complete ${parts.map((p) => p.partNumber).join(',')}`);
      const all = parts.map((p) => uploads.get(uploadId)!.get(p.partNumber)!);
      objects.set(key, Buffer.concat(all));
    },
  };
  return { store, objects, calls, text: (key: string) => new TextDecoder().decode(objects.get(key)) };
}

describe('an export file written as it is made', () => {
  it('stores a small file whole, in one request', async () => {
    const { store, calls, text } = memoryStore();
    const file = fileWriter('k', store, 100);
    expect(await file.write('header\r\n')).toBe(false);
    expect(await file.write('row\r\n')).toBe(false);
    await file.finish();
    expect(calls).toEqual(['put 13']);
    expect(text('k')).toBe('header\r\nrow\r\n');
  });

  it('stores a large file in parts of at least the part size, the last holding the rest', async () => {
    const { store, calls, text } = memoryStore();
    const file = fileWriter('k', store, 100);
    let written = '';
    let stored = 0;
    for (let i = 0; i < 25; i++) {
      const line = `line ${i} ${'é'.repeat(i)}\r\n`;
      written += line;
      if (await file.write(line)) stored++;
    }
    await file.finish();
    expect(text('k')).toBe(written);
    const parts = calls.filter((c) => c.startsWith('part')).map((c) => Number(c.split(' ')[2]));
    expect(parts.length).toBeGreaterThan(2);
    expect(stored).toBe(parts.length - 1);
    // Every part but the last reached the part size (counted in bytes, not characters).
    for (const size of parts.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(100);
    expect(calls[0]).toBe('start');
    expect(calls.at(-1)).toBe(`complete ${parts.map((_, i) => i + 1).join(',')}`);
  });

  it('ends a file whose text filled its last part exactly without an empty part', async () => {
    const { store, calls, text } = memoryStore();
    const file = fileWriter('k', store, 10);
    expect(await file.write('0123456789')).toBe(true);
    await file.finish();
    expect(calls).toEqual(['start', 'part 1 10', 'complete 1']);
    expect(text('k')).toBe('0123456789');
  });
});

describe('the rows of an export', () => {
  const lead = (n: number) => ({
    createdAt: `2026-11-0${n}T10:00:00.000Z`,
    name: `Lead ${n}`,
    email: `lead${n}@example.in`,
    source: 'Website',
    status: 'new',
  });
  async function* batches(...sizes: number[]) {
    let n = 0;
    for (const size of sizes) yield Array.from({ length: size }, () => lead(++n));
  }

  it('has the header once and every lead of every batch, in order, an empty batch included', async () => {
    const { store, text } = memoryStore();
    const told: number[] = [];
    const leads = await writeRows(batches(2, 0, 3), fileWriter('k', store, 200), async (n) => told.push(n));
    expect(leads).toBe(5);
    const lines = text('k').trim().split('\r\n');
    expect(lines[0]).toMatch(/^"Created \(India time\)","Name"/);
    expect(lines.filter((l) => l.startsWith('"Created'))).toHaveLength(1);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([1, 2, 3, 4, 5].map((n) => `"Lead ${n}"`));
    // Told how far it got each time a part (200 bytes here) was stored.
    expect(told.length).toBeGreaterThan(0);
    expect(told).toEqual([...told].sort((a, b) => a - b));
  });

  it('stops once past its deadline, with nothing completed', async () => {
    const { store, calls } = memoryStore();
    await expect(
      writeRows(batches(1, 1), fileWriter('k', store, 200), async () => undefined, Date.now() - 1),
    ).rejects.toThrow();
    expect(calls.some((c) => c.startsWith('put') || c.startsWith('complete'))).toBe(false);
  });
});
