import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOfferedInquiryService } from '../../shared/inquiry-services';

/** Every .tsx file under web/. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('the services a confirmation may name', () => {
  it('include every service and tag a button of the site opens the inquiry dialog with', () => {
    const literals = tsxFiles('web').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:service|tag)="([^"]+)"/g)].map((m) => ({
        file,
        value: m[1]!,
      })),
    );
    expect(literals.length).toBeGreaterThan(4);
    expect(literals.filter((l) => !isOfferedInquiryService(l.value))).toEqual([]);
  });
});
