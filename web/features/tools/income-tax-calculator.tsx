import type { HeroCopy } from '../../components/blocks';
import { useMemo, useState } from 'react';
import {
  computeIncomeTax,
  type IncomeTaxResult,
  type RegimeComputation,
} from '../../../shared/tax/income-tax';
import {
  CURRENT_FINANCIAL_YEAR,
  FINANCIAL_YEARS,
  incomeTaxRules,
  provisionLabel,
  provisionName,
  type AgeBand,
  type FinancialYear,
  type IncomeTaxRules,
} from '../../../shared/tax/income-tax-rules';
import { formatRupees } from './format';
import { IncomeTaxRulesExplained, slabRange, yearLabel } from './income-tax-explained';
import {
  CheckboxField,
  Figures,
  SelectChoice,
  ToolLayout,
  useAmountFields,
  type FigureRow,
} from './tool-parts';

const AGE_BANDS: readonly { value: AgeBand; label: string }[] = [
  { value: 'below-60', label: 'Below 60' },
  { value: '60-to-79', label: '60 to 79 (senior citizen)' },
  { value: '80-plus', label: '80 or over (super senior citizen)' },
];

const YEARS = FINANCIAL_YEARS.map((y) => ({ value: y, label: yearLabel(y) }));

const AMOUNT_KEYS = [
  'salary',
  'other',
  'section80C',
  'section80DSelf',
  'section80DParents',
  'homeLoan',
  'hra',
] as const;

/**
 * The income-tax calculator: the year, age band, income and old-regime deductions on the left;
 * which regime is cheaper on the right; below, both regimes worked out side by side, then the
 * year's rules in words. Everything is computed in the browser as the visitor types.
 */
export function IncomeTaxCalculator({ page }: { page: HeroCopy }) {
  const [year, setYear] = useState<FinancialYear>(CURRENT_FINANCIAL_YEAR);
  const [age, setAge] = useState<AgeBand>('below-60');
  const [parentsSenior, setParentsSenior] = useState(false);
  const { values, invalid, field } = useAmountFields('income-tax', AMOUNT_KEYS);
  const { salary, other, section80C, section80DSelf, section80DParents, homeLoan, hra } = values;

  const result = useMemo(() => {
    if (invalid) return null;
    return computeIncomeTax({
      financialYear: year,
      ageBand: age,
      salaryIncome: salary,
      otherIncome: other,
      deductions: {
        section80C,
        section80DSelf,
        section80DParents,
        parentsSeniorCitizen: parentsSenior,
        homeLoanInterest: homeLoan,
        hraExemption: hra,
      },
    });
  }, [
    invalid,
    year,
    age,
    salary,
    other,
    section80C,
    section80DSelf,
    section80DParents,
    parentsSenior,
    homeLoan,
    hra,
  ]);

  const caps = incomeTaxRules[year].oldRegimeDeductions;

  return (
    <ToolLayout
      page={page}
      formTitle="Your income"
      form={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectChoice
              id="income-tax-year"
              name="year"
              label="Year"
              value={year}
              options={YEARS}
              onChange={setYear}
            />
            <SelectChoice
              id="income-tax-age"
              name="age"
              label="Your age during the year"
              value={age}
              options={AGE_BANDS}
              onChange={setAge}
            />
          </div>
          {field(
            'salary',
            'Salary for the year (₹)',
            'Gross salary, including any HRA received, before the standard deduction.',
          )}
          {field(
            'other',
            'Other income (₹)',
            'Interest, rent after its deductions and the like, taxed at the slab rates.',
          )}
          <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-brand-900">
              Deductions (old regime only)
            </legend>
            {field(
              'section80C',
              `${provisionLabel(year, '80C', true)} (₹)`,
              `PPF, ELSS, EPF, life insurance and the like; up to ${formatRupees(caps.section80C.limit)}.`,
            )}
            {field(
              'section80DSelf',
              `${provisionLabel(year, '80D', true)}, health insurance for you and your family (₹)`,
              `Up to ${formatRupees(caps.section80DSelf.limit)}, or ${formatRupees(caps.section80DSelf.seniorCitizenLimit)} if you are 60 or over.`,
            )}
            {field(
              'section80DParents',
              `${provisionLabel(year, '80D', true)}, health insurance for your parents (₹)`,
              `Up to ${formatRupees(caps.section80DParents.limit)}, or ${formatRupees(caps.section80DParents.seniorCitizenLimit)} if they are senior citizens.`,
            )}
            <CheckboxField
              id="income-tax-parents-senior"
              label="My parents are senior citizens (60 or over)"
              checked={parentsSenior}
              onChange={setParentsSenior}
            />
            {field(
              'homeLoan',
              'Home loan interest, self-occupied house (₹)',
              `${provisionLabel(year, '24(b)', true)}; up to ${formatRupees(caps.section24bSelfOccupied.limit)}.`,
            )}
            {field(
              'hra',
              'HRA exemption (₹)',
              <>
                The exempt part of your house rent allowance.{' '}
                <a href="/tools/hra-calculator" className="text-brand-700 underline">
                  Work it out with the HRA calculator
                </a>
                .
              </>,
            )}
          </fieldset>
        </>
      }
      resultsTitle="Which regime costs less"
      results={<Summary result={result} invalid={invalid} />}
      rules={{ year: yearLabel(year), source: incomeTaxRules[year].source }}
      summary={
        result && salary + other > 0
          ? `New regime ${formatRupees(result.new.totalTax)} · Old regime ${formatRupees(result.old.totalTax)}`
          : null
      }
    >
      {result && result.old.grossIncome > 0 && (
        <section aria-labelledby="working-heading" className="mx-auto max-w-7xl px-4 pb-12">
          <h2 id="working-heading" className="text-2xl font-bold text-brand-900">
            The working, side by side
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <RegimeWorking title="Old regime" regime={result.old} rules={incomeTaxRules[year]} />
            <RegimeWorking title="New regime" regime={result.new} rules={incomeTaxRules[year]} />
          </div>
        </section>
      )}
      <IncomeTaxRulesExplained rules={incomeTaxRules[year]} />
    </ToolLayout>
  );
}

function Summary({ result, invalid }: { result: IncomeTaxResult | null; invalid: boolean }) {
  if (invalid || !result) {
    return <p className="text-slate-700">Correct the amount marked in the form to see the tax.</p>;
  }
  if (result.old.grossIncome === 0) {
    return <p className="text-slate-700">Enter your salary or other income to compare the two regimes.</p>;
  }
  const verdict =
    result.cheaper === 'equal'
      ? 'Both regimes give the same tax.'
      : `The ${result.cheaper} regime is cheaper by ${formatRupees(result.saving)}.`;
  return (
    <>
      <p className="text-lg font-semibold text-brand-900">{verdict}</p>
      <div className="mt-3">
        <Figures
          rows={[
            { label: 'Old regime: taxable income', value: formatRupees(result.old.taxableIncome) },
            { label: 'Old regime: total tax', value: formatRupees(result.old.totalTax), strong: true },
            { label: 'New regime: taxable income', value: formatRupees(result.new.taxableIncome) },
            { label: 'New regime: total tax', value: formatRupees(result.new.totalTax), strong: true },
          ]}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {yearLabel(result.financialYear)}, for a resident individual. The working for each regime is below.
      </p>
    </>
  );
}

/**
 * A total the law rounds to the nearest ten rupees (total income and the tax alike), shown large,
 * with the amount before rounding under it when rounding changed it.
 */
const roundedTotal = (label: string, rounded: number, beforeRounding: number): FigureRow => ({
  label,
  value: formatRupees(rounded),
  strong: true,
  note:
    rounded !== beforeRounding ? `${formatRupees(beforeRounding)} rounded to the nearest ₹10.` : undefined,
});

/** One regime's computation, line by line, with the rule behind each step. */
function RegimeWorking({
  title,
  regime,
  rules,
}: {
  title: string;
  regime: RegimeComputation;
  rules: IncomeTaxRules;
}) {
  const surchargeFrom = rules[regime.regime].surcharge.bands[0]?.above ?? 0;
  const id = `working-${regime.regime}`;
  const { rebate87A: rebate, surcharge } = regime;
  const rebateNote =
    rebate.kind === 'full'
      ? `Total income is within ${formatRupees(rebate.incomeLimit)}: the tax is rebated, up to ${formatRupees(rebate.maximum)}.`
      : rebate.kind === 'marginal-relief'
        ? `Total income is ${formatRupees(regime.taxableIncome - rebate.incomeLimit)} above ${formatRupees(rebate.incomeLimit)}: marginal relief limits the tax to that excess.`
        : `Total income is above ${formatRupees(rebate.incomeLimit)}: no rebate.`;
  const surchargeNote =
    surcharge.threshold === null
      ? `Total income is within ${formatRupees(surchargeFrom)}: no surcharge.`
      : `${surcharge.ratePercent}% of the tax (${formatRupees(surcharge.atFullRate)}), as total income is above ${formatRupees(surcharge.threshold)}` +
        (surcharge.marginalRelief > 0
          ? `; marginal relief of ${formatRupees(surcharge.marginalRelief)} keeps the tax and surcharge from rising by more than the income above ${formatRupees(surcharge.threshold)}.`
          : '.');
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h3>
      <Figures
        rows={[
          { label: 'Gross income', value: formatRupees(regime.grossIncome) },
          ...regime.deductions.map((d) => ({
            label: `Less: ${d.label}`,
            value: d.allowed > 0 ? `− ${formatRupees(d.allowed)}` : formatRupees(0),
            note:
              d.cap === 0
                ? 'Not allowed in the new regime.'
                : d.allowed < d.claimed
                  ? `${formatRupees(d.claimed)} claimed; ${d.cap === null ? 'limited to the salary' : `the limit is ${formatRupees(d.cap)}`}.`
                  : undefined,
          })),
          roundedTotal('Taxable income', regime.taxableIncome, regime.totalIncomeBeforeRounding),
        ]}
      />
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}: tax slab by slab</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                Slab
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                Rate
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                Income in slab
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Tax
              </th>
            </tr>
          </thead>
          <tbody>
            {regime.slabs.map((s) => (
              <tr key={s.from} className="border-b border-slate-100 tabular-nums">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
                  {slabRange(s.from, s.to)}
                </th>
                <td className="py-1.5 pr-2 text-right">{s.ratePercent}%</td>
                <td className="py-1.5 pr-2 text-right">{formatRupees(s.incomeInSlab)}</td>
                <td className="py-1.5 text-right">{formatRupees(s.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Figures
        rows={[
          { label: 'Tax on the slabs', value: formatRupees(regime.taxBeforeRebate) },
          {
            label: `Less: rebate under ${provisionName(rules.financialYear, '87A')}`,
            value: rebate.amount > 0 ? `− ${formatRupees(rebate.amount)}` : formatRupees(0),
            note: rebateNote,
          },
          { label: 'Tax after rebate', value: formatRupees(regime.taxAfterRebate) },
          { label: 'Add: surcharge', value: formatRupees(surcharge.amount), note: surchargeNote },
          {
            label: 'Add: health and education cess',
            value: formatRupees(regime.cess),
            note: `${rules.cess.ratePercent}% of the tax and surcharge.`,
          },
          roundedTotal('Total tax', regime.totalTax, regime.totalTaxBeforeRounding),
        ]}
      />
    </section>
  );
}
