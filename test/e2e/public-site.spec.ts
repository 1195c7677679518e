import AxeBuilder from '@axe-core/playwright';
import { categories, megaMenuLayout, servicePath } from '../../shared/catalogue';
import { formatInr, pricingTabs } from '../../shared/pricing';
import { faqs } from '../../shared/faq';
import { staticPages } from '../../shared/site-routes';
import { expect, selectTab, test } from './fixtures';

const gst = categories.find((c) => c.id === 'gst')!;

test('every public route renders its own heading', async ({ page }) => {
  // Some thirty pages, one after another: more than the default time on a busy machine.
  test.slow();
  const paths = [
    ...staticPages.map((p) => p.path),
    ...categories.map((c) => c.path),
    '/blog/gst-registration-threshold',
    '/service/gst/gst-registration',
    '/service/incometax/income-tax-e-filing',
    '/service/trademark/trademark-registration',
    '/service/startup/llp-registration',
  ];
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  }
});

test('a service page answers under every pattern, titled from the slug, canonical to /service/', async ({
  page,
}) => {
  for (const path of [
    '/services/gst/gst-registration',
    '/gst/gst-registration',
    '/income-tax/itr-4',
    '/registrations/udyam-registration',
    '/trademark/trademark-renewal',
    '/compliance/bookkeeping',
    '/mca/din-ekyc',
    '/license/drug-license',
    '/startup/llp-registration',
    '/tax-services/tds-return-filing',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    // A known service's old address moved for good to its prerendered page.
    expect(res?.request().redirectedFrom()?.url(), path).toMatch(new RegExp(`${path}$`));
    expect(page.url(), path).toMatch(/\/service\/[a-z-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { name: /^What is / }), path).toBeVisible();
  }
  // Campaign tags survive the redirect, so the visit's attribution sees them.
  await page.goto('/gst/gst-registration?utm_source=newsletter&utm_campaign=gst%20april');
  expect(page.url()).toMatch(
    /\/service\/gst\/gst-registration\?utm_source=newsletter&utm_campaign=gst%20april$/,
  );
  await page.goto('/gst/gst-registration');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/service\/gst\/gst-registration$/,
  );
  // A catalogue service without copy of its own has the generic template.
  await page.goto('/service/gst/gst-amendment');
  await expect(page.getByRole('heading', { name: 'What is GST Amendment?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
  // Words that name no catalogue service are not a service page, under any pattern.
  for (const path of [
    '/gst/tax-evasion-help',
    '/services/gst/tax-evasion-help',
    '/service/gst/tax-evasion-help',
    '/tax-services/tax-evasion-help',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByText('Tax Evasion Help')).toHaveCount(0);
  }
});

test('service pages show every section in order; specific pages have their own content', async ({ page }) => {
  await page.goto('/service/gst/gst-registration');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'What is GST Registration?',
    'Why GST Registration is Essential',
    'Key Benefits',
    'Our 4-Step Process',
    'Documents Required',
    'Types of GST Registration',
    'Fees',
    'What You Get and When',
    'Frequently Asked Questions',
    'Why Choose Sahaj Tax & Compliance',
    'Talk to an expert about GST Registration',
  ]);
  await expect(page.getByText('500+')).toBeVisible();
  await expect(page.getByText('Input tax credit', { exact: true })).toBeVisible();
  await page.goto('/service/startup/llp-registration');
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Types of/ })).toHaveCount(0);
  // No published terms: the section says they are agreed first, and the FAQ is the category's.
  await expect(page.getByRole('heading', { name: 'What You Get and When' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});

test('pages show their content with JavaScript off (prerendered)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/service/incometax/itr-2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is ITR-2 Filing?' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByText(formatInr(1399))).toBeVisible();
  await context.close();
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a category dropdown opens on hover with the columns and width its service count gives', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'GST', exact: true });
    await trigger.hover();
    const panel = page.locator('#menu-gst');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(gst.services.length + 1);
    const { columns, widthPx } = megaMenuLayout(gst.services.length);
    await expect(panel).toHaveAttribute('data-columns', String(columns));
    expect((await panel.boundingBox())!.width).toBe(widthPx);
    await panel.getByRole('link', { name: 'GST LUT Form' }).click();
    await expect(page).toHaveURL(/\/service\/gst\/gst-lut-form$/);
    expect(megaMenuLayout(25)).toEqual({ columns: 4, widthPx: 900 });
    expect(megaMenuLayout(13)).toEqual({ columns: 4, widthPx: 800 });
    expect(megaMenuLayout(6)).toEqual({ columns: 2, widthPx: 400 });
  });

  test('the dropdowns work by keyboard: Enter opens, ArrowDown enters, Escape closes', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' }); // keys need the page's script
    const trigger = page.getByRole('button', { name: 'Trademark', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-trademark a').first()).toBeFocused();
  });

  test('the header turns white with a shadow after 20 px of scroll; Login opens in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('href', '/dashboard-login');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    // The free tools and the due dates, in one menu.
    await main.getByRole('button', { name: 'Tools', exact: true }).hover();
    const tools = page.locator('#menu-tools');
    await expect(tools.getByRole('link', { name: 'Income Tax Calculator' })).toHaveAttribute(
      'href',
      '/tools/income-tax-calculator',
    );
    await expect(tools.getByRole('link', { name: 'Compliance Calendar' })).toHaveAttribute(
      'href',
      '/compliance-calendar',
    );
    await expect(tools.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tools');
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the accordion menu lists the shorter list and a Login button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'GST' }).click();
    await expect(menu.locator('#mobile-gst a')).toHaveCount(gst.mobileSlugs.length + 1);
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    // The tools and the due dates, which visitors come back for, are in the menu too.
    await expect(menu.getByRole('link', { name: 'Tax Tools' })).toHaveAttribute('href', '/tools');
    await expect(menu.getByRole('link', { name: 'Due Dates' })).toHaveAttribute(
      'href',
      '/compliance-calendar',
    );
    await menu.getByRole('link', { name: 'GST Return Filing' }).click();
    await expect(page).toHaveURL(/\/service\/gst\/gst-return-filing$/);
  });

  test('on the not-found page, whose links React follows, leaving it closes the open menu', async ({
    page,
  }) => {
    await page.goto('/gst/composition-scheme-advice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(async () => {
      await toggle.click();
      await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 500 });
    }).toPass();
    // The logo is an in-app link here: React draws the home page without a document load.
    await page
      .getByRole('link', { name: /Sahaj Tax/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('header')).not.toHaveAttribute('data-mobile', 'open');
  });
});

test('breadcrumbs start at Home, name each page, and carry BreadcrumbList data', async ({ page }) => {
  await page.goto('/service/startup/proprietorship-registration');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Home',
    'StartUp Services',
    'Proprietorship Registration',
  ]);
  await expect(trail.getByRole('link', { name: 'StartUp Services' })).toHaveAttribute('href', '/startup');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'BreadcrumbList');
  expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    'Home',
    'StartUp Services',
    'Proprietorship Registration',
  ]);
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'About Us',
  ]);
  for (const path of ['/', '/tax-services', '/blog']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), path).toHaveCount(0);
  }
  // A blog post is named by its title, not its address.
  await page.goto('/blog/itr-due-dates-and-late-fees');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Blog',
    title!,
  ]);
});

test('the FAQ opens one answer at a time and can close it again', async ({ page }) => {
  await page.goto('/');
  const [first, second] = [faqs[0]!, faqs[1]!];
  const [firstAnswer, secondAnswer] = [first.answers[0].text, second.answers[0].text];
  await page.getByText(first.question).click();
  await expect(page.getByText(firstAnswer)).toBeVisible();
  await page.getByText(second.question).click();
  await expect(page.getByText(secondAnswer)).toBeVisible();
  await expect(page.getByText(firstAnswer)).toBeHidden();
  await page.getByText(second.question).click();
  await expect(page.getByText(secondAnswer)).toBeHidden();
});

test('pricing: four tabs, every plan with its price, Activate Now opens the inquiry for the plan', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('tab')).toHaveText(pricingTabs.map((t) => t.label));
  for (const tab of pricingTabs) {
    await selectTab(page, tab.label);
    const text = await page.getByRole('tabpanel').innerText();
    for (const plan of tab.plans) {
      expect(text, plan.title).toContain(plan.title);
      expect(text, plan.title).toContain(formatInr(plan.price));
    }
  }
  await expect(page.getByText('exclude GST at 18%')).toBeVisible();
  await selectTab(page, 'GST');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /LUT Filing/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'LUT Filing Inquiry' })).toBeVisible();
  await expect(dialog.getByLabel('Service')).toHaveValue('LUT Filing');
});

test('taps made while the dialog is still loading open one dialog', async ({ page }) => {
  await page.goto('/pricing');
  // Two taps before the dialog's code has arrived: the second button's request is the one shown.
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-inquiry]')];
    buttons[0]!.click();
    buttons[1]!.click();
  });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('#inquiry-root')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every entry point opens the inquiry dialog with its title and service', async ({ page }) => {
  const dialog = page.getByRole('dialog');
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await expect(dialog.getByRole('heading', { name: 'Get Started with Expert Compliance' })).toBeVisible();
  await expect(dialog).toContainText('within 24 hours');
  await expect(dialog.getByLabel('Service')).toHaveValue('StartUp');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeFocused();

  await page.getByRole('button', { name: 'Get Started', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Enterprise Partnership Inquiry' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/gst');
  await page.getByRole('button', { name: 'Get Started with GST Return Filing' }).click();
  await expect(dialog.getByRole('heading', { name: 'GST Return Filing Inquiry' })).toBeVisible();
  await expect(dialog.locator('[data-inquiry-tag]')).toHaveText('GST');
  await expect(dialog.getByLabel('Service')).toHaveValue('GST');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/service/gst/gst-registration');
  await page.getByRole('button', { name: 'Get Started Now' }).click();
  await expect(dialog.getByRole('heading', { name: 'GST Registration Consultation' })).toBeVisible();
  await expect(dialog.getByLabel('Service')).toHaveValue('GST Registration');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Get Free Consultation' }).click();
  await expect(dialog.getByRole('heading', { name: 'GST Registration Consultation' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Us a Message' }).click();
  await expect(dialog.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  await expect(dialog.locator('[data-inquiry-tag]')).toHaveText('General Inquiry');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Talk to Expert' }).click();
  await expect(dialog.getByRole('heading', { name: 'Talk to Expert' })).toBeVisible();
  await expect(dialog.locator('[data-inquiry-tag]')).toHaveText('Expert Consultation');
});

test('the contact page shows both phones, the e-mail and the business hours', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: '+91 98765 43210' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 91234 56789' }).first()).toBeVisible();
  await expect(page.getByText('Monday to Friday')).toBeVisible();
  await expect(page.getByText('10:00 – 19:00')).toBeVisible();
  await expect(page.getByText('Closed')).toBeVisible();
});

test('a crawl from / finds no link that answers 404', async ({ request }) => {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const res = await request.get(path);
    if (res.status() === 404) {
      broken.push(path);
      continue;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await res.text();
    const hrefs = [...html.matchAll(/<a\s[^>]*?href="(\/[^"]*)"/g)].map((m) => m[1]!);
    for (const href of hrefs) {
      const clean = href.split('#')[0]!.split('?')[0]!;
      if (!seen.has(clean)) {
        seen.add(clean);
        queue.push(clean);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(100);
  for (const c of categories) expect(seen.has(servicePath(c, c.services[0]!.slug))).toBe(true);
});

test('sitemap.xml lists every service page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const c of categories) {
    for (const s of c.services) expect(sitemap).toContain(servicePath(c, s.slug) + '</loc>');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /admin-dashboard');
});

for (const path of [
  '/',
  '/gst',
  '/service/gst/gst-registration',
  '/pricing',
  '/about',
  '/contact',
  '/blog',
  '/blog/gst-registration-threshold',
  '/consultation',
  '/privacy',
  '/no-such-page',
]) {
  test(`axe finds no accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('the pricing tabs follow the keyboard pattern: arrows, Home and End move and show the panel', async ({
  page,
}) => {
  await page.goto('/pricing', { waitUntil: 'networkidle' }); // keys need the page's script
  const tabs = page.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute(
    'aria-labelledby',
    (await tabs.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  // One tab stop: Tab leaves the list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('a page reached by a link works like one opened directly: trail, body, dialog, footer', async ({
  page,
}) => {
  await page.goto('/gst');
  await page.getByRole('link', { name: 'GST Registration' }).first().click();
  await expect(page).toHaveURL(/\/service\/gst\/gst-registration$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'GST Services',
    'GST Registration',
  ]);
  await page.getByRole('button', { name: 'Get Started Now' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'GST Registration Consultation' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // The footer and the menu are still there and still work.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('the header fits every width: menus from 1024 px, the menu button below', async ({ page }) => {
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const wide = width >= 1024;
    await expect(page.getByRole('button', { name: 'Open menu' }), `${width}`).toBeVisible({ visible: !wide });
    if (wide) {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
      ).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Tools', exact: true })).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(
      width,
    );
  }
});
