import { allServices, findService } from '../../shared/catalogue';
import { planForService, priceWithGst, pricingTabs } from '../../shared/pricing';
import { faqPageJsonLd, serviceTerms, serviceTermsFor } from '../../shared/service-terms';
import { governmentFeesBySlug } from '../../shared/statutory-fees';

const priced = allServices().filter(({ service }) => planForService(service.slug));

/** Every rupee amount the site may state: the price list, with and without GST, and the government fees. */
const sourcedRupees = new Set([
  ...pricingTabs.flatMap((t) => t.plans.flatMap((p) => [p.price, priceWithGst(p.price)])),
  ...Object.values(governmentFeesBySlug).flatMap((g) => g.fees.map((f) => f.rupees)),
]);

/** The amounts a text states in rupees: ₹2,034, Rs. 500, INR 1,000 (lakh and crore count as stated). */
const rupeeFigures = (text: string) =>
  [...text.matchAll(/(?:₹|\bRs\.?|\bINR)\s*([\d,]+(?:\.\d+)?)/gi)].map((m) =>
    Number(m[1]!.replace(/,/g, '')),
  );

describe('service terms', () => {
  it('covers every service with a published price', () => {
    expect(priced.map(({ service }) => service.slug)).toEqual(
      expect.arrayContaining(['gst-registration', 'gst-lut-form', 'gstr-9-annual-return']),
    );
    expect(priced.filter(({ service }) => !serviceTermsFor(service.slug))).toEqual([]);
  });

  it('is keyed by catalogue slugs only', () => {
    expect(Object.keys(serviceTerms).filter((slug) => !findService(slug))).toEqual([]);
  });

  it.each(Object.entries(serviceTerms))(
    '%s: a turnaround in whole working days, at least two inclusions, two or three answered questions',
    (_slug, terms) => {
      expect(Number.isInteger(terms.turnaroundWorkingDays)).toBe(true);
      expect(terms.turnaroundWorkingDays).toBeGreaterThan(0);
      expect(terms.turnaroundUntil.trim()).not.toBe('');
      expect(terms.included.length).toBeGreaterThanOrEqual(2);
      for (const item of terms.included) expect(item.trim()).not.toBe('');
      expect(new Set(terms.included).size).toBe(terms.included.length);
      expect(terms.faq.length).toBeGreaterThanOrEqual(2);
      expect(terms.faq.length).toBeLessThanOrEqual(3);
      for (const { question, answer } of terms.faq) {
        expect(question.trim()).toMatch(/\?$/);
        expect(answer.trim()).not.toBe('');
      }
      expect(new Set(terms.faq.map((f) => f.question)).size).toBe(terms.faq.length);
    },
  );

  it.each(Object.entries(serviceTerms))(
    '%s states no rupee figure outside the price list and statutory fees, and no rate',
    (_slug, terms) => {
      const texts = [
        terms.turnaroundUntil,
        terms.turnaroundNote ?? '',
        ...terms.included,
        ...terms.faq.flatMap((f) => [f.question, f.answer]),
      ];
      const unsourced = texts.flatMap((text) =>
        rupeeFigures(text)
          .filter((rupees) => !sourcedRupees.has(rupees))
          .map((rupees) => ({ rupees, text })),
      );
      expect(unsourced).toEqual([]);
      // Rates (GST's 18%) are stated by the Fees section from statutory-fees.ts, never here.
      expect(texts.filter((text) => /\d\s*(%|per ?cent)/i.test(text))).toEqual([]);
    },
  );

  it('finds rupee figures in every usual spelling', () => {
    expect(rupeeFigures('₹2,034, Rs. 500 and INR 1,000; not 18% or 3 days')).toEqual([2034, 500, 1000]);
    expect(rupeeFigures('over ₹40 lakh')).toEqual([40]);
  });

  it('a service without terms has none, whatever the slug', () => {
    expect(serviceTermsFor(undefined)).toBeUndefined();
    expect(serviceTermsFor('private-limited-company')).toBeUndefined();
    expect(serviceTermsFor('toString')).toBeUndefined();
  });

  it('builds FAQPage structured data from the questions as shown', () => {
    const faq = serviceTerms['gst-registration']!.faq;
    expect(faqPageJsonLd(faq)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    });
  });
});
