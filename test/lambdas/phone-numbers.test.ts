import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import examples from 'libphonenumber-js/examples.mobile.json';
import { parsePhoneNumberFromString as parseWithEveryCountry } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { lambdaBuildOptions } from '../../infra/lambda-bundling';
import { contactKeys, phoneE164 } from '../../lambdas/data/contact-keys';

/**
 * A phone number is a person's key across submissions, so the Lambdas' India-first parsing (India's
 * plan at start, every country's loaded when India's does not accept a number) must give exactly
 * what libphonenumber gives with every country's plan, for numbers of every country.
 */
const callingCode = (country: string) =>
  (metadata as unknown as { countries: Record<string, [string]> }).countries[country]![0];

const inputs = [
  // Indian numbers as people write them.
  '098111 00001',
  '+91 98111 00001',
  '9811100001',
  '+91-98111-00001',
  '0091 98111 00001',
  '011 2345 6789',
  '(011) 23456789',
  // Not numbers, or not valid ones.
  '12345',
  '+91 12345',
  'call me',
  '+999 1234567',
  // Every country's example mobile number, written with + and with India's international prefix.
  ...Object.entries(examples as Record<string, string>).flatMap(([country, national]) => [
    `+${callingCode(country)} ${national}`,
    `00${callingCode(country)}${national}`,
  ]),
];
const expected = inputs.map((raw) => {
  const parsed = parseWithEveryCountry(raw, 'IN');
  return parsed?.isValid() ? parsed.number : null;
});

describe('phone numbers in E.164', () => {
  it('reads an Indian number written any way as one key', async () => {
    for (const raw of ['098111 00001', '+91 98111 00001', '9811100001', '0091 98111 00001'])
      expect(await phoneE164(raw)).toBe('+919811100001');
    expect(await contactKeys({ phone: '098111 00001', email: ' Kavya@Example.com' })).toEqual([
      'contact#phone#+919811100001',
      'contact#email#kavya@example.com',
    ]);
  });

  it('reads numbers of other countries by their own plans, and refuses what is not a number', async () => {
    expect(await phoneE164('+44 7400 123456')).toBe('+447400123456');
    expect(await phoneE164('+1 201 555 0123')).toBe('+12015550123');
    expect(await phoneE164('12345')).toBeUndefined();
    expect(await phoneE164('call me')).toBeUndefined();
  });

  it('gives what every country’s plan gives, for every example number (unbundled)', async () => {
    const got = await Promise.all(inputs.map(async (raw) => (await phoneE164(raw)) ?? null));
    expect(got).toEqual(expected);
    // The examples are real numbers of many countries, not a handful.
    expect(expected.filter((n) => n && !n.startsWith('+91')).length).toBeGreaterThan(200);
  });

  describe('as the Lambdas bundle it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-phone-'));
    let metafile: Metafile;
    beforeAll(async () => {
      ({ metafile } = await build({
        ...lambdaBuildOptions({ entry: 'lambdas/data/contact-keys.ts', outdir: dir, target: 'node20' }),
        metafile: true,
        logLevel: 'silent',
      }));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('starts without every country’s plan, and loads it only when needed', () => {
      const outputs = metafile.outputs;
      const entry = Object.keys(outputs).find((f) => path.basename(f) === 'index.mjs')!;
      const atStart = new Set([entry]);
      for (const f of atStart)
        for (const i of outputs[f]!.imports) if (i.kind === 'import-statement') atStart.add(i.path);
      const world = (f: string) =>
        Object.keys(outputs[f]!.inputs).some((i) => i.includes('metadata.min.json'));
      expect([...atStart].filter(world)).toEqual([]);
      expect(Object.keys(outputs).filter(world)).toHaveLength(1);
    });

    /** The bundle's answers for these numbers, read in a fresh Node process. */
    const bundled = (numbers: string[]) => {
      const probe = path.join(dir, 'probe.mjs');
      writeFileSync(
        probe,
        `import { phoneE164 } from './index.mjs';
const out = [];
for (const raw of JSON.parse(process.argv[2])) out.push((await phoneE164(raw)) ?? null);
console.log(JSON.stringify(out));`,
      );
      return JSON.parse(
        execFileSync(process.execPath, [probe, JSON.stringify(numbers)], { encoding: 'utf8', stdio: 'pipe' }),
      ) as (string | null)[];
    };

    it('gives what every country’s plan gives, for every example number', () => {
      expect(bundled(inputs)).toEqual(expected);
    });

    it('reads valid Indian numbers without loading the other countries’ plans', () => {
      const world = Object.keys(metafile.outputs).find((f) =>
        Object.keys(metafile.outputs[f]!.inputs).some((i) => i.includes('metadata.min.json')),
      )!;
      rmSync(world);
      expect(bundled(['098111 00001', '+91 98111 00001', '011 2345 6789'])).toEqual([
        '+919811100001',
        '+919811100001',
        '+911123456789',
      ]);
      // A number India's plan does not accept needs the file just removed.
      expect(() => bundled(['+44 7400 123456'])).toThrow(/Cannot find module/);
    });
  });
});
