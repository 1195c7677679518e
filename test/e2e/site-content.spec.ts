import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { categories } from '../../shared/catalogue';
import { whatsappGreeting } from '../../shared/contact-links';
import { firm } from '../../shared/firm';
import { formatInr, priceWithGst, pricingTabs } from '../../shared/pricing';
import { categoryFaq, serviceTerms, serviceTermsFor } from '../../shared/service-terms';
import { faqs } from '../../shared/faq';
import { expect, selectTab, test } from './fixtures';

test('pricing: every plan shows its fee and the amount with 18% GST, as priceWithGst computes it', async ({
  page,
}) => {
  test.slow(); // 27 plans, four tabs
  await page.goto('/pricing', { waitUntil: 'networkidle' }); // the tabs need the page's script
  for (const tab of pricingTabs) {
    await selectTab(page, tab.label);
    const panel = page.getByRole('tabpanel');
    for (const plan of tab.plans) {
      const card = panel
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: plan.title, exact: true }) });
      const withGst = `${plan.basis === 'from' ? 'from ' : ''}${formatInr(priceWithGst(plan.price))} with 18% GST`;
      await expect(card.first(), plan.title).toContainText(formatInr(plan.price));
      await expect(card.first(), plan.title).toContainText(withGst);
    }
  }
  // Worked by hand: ₹1,399 + 18% (₹251.82, rounded to ₹252) = ₹1,651.
  await selectTab(page, 'ITR Filing');
  await expect(page.getByRole('tabpanel')).toContainText('₹1,651 with 18% GST');
  await expect(page.getByText('rounded to the nearest rupee')).toBeVisible();
});

test('service pages state our fee with GST and the government fees, with figures only where sourced', async ({
  page,
}) => {
  await page.goto('/service/gst/gst-registration');
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees).toContainText('₹2,034');
  await expect(fees).toContainText('₹2,400 with GST'); // 2,034 + 366.12 → ₹2,400
  await expect(fees).toContainText('at actuals');

  await page.goto('/service/trademark/trademark-registration');
  const tm = page.getByRole('region', { name: 'Fees' });
  await expect(tm.getByRole('row')).toHaveCount(3);
  await expect(tm.getByRole('row', { name: /Individual, startup or small enterprise/ })).toContainText(
    '₹4,500',
  );
  await expect(tm.getByRole('row', { name: /Any other applicant/ })).toContainText('₹9,000');
  await expect(tm).toContainText('Checked on 2026-11-23');
  await expect(tm.getByRole('link', { name: /^Trade Marks Rules, 2017, First Schedule/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );

  await page.goto('/service/startup/private-limited-company');
  await expect(page.getByRole('region', { name: 'Fees' })).toContainText(
    'Government fees and stamp duty at actuals, by state',
  );
  await expect(page.getByRole('region', { name: 'Fees' }).getByRole('table')).toHaveCount(0);
});

/** The parsed JSON-LD blocks of the page, of one schema.org type. */
const jsonLdOfType = async (page: Page, type: string) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string })
    .filter((data) => data['@type'] === type);

test('service pages say what the fee includes, how long it takes and answer questions, with FAQPage data', async ({
  page,
}) => {
  const terms = serviceTerms['gst-registration']!;
  await page.goto('/service/gst/gst-registration');
  await expect(page).toHaveTitle(`GST Registration | ${firm.name}`);
  const what = page.getByRole('region', { name: 'What You Get and When' });
  await expect(what.getByRole('heading', { name: 'Turnaround' })).toBeVisible();
  await expect(what).toContainText(`${terms.turnaroundWorkingDays} working days`);
  await expect(what).toContainText(terms.turnaroundUntil);
  await expect(what.getByRole('heading', { name: 'Included in our fee' })).toBeVisible();
  await expect(what.getByRole('listitem')).toHaveText(terms.included);

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.locator('summary')).toHaveText(terms.faq.map((f) => f.question));
  const [first] = terms.faq;
  await expect(faq.getByText(first!.answer)).toBeHidden();
  await faq.getByText(first!.question).click();
  await expect(faq.getByText(first!.answer)).toBeVisible();

  const faqPages = (await jsonLdOfType(page, 'FAQPage')) as unknown as {
    mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  }[];
  expect(faqPages).toHaveLength(1);
  expect(faqPages[0]!.mainEntity).toEqual(
    terms.faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  );
});

test('a service without a published price or terms says so, offers the inquiry and answers its category’s questions', async ({
  page,
}) => {
  await page.goto('/service/startup/private-limited-company');
  await expect(page).toHaveTitle(`Private Limited Company Registration | ${firm.name}`);
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees).toContainText('Our fee for Private Limited Company Registration is not published');
  await expect(fees.getByRole('button', { name: 'Ask for a Quote' })).toBeVisible();
  const what = page.getByRole('region', { name: 'What You Get and When' });
  await expect(what).toContainText('Turnaround and what is included are agreed with you before we start');
  await expect(what.getByRole('heading', { name: 'Turnaround' })).toHaveCount(0);
  await expect(what.getByRole('heading', { name: 'Included in our fee' })).toHaveCount(0);
  // No terms of its own: the startup questions, asked about this service.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.locator('summary')).toHaveText(
    categoryFaq.startup('Private Limited Company Registration').map((f) => f.question),
  );
  expect(await jsonLdOfType(page, 'FAQPage')).toHaveLength(1);

  await what.getByRole('button', { name: 'Ask What Is Included' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Private Limited Company Registration Consultation' }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Service')).toHaveValue('Private Limited Company Registration');
});

test('a service without terms answers its category’s questions, with the page’s one FAQPage', async ({
  page,
}) => {
  const expected = categoryFaq.startup('LLP Registration');
  await page.goto('/service/startup/llp-registration');
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.locator('summary')).toHaveText(expected.map((f) => f.question));
  await expect(faq).toContainText('How do I send the documents for LLP Registration?');
  const [first] = expected;
  await expect(faq.getByText(first!.answer)).toBeHidden();
  await faq.getByText(first!.question).click();
  await expect(faq.getByText(first!.answer)).toBeVisible();
  // The fallback for turnaround and inclusions stays.
  await expect(page.getByRole('region', { name: 'What You Get and When' })).toContainText(
    'Turnaround and what is included are agreed with you before we start',
  );

  const faqPages = (await jsonLdOfType(page, 'FAQPage')) as unknown as {
    mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  }[];
  expect(faqPages).toHaveLength(1);
  expect(faqPages[0]!.mainEntity).toEqual(
    expected.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  );

  // Every other category too, on its first service without terms.
  for (const category of categories.filter((c) => c.id !== 'startup')) {
    const service = category.services.find((x) => !serviceTermsFor(x.slug))!;
    await page.goto(`/service/${category.serviceSegment}/${service.slug}`);
    await expect(
      page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('summary'),
      service.slug,
    ).toHaveText(categoryFaq[category.id](service.name).map((f) => f.question));
    expect(await jsonLdOfType(page, 'FAQPage'), service.slug).toHaveLength(1);
  }
});

for (const { path, heading, sections } of [
  {
    path: '/terms',
    heading: 'The terms of our service',
    sections: ['Who we are', 'Fees', 'What we need from you', 'Changes and questions'],
  },
  {
    path: '/refund-policy',
    heading: 'When we refund a fee',
    sections: ['Before we start work', 'After filing', 'Government fees and GST', 'How to ask'],
  },
]) {
  test(`${path} renders its headings, is linked from the footer, and passes axe`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(/^Last updated: 23 November 2026$/)).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', firm.siteUrl + path);
    const footerLink = page.getByRole('contentinfo').getByRole('link', {
      name: path === '/terms' ? 'Terms of Service' : 'Refund Policy',
    });
    await expect(footerLink).toHaveAttribute('href', path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('the legal pages are prerendered (JavaScript off) and listed in sitemap.xml', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/terms', '/refund-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/terms', '/refund-policy', '/privacy']) {
    expect(sitemap).toContain(`<loc>${firm.siteUrl}${path}</loc>`);
  }
});

test('the privacy page has its date, a Grievance Officer to write to, and the cookie note', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByText(/^Last updated: 23 November 2026$/)).toBeVisible();
  const officer = page.getByRole('region', { name: 'Grievance Officer' });
  await expect(officer).toContainText(`Grievance Officer, ${firm.name}`);
  await expect(officer.getByRole('link', { name: firm.email })).toHaveAttribute(
    'href',
    `mailto:${firm.email}`,
  );
  await expect(officer).toContainText('Data Protection Board of India');
  await expect(page.getByRole('heading', { name: 'Cookies and storage in your browser' })).toBeVisible();
  await expect(page.getByText(/set no cookies/)).toBeVisible();
});

test('the public pages set no cookies', async ({ page, context }) => {
  for (const path of ['/', '/pricing', '/contact', '/terms'])
    await page.goto(path, { waitUntil: 'networkidle' });
  expect(await context.cookies()).toEqual([]);
});

test('the contact page and the footer offer WhatsApp click-to-chat and tap-to-call, as plain links', async ({
  browser,
}) => {
  // No JavaScript: the links are markup, nothing more.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const main = page.getByRole('main');
  const whatsapp = main.getByRole('link', { name: 'Chat on WhatsApp' });
  const href = (await whatsapp.getAttribute('href'))!;
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
  expect(url.searchParams.get('text')).toBe(whatsappGreeting);
  for (const phone of firm.phones) {
    await expect(main.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/\s/g, '')}`,
    );
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', { name: firm.phones[0] })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await context.close();
});

test('each home FAQ answer gives this year first, with its year and source, and FY 2024-25 beneath', async ({
  page,
}) => {
  await page.goto('/');
  const slabs = faqs.find((f) => f.question === 'What are the new tax regime slabs?')!;
  await page.getByText(slabs.question).click();
  const open = page.locator('details[open]');
  await expect(open.getByText(slabs.answers[0].text)).toBeVisible();
  await expect(open.getByText('Applies to tax year 2026-27')).toBeVisible();
  await expect(open.getByRole('link', { name: /^Income-tax Act, 2025, section 202\(1\)/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.incometaxindia\.gov\.in\//,
  );
  await expect(open.getByText('For FY 2024-25', { exact: true })).toBeVisible();
  await expect(open.getByText(slabs.answers[1]!.text)).toBeVisible();
  // Every answer that a year changes names it; the trademark, structure and enterprise answers do not.
  await expect(page.locator('details').getByText(/^Applies to (tax year|FY) 2026-27$/)).toHaveCount(
    faqs.filter((f) => f.answers[0].year).length,
  );
  await expect(page.locator('details a[href="/tools/income-tax-calculator"]')).toHaveCount(
    faqs.filter((f) => f.taxFigures).length,
  );
  await open.getByRole('link', { name: /income tax calculator/ }).click();
  await expect(page).toHaveURL(/\/tools\/income-tax-calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('public pages, with and without islands, stay within the 90 KB JavaScript budget', async ({
  browser,
}) => {
  test.slow();
  const sizes: Record<string, number> = {};
  for (const path of [
    '/',
    '/pricing',
    '/contact',
    '/privacy',
    '/terms',
    '/refund-policy',
    '/consultation',
    '/tools/income-tax-calculator',
  ]) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (/\.js(\?|$)/.test(res.url())) bodies.push(res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Anything deferred to the browser's idle time (the islands' code) has been asked for by then.
    // A page Chromium never finds idle (a loaded machine can starve idle callbacks: one run waited
    // 80 s on /pricing) runs its deferred code at its own 2 s deadline (web/site/runtime.ts), so
    // this waits for idle or a later deadline, whichever comes first.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
    );
    sizes[path] = (await Promise.all(bodies)).reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    await page.close();
  }
  console.log(
    'JS gzip per page:',
    Object.entries(sizes)
      .map(([p, n]) => `${p} ${(n / 1024).toFixed(2)} KB`)
      .join(', '),
  );
  for (const [path, bytes] of Object.entries(sizes)) expect(bytes, path).toBeLessThanOrEqual(90 * 1024);
});
