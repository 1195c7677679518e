/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /pricing ...
 * Optional: SIGN_IN=email:password signs in first (for dashboard pages). Files go to screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: tsx scripts/screenshots.ts <site-url> <path> [path...]');
  process.exit(2);
}
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  if (process.env.SIGN_IN) {
    const [email, password] = process.env.SIGN_IN.split(':');
    await page.goto(`${base}/dashboard-login`);
    await page.getByLabel('Email').fill(email!);
    await page.getByLabel('Password', { exact: true }).fill(password!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/dashboard(?!-login)/);
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${p.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
