import { firm } from '../../../shared/firm';
import { CURRENT_FINANCIAL_YEAR, incomeTaxRules, yearLabel } from '../../../shared/tax/income-tax-rules';
import { PageHero } from '../../features/site/blocks';
import { pageMeta } from '../../features/site/page-meta';
import { IncomeTaxCalculator } from '../../features/tools/income-tax-calculator';
import { toolJsonLd } from '../../features/tools/tool-parts';

const tool = { name: 'Income Tax Calculator', path: '/tools/income-tax-calculator' };
const current = incomeTaxRules[CURRENT_FINANCIAL_YEAR];
/** "FY 2025-26 (AY 2026-27)", or "Tax year 2026-27" under the Income-tax Act 2025. */
const label = yearLabel(CURRENT_FINANCIAL_YEAR);
/** The shorter form for the title: "FY 2025-26" or "Tax Year 2026-27". */
const titleYear = `${current.assessmentYear === null ? 'Tax Year' : 'FY'} ${current.financialYear}`;

export function meta() {
  const description = `Income tax for ${label} under the old and the new regime, side by side: slabs, 87A rebate, surcharge and cess, and which regime costs you less.`;
  return pageMeta({
    title: `Income Tax Calculator ${titleYear}: Old vs New Regime | ${firm.name}`,
    description,
    path: tool.path,
    jsonLd: [toolJsonLd({ ...tool, description })],
  });
}

/** The income-tax calculator, with the current year's rules explained under it. */
export default function IncomeTaxCalculatorPage() {
  return (
    <>
      <PageHero
        eyebrow="Tax tools"
        title="Income tax calculator: old vs new regime"
        lead={`Enter your income and deductions to see your tax for ${label} under both regimes, worked out slab by slab.`}
      />
      <IncomeTaxCalculator />
    </>
  );
}
