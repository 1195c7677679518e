import type { HeroCopy } from '../../components/blocks';
import { useState } from 'react';
import {
  checkGstin,
  checkPan,
  GST_STATE_CODES,
  PAN_HOLDER_TYPES,
  TAX_ID_FORMATS,
  type GstinCheck,
  type PanCheck,
} from '../../../shared/compliance/tax-ids';
import { TextField } from '../../components/field';
import { Explanation, Figures, RulesTable, ToolLayout, type FigureRow } from './tool-parts';

type Checked = { kind: 'gstin'; check: GstinCheck } | { kind: 'pan'; check: PanCheck } | null;

/**
 * Which identifier the visitor is typing: a GSTIN opens with the two digits of a state code and
 * has 15 characters, a PAN opens with letters and has 10. Anything else is read as the one it is
 * nearer to, so the message speaks of the right one.
 */
export function checkTaxId(value: string): Checked {
  const compact = value.replace(/[\s-]/g, '');
  if (compact === '') return null;
  const gstin = /^\d/.test(compact) || compact.length > 12;
  return gstin ? { kind: 'gstin', check: checkGstin(value) } : { kind: 'pan', check: checkPan(value) };
}

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

/**
 * The GSTIN and PAN validator: one input; the number's parts (state, PAN, holder type, check
 * character) when it is well formed, or the sentence that says what is wrong. Nothing leaves the
 * browser.
 */
export function TaxIdChecker({ page }: { page: HeroCopy }) {
  const [value, setValue] = useState('');
  const checked = checkTaxId(value);
  return (
    <ToolLayout
      page={page}
      formTitle="The number to check"
      form={
        <>
          <TextField
            id="tax-id"
            name="tax-id"
            label="GSTIN or PAN"
            description="15 characters for a GSTIN (27AAPFU0939F1ZV), 10 for a PAN (AAPFU0939F). Spaces, hyphens and lower case are fine."
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
          />
          <p className="text-sm text-slate-700">
            The check runs in your browser: the number is not sent anywhere. It says whether the number is
            well formed, not whether it was issued or is active; for that, search it on the GST portal or the
            income tax e-filing site.
          </p>
        </>
      }
      resultsTitle="What the number says"
      results={<TaxIdResult checked={checked} />}
      rules={TAX_ID_FORMATS}
    >
      <Explanation id="tax-id-rules" title="How a GSTIN and a PAN are made up">
        <h3 className="mt-6 text-lg font-semibold text-brand-900">GSTIN: 15 characters</h3>
        <RulesTable caption="The parts of a GSTIN" columns={['Characters', 'What they are']}>
          <tr>
            <td>1 and 2</td>
            <td>The code of the state or union territory of registration, e.g. 27 for Maharashtra.</td>
          </tr>
          <tr>
            <td>3 to 12</td>
            <td>The holder&apos;s PAN.</td>
          </tr>
          <tr>
            <td>13</td>
            <td>The entity number: the holder&apos;s 1st to 9th registration in the state, then A to Z.</td>
          </tr>
          <tr>
            <td>14</td>
            <td>The letter Z for a regular registration.</td>
          </tr>
          <tr>
            <td>15</td>
            <td>
              A check character, computed from the first fourteen (Luhn mod 36 over 0-9 and A-Z), so most
              typing mistakes are caught.
            </td>
          </tr>
        </RulesTable>
        <h3 className="mt-8 text-lg font-semibold text-brand-900">PAN: 10 characters</h3>
        <p>
          Five letters, four digits and a letter. The fourth letter says what kind of holder the PAN belongs
          to; the fifth is the first letter of the holder&apos;s surname (for an individual) or name; the four
          digits are a serial number from 0001 to 9999; the last letter is a check letter whose formula is not
          published, so it cannot be checked offline.
        </p>
        <RulesTable caption="PAN holder types by the fourth letter" columns={['Fourth letter', 'Holder']}>
          {Object.entries(PAN_HOLDER_TYPES).map(([code, holder]) => (
            <tr key={code}>
              <td>{code}</td>
              <td>{holder}</td>
            </tr>
          ))}
        </RulesTable>
        <h3 className="mt-8 text-lg font-semibold text-brand-900">State codes</h3>
        <ul className="columns-1 text-sm sm:columns-2">
          {/* Sorted by code: an object lists "10" to "99" before "01" to "09". */}
          {Object.entries(GST_STATE_CODES)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([code, state]) => (
              <li key={code}>
                {code}: {state}
              </li>
            ))}
        </ul>
      </Explanation>
    </ToolLayout>
  );
}

/** A well-formed PAN's parts, each with what it means. */
const panParts = (pan: Extract<PanCheck, { ok: true }>): FigureRow[] => [
  { label: 'Holder type', value: `${pan.holder} (${pan.holderType})` },
  {
    label: pan.holderType === 'P' ? 'First letter of the surname' : 'First letter of the name',
    value: pan.initial,
  },
  {
    label: 'Check letter',
    value: pan.pan.slice(-1),
    note: 'Its formula is not published, so it cannot be checked offline.',
  },
];

/** A well-formed GSTIN's parts, each with what it means. */
const gstinParts = (gstin: Extract<GstinCheck, { ok: true }>): FigureRow[] => [
  { label: 'State', value: `${gstin.state} (${gstin.stateCode})` },
  { label: 'PAN', value: gstin.pan },
  { label: 'Holder type', value: `${gstin.holder} (${gstin.holderType})` },
  {
    label: 'Registration in the state',
    value: `${ordinal(gstin.registrationNumber)} (${gstin.entityCode})`,
  },
  {
    label: 'Check character',
    value: gstin.checkCharacter,
    note: 'Matches the first fourteen characters.',
  },
];

/** What the number says: what is wrong with it, or that it is well formed and what its parts are. */
function TaxIdResult({ checked }: { checked: Checked }) {
  if (!checked) return <p className="text-slate-700">Type a GSTIN or a PAN to see what it says.</p>;
  const name = checked.kind === 'pan' ? 'PAN' : 'GSTIN';
  const { check } = checked;
  if (!check.ok) {
    return (
      <>
        <p className="font-semibold text-red-800">This is not a valid {name}.</p>
        <p className="mt-2 text-slate-800">{check.problem}</p>
      </>
    );
  }
  // Only a GSTIN has a `gstin`: it tells the two kinds of well-formed number apart.
  const { number, parts } =
    'gstin' in check
      ? { number: check.gstin, parts: gstinParts(check) }
      : { number: check.pan, parts: panParts(check) };
  return (
    <>
      <p className="font-semibold text-emerald-800">
        {number} is a well-formed {name}.
      </p>
      <Figures rows={parts} />
    </>
  );
}
