import { expect, selectTab, test } from './fixtures';

test('the home page renders its heading and the firm’s claims', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tax, GST and compliance');
  await expect(page.getByText('1986+')).toBeVisible();
  await expect(page).toHaveTitle(/Tax, GST & Compliance/);
});

test('the home page shows its content with JavaScript off (prerendered)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API’s own errors stay JSON; only unknown site pages get the HTML 404 page', async ({ request }) => {
  const api = await request.get('/api/does-not-exist');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toMatch(/^application\/json/);
  expect(await api.json()).toEqual({ message: 'Not Found' });
  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  expect(await page.text()).toContain('Page not found');
});

test('the API answers on the same origin as the site', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect((await res.json()).status).toBe('up');
  const config = await request.get('/config.json');
  expect((await config.json()).apiBase).toBe('/api');
});

test('public pages load the site script, not the router, and still come alive', async ({ page, request }) => {
  for (const path of ['/pricing', '/blog/gst-registration-threshold', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('modulepreload');
    expect(html, path).not.toContain('__reactRouter');
    expect(html.match(/<script type="module" src="\/assets\/site-[^"]+\.js"><\/script>/g), path).toHaveLength(
      1,
    );
  }
  // The build's manifest is not published.
  expect((await request.get('/.vite/site-manifest.json')).status()).toBe(404);
  await page.goto('/pricing');
  await selectTab(page, 'GST');
});

test('pages are served with the production CSP and run under it', async ({ page, request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(await res.text()).not.toMatch(/<script>(?!<\/script>)/);
  // The fixture fails the test on any console error, which is where CSP violations appear.
  await page.goto('/pricing');
  await selectTab(page, 'GST');
});

test('the dashboards’ app shell names the firm in its title before the page draws', async ({
  request,
  page,
}) => {
  const shell = await (await request.get('/admin-dashboard')).text();
  expect(shell).toMatch(/<title>Sahaj Tax &amp; Compliance<\/title>/);
  // Once drawn, the page names itself.
  await page.goto('/dashboard-login');
  await expect(page).not.toHaveTitle('');
});
