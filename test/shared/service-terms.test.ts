import { allServices, categories, categoryIds, findService } from '../../shared/catalogue';
import { planForService, priceWithGst, pricingTabs } from '../../shared/pricing';
import {
  categoryFaq,
  faqPageJsonLd,
  serviceFaq,
  serviceTerms,
  serviceTermsFor,
  type ServiceFaqEntry,
} from '../../shared/service-terms';
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

/** The texts' rupee figures that are neither on the price list nor a government fee. */
const unsourcedFigures = (texts: string[]) =>
  texts.flatMap((text) =>
    rupeeFigures(text)
      .filter((rupees) => !sourcedRupees.has(rupees))
      .map((rupees) => ({ rupees, text })),
  );

/** The texts that state a rate: 18%, 9 per cent. */
const rates = (texts: string[]) => texts.filter((text) => /\d\s*(%|per ?cent)/i.test(text));

const faqTexts = (faq: ServiceFaqEntry[]) => faq.flatMap((f) => [f.question, f.answer]);

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
        ...faqTexts(terms.faq),
      ];
      expect(unsourcedFigures(texts)).toEqual([]);
      // Rates (GST's 18%) are stated by the Fees section from statutory-fees.ts, never here.
      expect(rates(texts)).toEqual([]);
    },
  );

  it.each(categories.map((c) => [c.id, c] as const))(
    '%s: the category questions state no rupee figure outside the price list and statutory fees, and no rate',
    (_id, category) => {
      // Asked about every service of the category by its title, as the pages ask them.
      const texts = category.services.flatMap((service) => faqTexts(categoryFaq[category.id](service.name)));
      expect(unsourcedFigures(texts)).toEqual([]);
      expect(rates(texts)).toEqual([]);
    },
  );

  it('has two or three category questions for every category, and no other key', () => {
    expect(Object.keys(categoryFaq).sort()).toEqual([...categoryIds].sort());
    for (const id of categoryIds) {
      const faq = categoryFaq[id]('Example Service');
      expect(faq.length).toBeGreaterThanOrEqual(2);
      expect(faq.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(allServices().map(({ category, service }) => [service.slug, category.id, service.name] as const))(
    '%s (%s): two to four answered questions on its page, none twice',
    (slug, categoryId, name) => {
      const faq = serviceFaq(slug);
      expect(faq.length).toBeGreaterThanOrEqual(2);
      expect(faq.length).toBeLessThanOrEqual(4);
      for (const { question, answer } of faq) {
        expect(question.trim()).toMatch(/\?$/);
        expect(answer.trim()).not.toBe('');
        expect(`${question} ${answer}`).not.toMatch(/undefined|\$\{|\{title\}/);
      }
      expect(new Set(faq.map((f) => f.question)).size).toBe(faq.length);
      expect(new Set(faq.map((f) => f.answer)).size).toBe(faq.length);
      const terms = serviceTermsFor(slug);
      if (terms) {
        expect(faq).toEqual(terms.faq);
      } else {
        expect(faq).toEqual(categoryFaq[categoryId](name));
        // Asked about the service by its name, not about the category.
        expect(faq.some((f) => f.question.includes(name))).toBe(true);
      }
    },
  );

  it('a slug outside the catalogue has no questions', () => {
    expect(serviceFaq(undefined)).toEqual([]);
    expect(serviceFaq('gst-composition-help')).toEqual([]);
    expect(serviceFaq('toString')).toEqual([]);
  });

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
