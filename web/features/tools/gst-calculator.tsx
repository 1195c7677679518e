import type { HeroCopy } from '../../components/blocks';
import { useEffect, useState } from 'react';
import {
  computeGst,
  GST_RATES_LAST_CHECKED,
  gstRatePeriodOn,
  gstRatePeriods,
  type GstAmountBasis,
  type GstRate,
  type GstResult,
  type GstSupplyType,
} from '../../../shared/tax/gst';
import { formatDate, formatRupees, isoToday, parseAmount } from './format';
import {
  AmountField,
  Choice,
  Explanation,
  Figures,
  RulesTable,
  SelectChoice,
  SourceList,
  ToolLayout,
  type FigureRow,
} from './tool-parts';

const BASES: readonly { value: GstAmountBasis; label: string }[] = [
  { value: 'exclusive', label: 'Before GST (add GST)' },
  { value: 'inclusive', label: 'Including GST (take GST out)' },
];
const SUPPLIES: readonly { value: GstSupplyType; label: string }[] = [
  { value: 'intra-state', label: 'Within a state (CGST + SGST)' },
  { value: 'inter-state', label: 'Between states or import (IGST)' },
];

/** The general slabs first, then the rates for a few goods, each in rising order. */
const rateOrder = (a: GstRate, b: GstRate) =>
  Number(a.kind === 'special') - Number(b.kind === 'special') || a.ratePercent - b.ratePercent;

const rateLabel = (r: GstRate) =>
  `${r.ratePercent}%${r.note ? `: ${r.note}` : r.kind === 'special' ? ': special rate for a few goods' : ''}`;

const DEFAULT_RATE = 18;

/**
 * The notifications behind a period's rates, each once. A rate's source may name two
 * notifications ("…; Notification No. 19/2025…") or one of its schedules ("…, Schedule IV"); the
 * notification itself already lists its schedules, so it stands for them.
 */
function sourceNotifications(sources: readonly string[]) {
  const parts = [...new Set(sources.flatMap((s) => s.split(/; (?=Notification No\.)/)))];
  return parts
    .filter((part) => {
      const schedule = /^(.*), Schedule [IVX]+$/.exec(part);
      return !(schedule && parts.includes(schedule[1]!));
    })
    .map((text) => ({ text }));
}

/**
 * The GST calculator: an amount before or including GST, a rate in force today, and whether the
 * supply stays within a state; the taxable value, CGST and SGST or IGST, and the totals. `builtOn`
 * is the date the page was prerendered; the browser moves to its own today once it runs, so a
 * page built before a rate change still offers the rates in force when it is used.
 */
export function GstCalculator({ page, builtOn }: { page: HeroCopy; builtOn: string }) {
  const [today, setToday] = useState(builtOn);
  useEffect(() => setToday(isoToday()), []);
  const [amountText, setAmountText] = useState('');
  const [basis, setBasis] = useState<GstAmountBasis>('exclusive');
  const [supply, setSupply] = useState<GstSupplyType>('intra-state');
  const [chosenRate, setChosenRate] = useState(DEFAULT_RATE);

  const period = gstRatePeriodOn(today) ?? gstRatePeriods[gstRatePeriods.length - 1]!;
  const rates = [...period.rates].sort(rateOrder);
  const ratePercent = rates.some((r) => r.ratePercent === chosenRate) ? chosenRate : DEFAULT_RATE;
  const amount = parseAmount(amountText, { paise: true });
  const result = amount.ok ? computeGst({ amount: amount.value, basis, ratePercent, supply }) : null;

  return (
    <ToolLayout
      page={page}
      formTitle="Your amount"
      form={
        <>
          <AmountField
            id="gst-amount"
            label="Amount (₹)"
            value={amountText}
            onChange={setAmountText}
            paise
            description="Rupees, with paise if any: 1,180 or 99.50."
          />
          <Choice legend="The amount is" name="basis" value={basis} options={BASES} onChange={setBasis} />
          <SelectChoice
            id="gst-rate"
            name="rate"
            label="GST rate"
            value={String(ratePercent)}
            options={rates.map((r) => ({ value: String(r.ratePercent), label: rateLabel(r) }))}
            onChange={(value) => setChosenRate(Number(value))}
            description={`The rates in force today, since ${formatDate(period.effectiveFrom)}.`}
          />
          <Choice
            legend="The supply is"
            name="supply"
            value={supply}
            options={SUPPLIES}
            onChange={setSupply}
          />
        </>
      }
      resultsTitle="GST on your amount"
      results={<GstSummary result={result} />}
      rules={{ year: `rates in force from ${formatDate(period.effectiveFrom)}`, source: period.source }}
      summary={
        result && result.amountEntered > 0
          ? `GST ${formatRupees(result.totalTax, { paise: true })} · Total ${formatRupees(result.totalAmount, { paise: true })}`
          : null
      }
    >
      <Explanation id="gst-rules" title="How GST is worked out">
        <p>
          GST on a supply within one state is charged as two equal halves: central GST (CGST) and state GST
          (SGST, or UTGST in a union territory). On a supply from one state to another, and on imports, the
          whole rate is charged as integrated GST (IGST). At 18%, a supply within Karnataka carries CGST 9%
          and SGST 9%; the same supply from Karnataka to Maharashtra carries IGST 18%.
        </p>
        <p>
          <strong>Adding GST:</strong> each tax is its percentage of the amount, rounded to the paisa.{' '}
          <strong>Taking GST out</strong> of an amount that includes it: the taxable value is amount × 100 ÷
          (100 + rate), rounded to the paisa, and each tax is worked out on that value as on an invoice.
          Because each tax is rounded on its own, the taxable value plus the taxes can differ from the amount
          entered by a paisa or two; the calculator shows that difference as a round-off line.
        </p>
        <h3 className="mt-8 text-lg font-semibold text-brand-900">
          Rates in force since {formatDate(period.effectiveFrom)}
        </h3>
        <p>{period.label}.</p>
        <div className="overflow-x-auto">
          <RulesTable
            caption={<>GST rates in force since {formatDate(period.effectiveFrom)}</>}
            columns={['Rate', 'Used for', 'Within a state (CGST + SGST)']}
          >
            {rates.map((r) => (
              <tr key={r.ratePercent}>
                <td>{r.ratePercent}%</td>
                <td>{r.note ?? (r.kind === 'special' ? 'A few goods at a special rate' : 'General slab')}</td>
                <td>
                  {r.ratePercent / 2}% + {r.ratePercent / 2}%
                </td>
              </tr>
            ))}
          </RulesTable>
        </div>
        {period.notes.map((note) => (
          <p key={note} className="text-sm">
            {note}
          </p>
        ))}
        <h3 className="mt-8 text-lg font-semibold text-brand-900">Earlier rates</h3>
        <ul>
          {gstRatePeriods
            .filter((p) => p.effectiveFrom < period.effectiveFrom)
            .map((p) => (
              <li key={p.effectiveFrom}>
                {formatDate(p.effectiveFrom)} to {p.effectiveTo ? formatDate(p.effectiveTo) : 'today'}:{' '}
                {p.label}.
              </li>
            ))}
        </ul>
        <h3 className="mt-8 text-lg font-semibold text-brand-900">What this calculator leaves out</h3>
        <p>
          Which rate applies to a particular good or service (its HSN or SAC entry), exemptions by entry, and
          compensation cess are not worked out here. The rates listed are those notified for goods.
        </p>
        <h3 className="mt-8 text-lg font-semibold text-brand-900">Sources</h3>
        <SourceList
          items={sourceNotifications([period.source, ...rates.map((r) => r.source)])}
          checkedOn={GST_RATES_LAST_CHECKED}
        />
      </Explanation>
    </ToolLayout>
  );
}

function GstSummary({ result }: { result: GstResult | null }) {
  if (!result) return <p className="text-slate-700">Correct the amount in the form to see the GST.</p>;
  if (result.amountEntered === 0)
    return <p className="text-slate-700">Enter an amount to see the GST on it.</p>;
  const money = (n: number) => formatRupees(n, { paise: true });
  const rows: FigureRow[] = [
    { label: 'Taxable value (before GST)', value: money(result.taxableValue) },
    ...result.components.map((c) => ({ label: `${c.name} at ${c.ratePercent}%`, value: money(c.amount) })),
    { label: 'Total GST', value: money(result.totalTax), strong: true },
    { label: 'Total amount (with GST)', value: money(result.totalAmount), strong: true },
  ];
  if (result.roundOff !== 0) {
    rows.push({
      label: 'Round off',
      value: money(result.roundOff),
      note: `Brings the total back to the ${money(result.amountEntered)} entered; each tax is rounded to the paisa on its own.`,
    });
  }
  return <Figures rows={rows} />;
}
