import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The decision records stay findable: the index lists exactly the records in the folder, with
 * each one's title, status and date as the record states them; a status is said one way; and
 * every reference to a record, in code or docs, names one that exists.
 */
const DIR = 'docs/decisions';
const records = readdirSync(DIR)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    return {
      file,
      number: file.slice(0, 4),
      title: /^# (\d{4})\. (.+)$/m.exec(text),
      status: /^Status: (.+)$/m.exec(text)?.[1],
      date: /^Date: (.+)$/m.exec(text)?.[1],
    };
  });
const numbers = new Set(records.map((r) => r.number));

describe('the decision records', () => {
  it('each has its number in its title line, a status said one way, and a date', () => {
    const STATUS = /^(Accepted|Accepted; amended by \d{4}(, \d{4})*|Superseded by \d{4})$/;
    for (const r of records) {
      expect({
        file: r.file,
        title: r.title?.[1],
        status: STATUS.test(r.status ?? ''),
        date: r.date,
      }).toEqual({
        file: r.file,
        title: r.number,
        status: true,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  it('are listed in the index exactly, with their titles, statuses and dates', () => {
    const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
    const rows = [...index.matchAll(/^\| (\d{4}) \| \[(.+?)\]\((.+?)\)\s*\| (.+?)\s*\| (.+?)\s*\|$/gm)].map(
      (m) => ({
        number: m[1],
        title: m[2],
        file: m[3],
        status: m[4],
        date: m[5],
      }),
    );
    expect(rows).toEqual(
      records.map((r) => ({
        number: r.number,
        title: r.title?.[2],
        file: r.file,
        status: r.status,
        date: r.date,
      })),
    );
  });

  it('named by a later record that amends or supersedes them, which exists', () => {
    for (const r of records) {
      for (const later of r.status?.match(/\d{4}/g) ?? []) {
        expect({ file: r.file, later, exists: numbers.has(later) }).toEqual({
          file: r.file,
          later,
          exists: true,
        });
      }
    }
  });
});

/** Every file of the repository's own text, code and docs (what git would hold). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (
      [
        'node_modules',
        'build',
        'cdk.out',
        '.local',
        '.git',
        '.react-router',
        'test-results',
        'playwright-report',
      ].includes(name)
    )
      return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|js|md|json)$/.test(name) && name !== 'package-lock.json' ? [full] : [];
  });
}

it('every reference to a decision record, in code and docs, names one that exists', () => {
  const dangling: string[] = [];
  for (const file of files('.')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:ADRs? |decisions\/)(\d{4})\b/g)) {
      if (!numbers.has(m[1]!)) dangling.push(`${file}: ${m[0]}`);
    }
  }
  expect(dangling).toEqual([]);
  expect(numbers.size).toBeGreaterThan(70);
});
