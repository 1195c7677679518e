/**
 * GST calculator: splits an amount into taxable value and tax, for a supply within one state (CGST and
 * SGST, each half the rate) or between states (IGST at the full rate), and lists the GST rate slabs in
 * force on any date since GST began.
 *
 * Money is handled in paise, as whole numbers, so no floating-point error creeps into a rupee figure.
 * Every percentage of an amount is rounded half up to the paisa (0.5 paisa and above goes up). Rates are
 * held in basis points (hundredths of a per cent) so the small rates (0.25%, 1.5%, 3%) stay exact.
 *
 * Scope: the rate slabs for goods. Which slab a particular good or service falls in (its HSN or SAC
 * entry), exemptions by entry, and the compensation cess are not worked out here; the cess changes are
 * recorded in the notes of each period only.
 */

/** Rupees, as a number with at most two decimals, to whole paise. Rounds half up at the third decimal. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of money: ${rupees}`);
  const negative = rupees < 0;
  // toFixed works from the exact binary value, so 1.005 reads as "1.005000" and not "1.00499…".
  const [whole = '0', fraction = ''] = Math.abs(rupees).toFixed(6).split('.');
  const paise =
    Number(whole) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount too large: ${rupees}`);
  return negative ? -paise : paise;
}

/** Whole paise back to rupees (two decimals at most). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * `basisPoints` hundredths of a per cent of an amount in paise, rounded half up to the paisa.
 * Works on whole numbers only, so the result is exact: 18% of ₹84.75 is 1525.5 paise, which becomes 1526.
 */
export function percentOfPaise(paise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(paise) || !Number.isSafeInteger(basisPoints) || paise < 0 || basisPoints < 0) {
    throw new RangeError('percentOfPaise takes non-negative whole paise and basis points');
  }
  const product = paise * basisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError('Amount too large to compute exactly');
  return Math.floor((product + 5_000) / 10_000);
}

/** A GST rate in per cent (18, 0.25) to basis points (1800, 25); rejects rates finer than 0.01%. */
export function percentToBasisPoints(ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || Math.abs(basisPoints - ratePercent * 100) > 1e-6) {
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
  }
  return basisPoints;
}

/** Where the tax goes: one state (CGST + SGST) or between states, including imports (IGST). */
export type GstSupplyType = 'intra-state' | 'inter-state';

/** Whether the amount typed in already contains GST ('inclusive') or is the price before GST. */
export type GstAmountBasis = 'exclusive' | 'inclusive';

/** How a rate is used in a period: the general slabs, or a rate for a short list of goods only. */
export type GstRateKind = 'nil' | 'slab' | 'special';

export interface GstRate {
  ratePercent: number;
  kind: GstRateKind;
  /** Which goods, in plain words, when the rate covers only a few. */
  note?: string;
  source: string;
}

/** The GST rates on goods in force between two dates (inclusive), with the notifications that set them. */
export interface GstRatePeriod {
  /** First day in force, `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** Last day in force, `YYYY-MM-DD`; null while still in force. */
  effectiveTo: string | null;
  label: string;
  rates: GstRate[];
  /** Other changes that took effect on the same date (for instance to compensation cess). */
  notes: string[];
  source: string;
}

const N1_2017_CT =
  'Notification No. 1/2017-Central Tax (Rate) dated 28.06.2017 (CGST 2.5/6/9/14/1.5/0.125%) and No. 1/2017-Integrated Tax (Rate) dated 28.06.2017 (IGST 5/12/18/28/3/0.25%)';
const N2_2017_CT = 'Notification No. 2/2017-Central Tax (Rate) dated 28.06.2017 (exempt goods)';
const N9_2025_IT =
  'Notification No. 9/2025-Integrated Tax (Rate) dated 17.09.2025, G.S.R. 642(E), superseding No. 1/2017-Integrated Tax (Rate): IGST 5% (Sch. I), 18% (Sch. II), 40% (Sch. III), 3% (Sch. IV), 0.25% (Sch. V), 1.5% (Sch. VI), 28% (Sch. VII); https://egazette.gov.in/WriteReadData/2025/266211.pdf (Gazette of India CG-DL-E-17092025-266211)';
const N9_2025_CT =
  'Notification No. 9/2025-Central Tax (Rate) dated 17.09.2025, G.S.R. 641(E), superseding No. 1/2017-Central Tax (Rate): CGST 2.5/9/20/1.5/0.125/0.75/14% in Schedules I-VII, in force from 22.09.2025';
const N10_2025_CT =
  'Notification No. 10/2025-Central Tax (Rate) and No. 10/2025-Integrated Tax (Rate) dated 17.09.2025, superseding No. 2/2017 (exempt goods)';
const N14_2025 =
  'Notification No. 14/2025-Central Tax (Rate) dated 17.09.2025, G.S.R. 656(E) (CGST 6%), and No. 14/2025-Integrated Tax (Rate), G.S.R. 657(E) (IGST 12%)';
const N19_2025 =
  'Notification No. 19/2025-Central Tax (Rate) dated 31.12.2025, G.S.R. 946(E), and No. 19/2025-Integrated Tax (Rate), G.S.R. 947(E), amending No. 9/2025: tobacco goods and pan masala moved to Schedule III (40%), biris to Schedule II (18%), Schedule VII (28%) omitted, from 01.02.2026; https://egazette.gov.in/WriteReadData/2025/268978.pdf (Gazette of India CG-DL-E-31122025-268978)';

/** When the rate slabs below were last checked against their notifications. */
export const GST_RATES_LAST_CHECKED = '2026-11-23';

/**
 * GST rate slabs on goods, oldest first. The 56th GST Council meeting (3 September 2025) recommended a
 * merit rate of 5%, a standard rate of 18% and a special 40% rate for a few luxury and demerit goods; the
 * 12% and 28% slabs went for almost all goods from 22 September 2025. 28% stayed only for tobacco goods
 * and pan masala until those moved to 40% on 1 February 2026.
 */
export const gstRatePeriods: GstRatePeriod[] = [
  {
    effectiveFrom: '2017-07-01',
    effectiveTo: '2025-09-21',
    label: 'Original GST slabs (0, 5, 12, 18, 28%)',
    rates: [
      { ratePercent: 0, kind: 'nil', note: 'Exempt goods', source: N2_2017_CT },
      { ratePercent: 5, kind: 'slab', source: `${N1_2017_CT}, Schedule I` },
      { ratePercent: 12, kind: 'slab', source: `${N1_2017_CT}, Schedule II` },
      { ratePercent: 18, kind: 'slab', source: `${N1_2017_CT}, Schedule III` },
      { ratePercent: 28, kind: 'slab', source: `${N1_2017_CT}, Schedule IV` },
      {
        ratePercent: 3,
        kind: 'special',
        note: 'Gold, silver and jewellery',
        source: `${N1_2017_CT}, Schedule V`,
      },
      {
        ratePercent: 0.25,
        kind: 'special',
        note: 'Precious and semi-precious stones',
        source: `${N1_2017_CT}, Schedule VI`,
      },
      {
        ratePercent: 1.5,
        kind: 'special',
        note: 'A few goods in a Schedule VII inserted later by amendment',
        source:
          'Schedule VII (CGST 0.75%, IGST 1.5%) inserted into Notification No. 1/2017 by a later amendment',
      },
    ],
    notes: [
      'Compensation cess applied on top of GST to listed goods (Notification No. 1/2017-Compensation Cess (Rate)).',
    ],
    source: N1_2017_CT,
  },
  {
    effectiveFrom: '2025-09-22',
    effectiveTo: '2026-01-31',
    label: 'Rate rationalisation (5%, 18%, 40%; 28% kept for tobacco goods)',
    rates: [
      { ratePercent: 0, kind: 'nil', note: 'Exempt goods', source: N10_2025_CT },
      { ratePercent: 5, kind: 'slab', source: `${N9_2025_IT}; ${N9_2025_CT}` },
      { ratePercent: 18, kind: 'slab', source: `${N9_2025_IT}; ${N9_2025_CT}` },
      {
        ratePercent: 40,
        kind: 'slab',
        note: 'Special rate for a few luxury and demerit goods',
        source: `${N9_2025_IT}; ${N9_2025_CT}`,
      },
      {
        ratePercent: 28,
        kind: 'special',
        note: 'Tobacco goods and pan masala only (Schedule VII)',
        source: `${N9_2025_IT}, Schedule VII`,
      },
      {
        ratePercent: 12,
        kind: 'special',
        note: 'Building bricks, fly ash bricks and blocks, earthen or roofing tiles only',
        source: N14_2025,
      },
      { ratePercent: 3, kind: 'special', source: `${N9_2025_IT}, Schedule IV` },
      { ratePercent: 0.25, kind: 'special', source: `${N9_2025_IT}, Schedule V` },
      { ratePercent: 1.5, kind: 'special', source: `${N9_2025_IT}, Schedule VI` },
    ],
    notes: [
      'Compensation cess made Nil on the listed goods other than tobacco goods and pan masala from 22.09.2025 (Notification No. 2/2025-Compensation Cess (Rate) dated 17.09.2025).',
    ],
    source: N9_2025_IT,
  },
  {
    effectiveFrom: '2026-02-01',
    effectiveTo: null,
    label: 'Rationalised slabs (5%, 18%, 40%); 28% removed',
    rates: [
      { ratePercent: 0, kind: 'nil', note: 'Exempt goods', source: N10_2025_CT },
      { ratePercent: 5, kind: 'slab', source: N9_2025_IT },
      { ratePercent: 18, kind: 'slab', source: `${N9_2025_IT}; ${N19_2025}` },
      {
        ratePercent: 40,
        kind: 'slab',
        note: 'Special rate for luxury and demerit goods, now including tobacco goods and pan masala',
        source: `${N9_2025_IT}; ${N19_2025}`,
      },
      {
        ratePercent: 12,
        kind: 'special',
        note: 'Building bricks, fly ash bricks and blocks, earthen or roofing tiles only',
        source: N14_2025,
      },
      { ratePercent: 3, kind: 'special', source: `${N9_2025_IT}, Schedule IV` },
      { ratePercent: 0.25, kind: 'special', source: `${N9_2025_IT}, Schedule V` },
      { ratePercent: 1.5, kind: 'special', source: `${N9_2025_IT}, Schedule VI` },
    ],
    notes: [
      'Compensation cess made Nil on tobacco goods and pan masala from 01.02.2026 (Notification No. 3/2025-Compensation Cess (Rate) dated 31.12.2025).',
    ],
    source: N19_2025,
  },
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The rate period in force on a date (`YYYY-MM-DD`); undefined before GST began on 1 July 2017. */
export function gstRatePeriodOn(date: string): GstRatePeriod | undefined {
  if (!ISO_DATE.test(date)) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${date}"`);
  // ISO dates compare correctly as strings.
  return gstRatePeriods.find(
    (p) => p.effectiveFrom <= date && (p.effectiveTo === null || date <= p.effectiveTo),
  );
}

/** The general slabs (not the special rates for a few goods) in force on a date. */
export function gstSlabsOn(date: string): number[] {
  return (gstRatePeriodOn(date)?.rates ?? [])
    .filter((r) => r.kind !== 'special')
    .map((r) => r.ratePercent)
    .sort((a, b) => a - b);
}

/** Whether a rate was notified for any goods on that date (general slab or special rate). */
export function isGstRateInForce(ratePercent: number, date: string): boolean {
  return (gstRatePeriodOn(date)?.rates ?? []).some((r) => r.ratePercent === ratePercent);
}

export interface GstInput {
  /** Rupees (paise allowed). */
  amount: number;
  basis: GstAmountBasis;
  /** The full GST rate in per cent, e.g. 18; for an intra-state supply half goes to CGST and half to SGST. */
  ratePercent: number;
  supply: GstSupplyType;
  /** If given (`YYYY-MM-DD`), the rate must have been in force that day, else a RangeError is thrown. */
  onDate?: string;
}

export interface GstComponent {
  name: 'CGST' | 'SGST' | 'IGST';
  ratePercent: number;
  /** Rupees. */
  amount: number;
}

export interface GstResult {
  supply: GstSupplyType;
  basis: GstAmountBasis;
  ratePercent: number;
  /** The amount typed in, rupees. */
  amountEntered: number;
  /** Value before GST, rupees. */
  taxableValue: number;
  components: GstComponent[];
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
  /** Taxable value plus tax, rupees. */
  totalAmount: number;
  /**
   * Inclusive amounts only: what must be added to `totalAmount` to get back the amount entered, as the
   * "round off" line of an invoice (0, or a paisa or two either way). Always 0 for exclusive amounts.
   */
  roundOff: number;
}

/**
 * Works out GST on an amount.
 *
 * Exclusive: the amount is the taxable value; each component (CGST and SGST at half the rate each, or
 * IGST at the full rate) is that percentage of it, rounded half up to the paisa.
 *
 * Inclusive: the taxable value is amount × 100 / (100 + rate), rounded half up to the paisa, and the
 * components are then worked out on it exactly as for an exclusive amount, the way an invoice is made.
 * Because each component is rounded on its own, taxable value plus tax can differ from the amount entered
 * by a paisa or two; that difference is returned as `roundOff` rather than hidden in one of the taxes, so
 * CGST and SGST are always equal and each is the stated percentage of the taxable value.
 */
export function computeGst(input: GstInput): GstResult {
  const { basis, ratePercent, supply, onDate } = input;
  const rateBp = percentToBasisPoints(ratePercent);
  if (onDate !== undefined && !isGstRateInForce(ratePercent, onDate)) {
    throw new RangeError(`A GST rate of ${ratePercent}% was not in force on ${onDate}`);
  }
  const enteredPaise = rupeesToPaise(input.amount);
  if (enteredPaise < 0) throw new RangeError('The amount cannot be negative');
  if (!Number.isSafeInteger(enteredPaise * 20_000 * 2))
    throw new RangeError('Amount too large to compute exactly');

  const taxablePaise =
    basis === 'exclusive'
      ? enteredPaise
      : Math.floor((enteredPaise * 10_000 * 2 + (10_000 + rateBp)) / (2 * (10_000 + rateBp)));

  const parts: { name: GstComponent['name']; bp: number }[] =
    supply === 'intra-state'
      ? [
          { name: 'CGST', bp: rateBp / 2 },
          { name: 'SGST', bp: rateBp / 2 },
        ]
      : [{ name: 'IGST', bp: rateBp }];

  const componentPaise = parts.map((p) => ({
    name: p.name,
    bp: p.bp,
    // Half of an odd number of basis points (e.g. 0.25% → 12.5 bp) is handled by doubling both sides.
    paise: Number.isInteger(p.bp)
      ? percentOfPaise(taxablePaise, p.bp)
      : Math.floor((taxablePaise * p.bp * 2 + 10_000) / 20_000),
  }));
  const taxPaise = componentPaise.reduce((sum, c) => sum + c.paise, 0);
  const totalPaise = taxablePaise + taxPaise;
  const byName = (name: GstComponent['name']) =>
    paiseToRupees(componentPaise.find((c) => c.name === name)?.paise ?? 0);

  return {
    supply,
    basis,
    ratePercent,
    amountEntered: paiseToRupees(enteredPaise),
    taxableValue: paiseToRupees(taxablePaise),
    components: componentPaise.map((c) => ({
      name: c.name,
      ratePercent: c.bp / 100,
      amount: paiseToRupees(c.paise),
    })),
    cgst: byName('CGST'),
    sgst: byName('SGST'),
    igst: byName('IGST'),
    totalTax: paiseToRupees(taxPaise),
    totalAmount: paiseToRupees(totalPaise),
    roundOff: basis === 'inclusive' ? paiseToRupees(enteredPaise - totalPaise) : 0,
  };
}
