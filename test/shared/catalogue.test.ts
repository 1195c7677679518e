import {
  allServices,
  categories,
  findService,
  megaMenuLayout,
  serviceTitle,
  servicePath,
} from '../../shared/catalogue';
import { inquirySchema, normalisePhone } from '../../shared/inquiry';
import { formatPhone } from '../../shared/text-checks';
import { homeServiceCards } from '../../shared/site-content';
import { breadcrumbTrail, prerenderedPaths, staticPages } from '../../shared/site-routes';

describe('the service catalogue', () => {
  it('has the desktop menu’s service count per category', () => {
    expect(Object.fromEntries(categories.map((c) => [c.menuName, c.services.length]))).toEqual({
      StartUp: 10,
      Registrations: 25,
      Trademark: 8,
      GST: 11,
      IncomeTax: 13,
      MCA: 15,
      Compliance: 7,
    });
  });

  it('has the category-page card counts, each a real service of its category', () => {
    expect(Object.fromEntries(categories.map((c) => [c.id, c.cardSlugs.length]))).toEqual({
      startup: 10,
      registrations: 10,
      trademark: 8,
      gst: 10,
      'income-tax': 10,
      mca: 10,
      compliance: 7,
    });
    for (const c of categories) {
      for (const slug of [...c.cardSlugs, ...c.mobileSlugs])
        expect(findService(slug)?.category.id).toBe(c.id);
      expect(c.mobileSlugs.length).toBeLessThan(c.services.length);
    }
  });

  it('gives every service a unique slug, and menu links the /service/{category}/{slug} form', () => {
    const slugs = allServices().map((s) => s.service.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const gst = categories.find((c) => c.id === 'income-tax')!;
    expect(servicePath(gst, 'itr-1')).toBe('/service/incometax/itr-1');
  });

  it('titles a page from its slug, keeping abbreviations in capitals', () => {
    expect(serviceTitle(undefined)).toBe('Professional Service');
    expect(serviceTitle('proprietorship-registration')).toBe('Proprietorship Registration');
    expect(serviceTitle('gst-composition-help')).toBe('GST Composition Help');
  });

  it('sizes dropdowns by service count', () => {
    expect([6, 7, 12, 13, 18, 19].map((n) => megaMenuLayout(n))).toEqual([
      { columns: 2, widthPx: 400 },
      { columns: 3, widthPx: 600 },
      { columns: 3, widthPx: 600 },
      { columns: 4, widthPx: 800 },
      { columns: 4, widthPx: 800 },
      { columns: 4, widthPx: 900 },
    ]);
  });

  it('has the six home cards with their Explore targets', () => {
    expect(homeServiceCards.map((c) => [c.id, c.link])).toEqual([
      ['startup-registration', '/registrations'],
      ['trademark-services', '/trademark'],
      ['gst-compliance', '/gst'],
      ['income-tax', '/income-tax'],
      ['mca-compliance', '/mca'],
      ['business-advisory', '/consultation'],
    ]);
  });

  it('lists the income tax calculator among the static pages', () => {
    expect(staticPages.map((p) => p.path)).toContain('/tools/income-tax-calculator');
  });

  it('lists the legal pages among the prerendered pages', () => {
    expect(prerenderedPaths()).toEqual(expect.arrayContaining(['/privacy', '/terms', '/refund-policy']));
  });

  it('prerenders every public page and every catalogue service', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about', '/contact', '/pricing', '/blog', '/tax-services', '/gst']),
    );
    expect(paths.filter((p) => p.startsWith('/service/'))).toHaveLength(89);
  });
});

describe('breadcrumbs', () => {
  it('skips "service", names categories and maps slugs to full names', () => {
    expect(breadcrumbTrail('/service/startup/proprietorship-registration')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'StartUp Services', path: '/startup' },
      { name: 'Proprietorship Registration' },
    ]);
    expect(breadcrumbTrail('/gst')).toEqual([{ name: 'Home', path: '/' }, { name: 'GST Services' }]);
    expect(breadcrumbTrail('/about')).toEqual([{ name: 'Home', path: '/' }, { name: 'About Us' }]);
    expect(breadcrumbTrail('/services/incometax/itr-2').map((c) => c.name)).toEqual([
      'Home',
      'All Services',
      'Income Tax Services',
      'ITR-2 Filing',
    ]);
  });

  it('is absent on /, /tax-services and /blog', () => {
    for (const p of ['/', '/tax-services', '/blog']) expect(breadcrumbTrail(p)).toEqual([]);
  });
});

describe('inquiry validation', () => {
  const valid = { fullName: 'Asha', email: 'asha@example.in', phone: '98765 43210', company: 'Asha & Co' };

  it('normalises Indian numbers to +91 and keeps international ones', () => {
    expect(normalisePhone('98765 43210')).toBe('+919876543210');
    expect(normalisePhone('098765-43210')).toBe('+919876543210');
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });

  it('shows an Indian mobile one way, +91 and two groups of five; anything else as stored', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(formatPhone('call after 6')).toBe('call after 6');
  });

  it('gives the form’s texts for a bad e-mail and a missing phone', () => {
    const email = inquirySchema.safeParse({ ...valid, email: 'asha @example.in' });
    expect(email.error?.issues[0]?.message).toBe('Invalid email: Please enter a valid email address');
    const phone = inquirySchema.safeParse({ ...valid, phone: '   ' });
    expect(phone.error?.issues[0]?.message).toBe('Invalid phone number: Please enter your phone number');
    const ok = inquirySchema.parse(valid);
    expect(ok).toMatchObject({ phone: '+919876543210', service: 'StartUp', message: '' });
  });

  it('takes an optional GSTIN, checked offline and upper-cased, titled like the other toasts', () => {
    // 27AAPFU0939F1ZV: python-stdnum's example, with its published check character.
    expect(inquirySchema.parse(valid).gstin).toBeUndefined();
    expect(inquirySchema.parse({ ...valid, gstin: '' }).gstin).toBeUndefined();
    expect(inquirySchema.parse({ ...valid, gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    const altered = inquirySchema.safeParse({ ...valid, gstin: '27AAPFU0939F1ZW' });
    expect(altered.error?.issues).toEqual([
      expect.objectContaining({
        path: ['gstin'],
        message: 'Invalid GSTIN: The check character should be V, not W: a character was probably mistyped.',
      }),
    ]);
    expect(inquirySchema.safeParse({ ...valid, gstin: '45AAPFU0939F1ZV' }).error?.issues[0]?.message).toBe(
      'Invalid GSTIN: A GSTIN starts with the code of its state, and 45 is not a GST state code.',
    );
  });
});

describe('the inquiry request the server accepts', () => {
  const base = {
    id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
    fullName: 'Asha Rao',
    email: 'asha@example.in',
    phone: '98765 43210',
    company: 'Rao & Sons',
  };
  it('needs a UUID id and refuses control characters in one-line fields', async () => {
    const { inquiryRequestSchema } = await import('../../shared/inquiry');
    expect(inquiryRequestSchema.safeParse(base).success).toBe(true);
    expect(inquiryRequestSchema.safeParse({ ...base, id: 'abc' }).error?.issues[0]?.path).toEqual(['id']);
    expect(inquiryRequestSchema.safeParse({ ...base, company: 'A\nB' }).error?.issues[0]?.message).toBe(
      'Company contains invalid characters',
    );
    expect(inquiryRequestSchema.safeParse({ ...base, message: 'line 1\nline 2' }).success).toBe(true);
  });
});
