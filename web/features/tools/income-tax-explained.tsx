import {
  provisionLabel,
  provisionName,
  yearLabel,
  type AgeBand,
  type FinancialYear,
  type IncomeTaxRules,
  type SlabTable,
  type Sourced,
  type SurchargeBand,
} from '../../../shared/tax/income-tax-rules';
import { formatRupees } from './format';
import { Explanation, RulesTable, SourceList, type SourceItem } from './tool-parts';

/** The year as people say it: "FY 2025-26 (AY 2026-27)", or "Tax year 2026-27" under the 2025 Act. */
export { yearLabel };

const AGE_COLUMNS: readonly { band: AgeBand; label: string }[] = [
  { band: 'below-60', label: 'Below 60' },
  { band: '60-to-79', label: '60 to 79' },
  { band: '80-plus', label: '80 and over' },
];

const rate = (percent: number) => (percent === 0 ? 'Nil' : `${percent}%`);

/** A slab of income in words: "Up to ₹4,00,000", "₹4,00,001 to ₹8,00,000", "Above ₹24,00,000". */
export const slabRange = (from: number, to: number | null) =>
  from === 0
    ? `Up to ${formatRupees(to ?? 0)}`
    : to === null
      ? `Above ${formatRupees(from)}`
      : `${formatRupees(from + 1)} to ${formatRupees(to)}`;

/** The rate a slab table applies to the rupee just above `income`. */
const rateAt = (table: SlabTable, income: number) =>
  table.slabs.find((s) => s.from <= income && (s.to === null || income < s.to))?.ratePercent ?? 0;

/** The old regime's three age tables as one: a row for every band of income where any of them changes. */
function oldRegimeRows(slabs: Record<AgeBand, SlabTable>) {
  const edges = [...new Set(AGE_COLUMNS.flatMap((c) => slabs[c.band].slabs.map((s) => s.from)))].sort(
    (a, b) => a - b,
  );
  return edges.map((from, i) => ({
    from,
    to: edges[i + 1] ?? null,
    rates: AGE_COLUMNS.map((c) => rateAt(slabs[c.band], from)),
  }));
}

const lakhsOrCrores = (rupees: number) =>
  rupees >= 1_00_00_000 ? `₹${rupees / 1_00_00_000} crore` : `₹${rupees / 1_00_000} lakh`;

const surchargeWords = (bands: readonly SurchargeBand[]) =>
  bands.map((b) => `${b.ratePercent}% above ${lakhsOrCrores(b.above)}`).join(', ');

/** The first and last day of a financial (tax) year, e.g. "1 April 2025 to 31 March 2026". */
function yearSpan(year: FinancialYear) {
  const start = Number(year.slice(0, 4));
  return `1 April ${start} to 31 March ${start + 1}`;
}

/**
 * The year's rules in words: both regimes' slabs, the standard deduction, the 87A rebate, the
 * surcharge and cess, the old regime's deductions, what the calculator leaves out, and where each
 * figure comes from. Prerendered for the year the calculator opens on.
 */
export function IncomeTaxRulesExplained({ rules }: { rules: IncomeTaxRules }) {
  const year = rules.financialYear;
  const { old: oldRules, new: newRules, oldRegimeDeductions: caps } = rules;
  const newSlabs = newRules.slabs['below-60'];
  const sourced: Sourced[] = [
    { source: rules.source },
    newSlabs,
    ...AGE_COLUMNS.map((c) => oldRules.slabs[c.band]),
    newRules.standardDeduction,
    oldRules.standardDeduction,
    newRules.rebate87A,
    oldRules.rebate87A,
    newRules.surcharge,
    newRules.surcharge.marginalRelief,
    oldRules.surcharge,
    oldRules.surcharge.marginalRelief,
    rules.cess,
    caps.section80C,
    caps.section80DSelf,
    caps.section80DParents,
    caps.section24bSelfOccupied,
    rules.rounding.totalIncome,
    rules.rounding.taxPayable,
  ];
  const sources: SourceItem[] = sourced.map((s) => ({ text: s.source, url: s.url }));

  return (
    <Explanation id="income-tax-rules" title={`How income tax works for ${yearLabel(rules.financialYear)}`}>
      {rules.assessmentYear === null ? (
        <p>
          Tax year {rules.financialYear} runs from {yearSpan(rules.financialYear)}. From 1 April 2026
          income-tax is charged under the Income-tax Act, 2025, which replaced the Income-tax Act, 1961: the
          tax year takes the place of the previous year and the assessment year, and many sections have new
          numbers. This page gives the 2025 Act&apos;s numbers with the 1961 Act&apos;s beside them. A
          resident individual chooses each year between the new regime ({provisionName(year, '115BAC')}, the
          default: lower rates, almost no deductions) and the old regime (higher rates, with deductions such
          as {provisionName(year, '80C')}, {provisionName(year, '80D')}, home loan interest and HRA).
        </p>
      ) : (
        <p>
          Financial year {rules.financialYear} runs from {yearSpan(rules.financialYear)}; its return is filed
          in assessment year {rules.assessmentYear}. A resident individual chooses each year between the new
          regime (the default: lower rates, almost no deductions) and the old regime (higher rates, with
          deductions such as 80C, 80D, home loan interest and HRA).
        </p>
      )}

      <h3 className="mt-8 text-lg font-semibold text-brand-900">New regime slabs</h3>
      <p>The same slabs apply at every age.</p>
      <RulesTable
        caption={<>New regime slabs, {yearLabel(rules.financialYear)}</>}
        columns={['Total income', 'Rate']}
      >
        {newSlabs.slabs.map((s) => (
          <tr key={s.from}>
            <td>{slabRange(s.from, s.to)}</td>
            <td>{rate(s.ratePercent)}</td>
          </tr>
        ))}
      </RulesTable>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">Old regime slabs</h3>
      <p>The tax-free amount grows with age: the columns are the taxpayer&apos;s age during the year.</p>
      <div className="overflow-x-auto">
        <RulesTable
          caption={<>Old regime slabs by age, {yearLabel(rules.financialYear)}</>}
          columns={['Total income', ...AGE_COLUMNS.map((c) => c.label)]}
        >
          {oldRegimeRows(oldRules.slabs).map((row) => (
            <tr key={row.from}>
              <td>{slabRange(row.from, row.to)}</td>
              {row.rates.map((r, i) => (
                <td key={i}>{rate(r)}</td>
              ))}
            </tr>
          ))}
        </RulesTable>
      </div>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">Standard deduction</h3>
      <p>
        Salary is taxed after a standard deduction of {formatRupees(newRules.standardDeduction.limit)} in the
        new regime and {formatRupees(oldRules.standardDeduction.limit)} in the old (or the salary itself, if
        less). So in the new regime a salary of{' '}
        {formatRupees(newRules.rebate87A.incomeLimit + newRules.standardDeduction.limit)} leaves a total
        income of {formatRupees(newRules.rebate87A.incomeLimit)}.
      </p>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">The rebate, {provisionName(year, '87A')}</h3>
      <p>
        In the new regime a resident individual whose total income is at most{' '}
        {formatRupees(newRules.rebate87A.incomeLimit)} pays no income tax: the rebate covers the tax, up to{' '}
        {formatRupees(newRules.rebate87A.maximum)}. Just above {formatRupees(newRules.rebate87A.incomeLimit)},
        marginal relief applies: the tax may not be more than the income above{' '}
        {formatRupees(newRules.rebate87A.incomeLimit)}. For example, a total income of{' '}
        {formatRupees(newRules.rebate87A.incomeLimit + 10_000)} pays {formatRupees(10_000)} of tax, plus cess.
      </p>
      <p>
        In the old regime the rebate is up to {formatRupees(oldRules.rebate87A.maximum)} for a total income of
        at most {formatRupees(oldRules.rebate87A.incomeLimit)}, with no marginal relief: one rupee more and
        the whole tax is due.
      </p>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">Surcharge and cess</h3>
      <p>
        On a large income a surcharge is added to the tax: in the new regime{' '}
        {surchargeWords(newRules.surcharge.bands)}; in the old regime{' '}
        {surchargeWords(oldRules.surcharge.bands)}. At each threshold marginal relief keeps the tax and
        surcharge from rising by more than the income above the threshold. A health and education cess of{' '}
        {rules.cess.ratePercent}% is then charged on the tax and surcharge.
      </p>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">Deductions in the old regime</h3>
      <ul>
        <li>
          {provisionLabel(year, '80C')} (PPF, ELSS, EPF, life insurance and the like): up to{' '}
          {formatRupees(caps.section80C.limit)}.
        </li>
        <li>
          {provisionLabel(year, '80D')}, health insurance for yourself, your spouse and children: up to{' '}
          {formatRupees(caps.section80DSelf.limit)}, or {formatRupees(caps.section80DSelf.seniorCitizenLimit)}{' '}
          if you are 60 or over; for your parents, another {formatRupees(caps.section80DParents.limit)}, or{' '}
          {formatRupees(caps.section80DParents.seniorCitizenLimit)} if they are senior citizens.
        </li>
        <li>
          {provisionLabel(year, '24(b)')}, interest on a loan for the house you live in: up to{' '}
          {formatRupees(caps.section24bSelfOccupied.limit)}.
        </li>
        <li>
          The exempt part of your house rent allowance, {provisionName(year, '10(13A)')}:{' '}
          <a href="/tools/hra-calculator" className="text-brand-700 underline">
            the HRA calculator
          </a>{' '}
          works it out.
        </li>
      </ul>
      <p>
        The new regime allows none of these, only the standard deduction. Total income and the tax are each
        rounded to the nearest ten rupees ({provisionName(year, '288A and 288B')}).
      </p>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">What this calculator leaves out</h3>
      <p>
        Capital gains{rules.assessmentYear === null ? '' : ' (sections 111A, 112 and 112A)'} and other income
        taxed at special rates, such as lottery winnings, are out of scope: they are taxed apart from the
        slabs, with their own surcharge limits. So are non-residents (who get no rebate), agricultural income,
        and deductions other than those above (
        {rules.assessmentYear === null
          ? 'those that were 80CCD, 80E, 80G and 80TTA of the 1961 Act'
          : '80CCD, 80E, 80G, 80TTA'}
        , professional tax and so on). All other income you enter is taxed at the slab rates. For anything
        beyond this,{' '}
        <a href="/contact" className="text-brand-700 underline">
          ask us
        </a>
        .
      </p>

      <h3 className="mt-8 text-lg font-semibold text-brand-900">Sources</h3>
      <SourceList items={sources} checkedOn={rules.lastChecked} />
    </Explanation>
  );
}
