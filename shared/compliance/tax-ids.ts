/**
 * Offline checks of the two identifiers a client gives us most: the PAN (Permanent Account
 * Number) and the GSTIN (GST identification number). They say whether a number is well formed
 * and, when it is not, which character is wrong; they cannot say whether the number was issued
 * or to whom (only the Income Tax Department and the GST portal know that).
 *
 * A PAN is five letters, four digits and one letter. The first three letters run from AAA to
 * ZZZ; the fourth says what kind of holder the PAN belongs to; the fifth is the first letter of the holder's surname (individuals) or name (everyone
 * else); the four digits are a serial number from 0001 to 9999; the last letter is a check letter
 * whose formula is not published, so it cannot be verified offline.
 *
 * A GSTIN is fifteen characters: the two-digit code of the state or territory of registration, the
 * holder's PAN, the entity number (how many registrations the PAN has in that state: 1 to 9, then
 * A to Z), the letter Z, and a check character computed from the first fourteen with the Luhn
 * mod N algorithm over the 36 characters 0-9 and A-Z.
 */

/** Where the two formats are laid down, and since when, as the checker's page states it. */
export const TAX_ID_FORMATS = {
  year: 'GSTINs issued since 1 July 2017; PANs',
  source:
    'Central Goods and Services Tax Rules, 2017, rule 10 and Form GST REG-06 (GSTIN); Income-tax Act, 1961, section 139A (PAN)',
} as const;

/** The holder types that the fourth character of a PAN stands for. */
export const PAN_HOLDER_TYPES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu undivided family (HUF)',
  F: 'Firm or limited liability partnership',
  A: 'Association of persons (AOP)',
  T: 'Trust',
  B: 'Body of individuals (BOI)',
  L: 'Local authority',
  J: 'Artificial juridical person',
  G: 'Government',
} as const;

export type PanHolderCode = keyof typeof PAN_HOLDER_TYPES;

/**
 * The two-digit codes that open a GSTIN: the census codes of the states and union territories,
 * plus 97 (other territory) and 99 (centre jurisdiction). 25 (Daman and Diu) and 28 (Andhra
 * Pradesh before its division) are kept because numbers issued under them still appear on old
 * invoices.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu (before the 2020 merger)',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before the 2014 division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** The alphabet of the GSTIN check character, in the order that gives each character its value. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type PanCheck =
  | {
      ok: true;
      /** The PAN as it should be written: upper case, no spaces. */
      pan: string;
      holderType: PanHolderCode;
      /** The holder type in words, e.g. "Company". */
      holder: string;
      /** The first letter of the holder's surname (individuals) or name (everyone else). */
      initial: string;
    }
  | { ok: false; problem: string };

export type GstinCheck =
  | {
      ok: true;
      /** The GSTIN as it should be written: upper case, no spaces. */
      gstin: string;
      stateCode: string;
      state: string;
      /** Characters 3 to 12: the holder's PAN. */
      pan: string;
      holderType: PanHolderCode;
      holder: string;
      /** The 13th character as written (1-9, A-Z). */
      entityCode: string;
      /** The same as a count: this is the holder's n-th registration in the state (1 to 35). */
      registrationNumber: number;
      checkCharacter: string;
    }
  | { ok: false; problem: string };

/** Upper case, without the spaces and hyphens people type to group the characters. */
function normalise(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

/** Says what a misplaced character probably is, when it is the usual confusion of O/0 or I/1. */
function lookalike(found: string, wanted: 'letter' | 'digit'): string {
  if (wanted === 'digit' && found === 'O') return ' (the letter O where a zero belongs?)';
  if (wanted === 'digit' && (found === 'I' || found === 'L'))
    return ` (the letter ${found} where a one belongs?)`;
  if (wanted === 'letter' && found === '0') return ' (a zero where the letter O belongs?)';
  if (wanted === 'letter' && found === '1') return ' (a one where the letter I belongs?)';
  return '';
}

/**
 * What is wrong with a 10-character PAN, or null when nothing is. `offset` numbers the characters
 * as they sit in a longer identifier (2 inside a GSTIN), so the message points at the right place.
 */
function panProblem(pan: string, offset: number, name: string): string | null {
  const at = (i: number) => ordinal(i + 1 + offset);
  for (let i = 0; i < 10; i++) {
    const c = pan[i] ?? '';
    const wantDigit = i >= 5 && i <= 8;
    if (wantDigit && !/[0-9]/.test(c)) {
      return `The ${at(i)} character of ${name} should be a digit, not ${c}${lookalike(c, 'digit')}.`;
    }
    if (!wantDigit && !/[A-Z]/.test(c)) {
      return `The ${at(i)} character of ${name} should be a letter, not ${c}${lookalike(c, 'letter')}.`;
    }
  }
  const type = pan[3] ?? '';
  if (!(type in PAN_HOLDER_TYPES)) {
    return `The ${at(3)} character of ${name} gives the holder's type (P, C, H, F, A, T, B, L, J or G), and ${type} is not one of them.`;
  }
  if (pan.slice(5, 9) === '0000') {
    return `The four digits of ${name}'s serial number run from 0001 to 9999, so 0000 cannot be right.`;
  }
  return null;
}

/** Checks a PAN's shape and holder type (the last letter's formula is not public). */
export function checkPan(value: string): PanCheck {
  const pan = normalise(value);
  if (pan.length === 0) return { ok: false, problem: 'Enter a PAN: 10 characters, such as AAAPZ1234C.' };
  if (/[^A-Z0-9]/.test(pan)) {
    const bad = pan.match(/[^A-Z0-9]/)?.[0];
    return { ok: false, problem: `A PAN has only letters and digits, so ${bad} does not belong in it.` };
  }
  if (pan.length !== 10) {
    return { ok: false, problem: `A PAN has 10 characters, and this one has ${pan.length}.` };
  }
  const problem = panProblem(pan, 0, 'a PAN');
  if (problem) return { ok: false, problem };
  const holderType = pan[3] as PanHolderCode;
  return { ok: true, pan, holderType, holder: PAN_HOLDER_TYPES[holderType], initial: pan[4] as string };
}

/**
 * The check character of the first fourteen characters of a GSTIN (Luhn mod 36): from the right,
 * every character's value (0-9, then A=10 ... Z=35) is multiplied by 2 and 1 in turn, each product
 * is split into its base-36 digits and these are added up; the check character is the one that
 * brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = normalise(first14);
  if (body.length !== 14 || /[^0-9A-Z]/.test(body)) {
    throw new RangeError('A GSTIN check character is computed from exactly 14 letters and digits');
  }
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    const product = ALPHABET.indexOf(body[i] as string) * factor;
    sum += Math.floor(product / 36) + (product % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** Checks a GSTIN: state code, embedded PAN, entity number, the Z, and the check character. */
export function checkGstin(value: string): GstinCheck {
  const gstin = normalise(value);
  if (gstin.length === 0)
    return { ok: false, problem: 'Enter a GSTIN: 15 characters, such as 27AAPFU0939F1ZV.' };
  if (/[^A-Z0-9]/.test(gstin)) {
    const bad = gstin.match(/[^A-Z0-9]/)?.[0];
    return { ok: false, problem: `A GSTIN has only letters and digits, so ${bad} does not belong in it.` };
  }
  if (gstin.length !== 15) {
    return { ok: false, problem: `A GSTIN has 15 characters, and this one has ${gstin.length}.` };
  }
  const stateCode = gstin.slice(0, 2);
  if (!/^[0-9]{2}$/.test(stateCode)) {
    return {
      ok: false,
      problem: `A GSTIN starts with the two-digit code of its state, and ${stateCode} is not two digits.`,
    };
  }
  const state = GST_STATE_CODES[stateCode];
  if (!state) {
    return {
      ok: false,
      problem: `A GSTIN starts with the code of its state, and ${stateCode} is not a GST state code.`,
    };
  }
  const pan = gstin.slice(2, 12);
  const panIssue = panProblem(pan, 2, 'the GSTIN');
  if (panIssue) {
    return { ok: false, problem: `Characters 3 to 12 should be the holder's PAN: ${lowerFirst(panIssue)}` };
  }
  const entityCode = gstin[12] as string;
  if (entityCode === '0') {
    return {
      ok: false,
      problem:
        "The 13th character counts the holder's registrations in the state (1 to 9, then A to Z), so it cannot be 0.",
    };
  }
  const fourteenth = gstin[13] as string;
  if (fourteenth !== 'Z') {
    return {
      ok: false,
      problem: `The 14th character of a regular registration is Z, not ${fourteenth}${fourteenth === '2' ? ' (a two where the Z belongs?)' : ''}.`,
    };
  }
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  const found = gstin[14] as string;
  if (found !== expected) {
    return {
      ok: false,
      problem: `The check character should be ${expected}, not ${found}: a character was probably mistyped.`,
    };
  }
  const holderType = pan[3] as PanHolderCode;
  return {
    ok: true,
    gstin,
    stateCode,
    state,
    pan,
    holderType,
    holder: PAN_HOLDER_TYPES[holderType],
    entityCode,
    registrationNumber: ALPHABET.indexOf(entityCode),
    checkCharacter: found,
  };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Whether a GSTIN and a PAN given together belong to one holder (characters 3 to 12 of a GSTIN
 * are its holder's PAN): the problem when they do not, else null. Both as the checks return them.
 */
export function gstinPanMismatch(gstin: string, pan: string): string | null {
  const own = gstin.slice(2, 12);
  return own === pan
    ? null
    : `The GSTIN and the PAN do not match: characters 3 to 12 of the GSTIN give the PAN ${own}, not ${pan}.`;
}
