import type { HeroCopy } from '../../components/blocks';
import { useState } from 'react';
import {
  computeHraExemption,
  defaultHraYear,
  HRA_LAST_CHECKED,
  HRA_LAWS,
  HRA_YEARS,
  type HraResult,
  type HraYear,
} from '../../../shared/tax/hra';
import { formatRupees } from './format';
import {
  CheckboxField,
  Explanation,
  Figures,
  SelectChoice,
  SourceList,
  ToolLayout,
  useAmountFields,
} from './tool-parts';

const KEYS = ['basic', 'da', 'hra', 'rent'] as const;

const YEARS = HRA_YEARS.map((y) => ({ value: y, label: HRA_LAWS[y].label }));

/** "Mumbai, Kolkata, Delhi or Chennai". */
const cityList = (cities: readonly string[]) => `${cities.slice(0, -1).join(', ')} or ${cities.at(-1)}`;

/**
 * The year the page opens on: the one containing today in India, worked out when the module loads
 * (at build time for the prerendered page, again in the browser).
 */
const OPENING_YEAR = defaultHraYear();

/**
 * The HRA calculator: the year (its law decides the cities of the 50% limit), basic salary and
 * DA, HRA received, rent paid and whether the house is in one of the year's cities; the three
 * limits, the least of which is exempt, and the taxable rest. Worked out in the browser as the
 * visitor types.
 */
export function HraCalculator({ page }: { page: HeroCopy }) {
  const { values, invalid, field } = useAmountFields('hra', KEYS);
  const [year, setYear] = useState<HraYear>(OPENING_YEAR);
  const [metro, setMetro] = useState(false);
  const law = HRA_LAWS[year];
  const result = invalid
    ? null
    : computeHraExemption({
        basicSalary: values.basic,
        dearnessAllowance: values.da,
        hraReceived: values.hra,
        rentPaid: values.rent,
        metroCity: metro,
        year,
      });

  return (
    <ToolLayout
      page={page}
      formTitle="Your pay and rent"
      form={
        <>
          <SelectChoice
            id="hra-year"
            name="year"
            label="Year"
            value={year}
            options={YEARS}
            onChange={setYear}
            description={`Worked out under ${law.law}.`}
          />
          <p className="text-sm text-slate-700">
            Enter every amount for the same period: the year, or the months you paid rent.
          </p>
          {field('basic', 'Basic salary (₹)', 'Before any allowance.')}
          {field(
            'da',
            'Dearness allowance (₹)',
            'Only if your terms of employment count it as part of salary; leave empty if not.',
          )}
          {field('hra', 'HRA received (₹)', 'The house rent allowance your employer paid.')}
          {field('rent', 'Rent paid (₹)', 'What you actually paid for the house you lived in.')}
          <CheckboxField
            id="hra-metro"
            label={`The house is in ${cityList(law.cities)}`}
            checked={metro}
            onChange={setMetro}
          />
        </>
      }
      resultsTitle={`Your HRA exemption, ${law.label}`}
      results={<HraSummary result={result} />}
      rules={{ year: law.label, source: law.source }}
      summary={
        result && values.hra > 0
          ? `Exempt ${formatRupees(result.exempt)} · Taxable ${formatRupees(result.taxable)}`
          : null
      }
    >
      <Explanation id="hra-rules" title="How the HRA exemption is worked out">
        <p>
          For {law.label}, the exemption is worked out under {law.law}: the part of an employee&apos;s house
          rent allowance that is exempt is the least of three amounts.
        </p>
        <ol className="mt-4 list-decimal pl-6">
          <li>The HRA actually received.</li>
          <li>The rent paid, less one-tenth of salary.</li>
          <li>
            Half of salary if the house is in {cityList(law.cities)}, two-fifths of salary anywhere else.
          </li>
        </ol>
        <p>
          &ldquo;Salary&rdquo; here is basic salary plus dearness allowance where the terms of employment
          provide for it; other allowances and perquisites are left out. All amounts are for the period you
          lived in the rented house. The rest of the HRA is taxed as salary.
        </p>
        <p>
          The exemption exists in the old regime only: the new regime ({law.newRegimeSection}) does not allow
          it. To see which regime suits you, enter the exempt amount in the{' '}
          <a href="/tools/income-tax-calculator" className="text-brand-700 underline">
            income tax calculator
          </a>
          .
        </p>
        <p>
          Not covered here: section 80GG, the separate deduction for people who pay rent but receive no HRA.
        </p>
        <h3 className="mt-8 text-lg font-semibold text-brand-900">Source</h3>
        <SourceList items={[{ text: law.source, url: law.sourceUrl }]} checkedOn={HRA_LAST_CHECKED} />
      </Explanation>
    </ToolLayout>
  );
}

const LIMIT_NAMES: Record<HraResult['limitedBy'], string> = {
  'actual-hra': 'HRA received',
  'rent-less-ten-percent': 'Rent paid less 10% of salary',
  'percent-of-salary': 'Share of salary',
};

function HraSummary({ result }: { result: HraResult | null }) {
  if (!result)
    return <p className="text-slate-700">Correct the amount marked in the form to see the result.</p>;
  if (result.actualHra === 0) {
    return <p className="text-slate-700">Enter the HRA you received, your salary and your rent.</p>;
  }
  const least = (key: HraResult['limitedBy']) =>
    result.limitedBy === key ? 'The least: this is exempt.' : undefined;
  return (
    <>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">The three limits</h3>
      <Figures
        rows={[
          { label: '(a) HRA received', value: formatRupees(result.actualHra), note: least('actual-hra') },
          {
            label: '(b) Rent paid less 10% of salary',
            value: formatRupees(result.rentLessTenPercentOfSalary),
            note: least('rent-less-ten-percent'),
          },
          {
            label: `(c) ${result.salaryPercent}% of salary (${formatRupees(result.salary)})`,
            value: formatRupees(result.percentOfSalary),
            note: least('percent-of-salary'),
          },
        ]}
      />
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">The result</h3>
      <Figures
        rows={[
          {
            label: 'Exempt HRA',
            value: formatRupees(result.exempt),
            strong: true,
            note: `Limited by: ${LIMIT_NAMES[result.limitedBy].toLowerCase()}.`,
          },
          {
            label: 'Taxable HRA',
            value: formatRupees(result.taxable),
            strong: true,
            note: 'Taxed as salary.',
          },
        ]}
      />
    </>
  );
}
