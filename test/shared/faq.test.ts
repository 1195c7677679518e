import { faqs, slabsInWords, currentAnswer } from '../../shared/faq';
import { incomeTaxRules } from '../../shared/tax/income-tax-rules';

const answerTexts = (year: string) =>
  faqs.flatMap((f) => f.answers.filter((a) => a.year === year).map((a) => a.text)).join(' ');

describe('the FAQ', () => {
  it('covers the three categories', () => {
    expect(new Set(faqs.map((f) => f.category))).toEqual(new Set(['individual', 'msme', 'crypto']));
  });

  it('keeps the first published facts as the FY 2024-25 answers', () => {
    const text = answerTexts('FY 2024-25');
    for (const fact of [
      '₹2.5 lakh',
      '₹3–7 lakh 5%',
      '₹75,000',
      '31 July',
      '31 October',
      '30 November',
      '₹10,000',
      '₹5,000',
      '₹1,000',
      '30%',
      '1% TDS',
      '₹40 lakh',
      '15 digits',
    ])
      expect(text).toContain(fact);
    expect(faqs.find((f) => f.question === 'How long does a trademark last?')!.answers[0].text).toContain(
      '10 years',
    );
  });

  it('answers for tax year 2026-27 first, with its year and source, wherever a year changes the facts', () => {
    for (const f of faqs) {
      const [current, ...earlier] = f.answers;
      if (!current.year) continue;
      expect({ question: f.question, year: current.year }).toEqual({
        question: f.question,
        year: f.question.includes('GST') ? 'FY 2026-27' : 'tax year 2026-27',
      });
      expect(current.source).toBeTruthy();
      expect(earlier.map((a) => a.year)).toEqual(['FY 2024-25']);
    }
  });

  it('speaks the Income-tax Act, 2025 for tax year 2026-27: no "FY", "AY" or "assessment year" there', () => {
    for (const f of faqs) {
      const current = currentAnswer(f);
      if (current.year !== 'tax year 2026-27') continue;
      expect({ question: f.question, text: current.text }).toEqual({
        question: f.question,
        text: expect.not.stringMatching(/\b(FY|AY|assessment year|previous year)\b/i),
      });
    }
  });

  it('states the new regime slabs of tax year 2026-27 from the rules the calculator uses', () => {
    // Section 202(1): worked out by hand from the Act's table.
    expect(slabsInWords(incomeTaxRules['2026-27'].new.slabs['below-60'])).toBe(
      'up to ₹4 lakh nil; ₹4–8 lakh 5%; ₹8–12 lakh 10%; ₹12–16 lakh 15%; ₹16–20 lakh 20%; ₹20–24 lakh 25%; above ₹24 lakh 30%',
    );
    const slabs = currentAnswer(faqs.find((f) => f.question === 'What are the new tax regime slabs?')!);
    expect(slabs.text).toContain('standard deduction of ₹75,000');
    expect(slabs.text).toContain('total income up to ₹12 lakh');
    const exemption = currentAnswer(faqs[0]!);
    expect(exemption.text).toContain('₹4 lakh under the new regime');
    expect(exemption.text).toContain(
      '₹2.5 lakh under the old regime for individuals below 60 (₹3 lakh from 60, ₹5 lakh from 80)',
    );
  });

  it('gives the four return due dates and the advance-tax instalments from the calendar rules', () => {
    const due = currentAnswer(faqs.find((f) => f.question === 'When is the due date for filing my return?')!);
    expect(due.text).toContain('due in 2027: by 31 July');
    expect(due.text).toContain('31 August for a business or profession without audit');
    expect(due.text).toContain(
      '31 October for audited accounts and 30 November with a transfer-pricing report',
    );
    const advance = currentAnswer(faqs.find((f) => f.question === 'Do I have to pay advance tax?')!);
    expect(advance.text).toContain(
      '15% by 15 June, 45% by 15 September, 75% by 15 December, 100% by 15 March',
    );
  });

  it('gives every GST registration threshold: goods by state, services, special-category states, compulsory cases', () => {
    const gst = currentAnswer(faqs.find((f) => f.question === 'When must my business register for GST?')!);
    for (const fact of [
      '₹20 lakh if you supply services',
      '₹10 lakh in Manipur, Mizoram, Nagaland and Tripura',
      'only goods the limit is ₹40 lakh',
      'Arunachal Pradesh, Meghalaya, Puducherry, Sikkim, Telangana and Uttarakhand (₹20 lakh)',
      'whatever their turnover',
      '15 characters',
    ])
      expect(gst.text).toContain(fact);
    expect(gst.source).toContain('Notification No. 10/2019-Central Tax');
    expect(gst.sourceUrl).toMatch(/^https:\/\/taxinformation\.cbic\.gov\.in\//);
  });

  it('marks the answers that state tax figures, which link to the calculator', () => {
    expect(faqs.filter((f) => f.taxFigures).map((f) => f.question)).toEqual([
      'Do I need to file an income tax return if my income is below the basic exemption?',
      'What are the new tax regime slabs?',
      'What are the old tax regime slabs?',
      'Do I have to pay advance tax?',
    ]);
  });
});
