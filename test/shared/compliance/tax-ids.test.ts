import {
  gstinSchema,
  optionalGstinSchema,
  optionalPanSchema,
  panSchema,
} from '../../../shared/compliance/tax-id-schemas';
import {
  checkGstin,
  checkPan,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinPanMismatch,
  PAN_HOLDER_TYPES,
} from '../../../shared/compliance/tax-ids';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GSTINs published with their check characters, to pin our computation to theirs:
 * - 05AAACG2115R1ZN, 05AAACG2140A1ZL, 05AAACG5222D1ZA: the test registrations of NIC's e-way bill
 *   sandbox (NIC runs the e-way bill and e-invoice systems for GSTN), as used in sandbox mode by
 *   resilient-tech/india-compliance and frappe integrations.
 * - 27AAPFU0939F1ZV: the example in python-stdnum's GSTIN module.
 */
const PUBLISHED = ['05AAACG2115R1ZN', '05AAACG2140A1ZL', '05AAACG5222D1ZA', '27AAPFU0939F1ZV'];

/** A valid GSTIN made from a state code, a PAN and an entity number, with our own check character. */
const make = (state: string, pan: string, entity = '1') => {
  const body = `${state}${pan}${entity}Z`;
  return body + gstinCheckCharacter(body);
};

const CONSTRUCTED = [
  make('27', 'AAACR5055K'),
  make('29', 'AAGCB7383J'),
  make('07', 'AAAGM0289C', '2'),
  make('36', 'ABCPE1234F', 'A'),
  make('38', 'AAHTK0001Z', 'Z'),
  make('99', 'AAAJD9999B'),
  make('24', 'AAAPZ0123C'),
  make('19', 'ABCPE1230Z', '9'),
];

const replaceAt = (s: string, i: number, c: string) => s.slice(0, i) + c + s.slice(i + 1);
const swapAt = (s: string, i: number) => s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);

describe('GSTIN check character', () => {
  it.each(PUBLISHED)('matches the published check character of %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(checkGstin(gstin)).toMatchObject({ ok: true, gstin });
  });

  it("finds that NIC's e-invoice sample buyer 29AWGPV7107B1Z1 is a placeholder: its check character would be F", () => {
    expect(checkGstin('29AWGPV7107B1Z1')).toEqual({
      ok: false,
      problem: 'The check character should be F, not 1: a character was probably mistyped.',
    });
  });

  it('refuses to compute from anything but 14 letters and digits', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27AAPFU0939F1*')).toThrow(RangeError);
  });
});

describe('checkGstin', () => {
  it('parses a valid GSTIN into its parts', () => {
    expect(checkGstin('05AAACG2115R1ZN')).toEqual({
      ok: true,
      gstin: '05AAACG2115R1ZN',
      stateCode: '05',
      state: 'Uttarakhand',
      pan: 'AAACG2115R',
      holderType: 'C',
      holder: 'Company',
      entityCode: '1',
      registrationNumber: 1,
      checkCharacter: 'N',
    });
    const huf = checkGstin(make('36', 'ABCHE1234F', 'A'));
    expect(huf).toMatchObject({ ok: true, state: 'Telangana', holder: 'Hindu undivided family (HUF)' });
    expect(huf.ok && huf.registrationNumber).toBe(10);
  });

  it('accepts lower case, spaces and hyphens, and gives the number back written properly', () => {
    expect(checkGstin(' 27aapfu0939f1zv ')).toMatchObject({
      ok: true,
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    });
    expect(checkGstin('27-AAPFU0939F-1ZV')).toMatchObject({ ok: true, gstin: '27AAPFU0939F1ZV' });
  });

  it('names the state for the codes the brief lists', () => {
    expect(GST_STATE_CODES).toMatchObject({
      '01': 'Jammu and Kashmir',
      '27': 'Maharashtra',
      '29': 'Karnataka',
      '36': 'Telangana',
      '37': 'Andhra Pradesh',
      '38': 'Ladakh',
      '97': 'Other Territory',
      '99': 'Centre Jurisdiction',
    });
    for (const gstin of CONSTRUCTED) expect(checkGstin(gstin).ok).toBe(true);
  });

  it('catches every single-character change of a valid GSTIN', () => {
    let tried = 0;
    for (const gstin of [...PUBLISHED, ...CONSTRUCTED]) {
      for (let i = 0; i < 15; i++) {
        for (const c of ALPHABET) {
          if (c === gstin[i]) continue;
          const altered = replaceAt(gstin, i, c);
          const result = checkGstin(altered);
          if (result.ok) throw new Error(`${altered} (from ${gstin}) was accepted`);
          tried++;
        }
      }
    }
    expect(tried).toBe(12 * 15 * 35);
  });

  it('says which character should replace a mistyped check character', () => {
    const gstin = make('27', 'AAACR5055K');
    expect(gstin).toBe('27AAACR5055K1Z7');
    expect(checkGstin(replaceAt(gstin, 14, '5'))).toEqual({
      ok: false,
      problem: 'The check character should be 7, not 5: a character was probably mistyped.',
    });
  });

  /**
   * Luhn mod 36 catches a swap of two different neighbours unless they are 0 and Z: doubling
   * changes a value v by v (below 18) or by v + 1 modulo 36 (18 and above), and only 0 and 35
   * change by the same amount. In a GSTIN a Z can sit next to a 0 only where a letter meets a
   * digit, so that swap is caught by the letter-or-digit check instead.
   */
  it('catches every swap of two different adjacent characters', () => {
    let tried = 0;
    for (const gstin of [...PUBLISHED, ...CONSTRUCTED]) {
      for (let i = 0; i < 14; i++) {
        if (gstin[i] === gstin[i + 1]) continue;
        const swapped = swapAt(gstin, i);
        if (checkGstin(swapped).ok) throw new Error(`${swapped} (from ${gstin}) was accepted`);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('the check character alone cannot see a swap of 0 and Z, which is why the structure is checked too', () => {
    expect(gstinCheckCharacter('27AAAPZ0123C1Z')).toBe(gstinCheckCharacter('27AAAP0Z123C1Z'));
    const valid = make('27', 'AAAPZ0123C');
    expect(checkGstin(valid).ok).toBe(true);
    expect(checkGstin(swapAt(valid, 6))).toMatchObject({ ok: false });
  });

  it.each(['00', '39', '96'])('refuses state code %s', (code) => {
    const gstin = `${code}AAPFU0939F1Z`;
    expect(checkGstin(gstin + gstinCheckCharacter(gstin))).toEqual({
      ok: false,
      problem: `A GSTIN starts with the code of its state, and ${code} is not a GST state code.`,
    });
  });

  it('refuses a GSTIN whose characters 3 to 12 are not a PAN', () => {
    const badHolder = make('27', 'AAAXU0939F');
    expect(checkGstin(badHolder)).toEqual({
      ok: false,
      problem:
        "Characters 3 to 12 should be the holder's PAN: the 6th character of the GSTIN gives the holder's type (P, C, H, F, A, T, B, L, J or G), and X is not one of them.",
    });
    const letterForDigit = '27AAPFUO939F1Z';
    expect(checkGstin(letterForDigit + gstinCheckCharacter(letterForDigit))).toEqual({
      ok: false,
      problem:
        "Characters 3 to 12 should be the holder's PAN: the 8th character of the GSTIN should be a digit, not O (the letter O where a zero belongs?).",
    });
    expect(checkGstin(make('27', 'AAPFU0000F'))).toMatchObject({ ok: false });
  });

  it('explains the other mistakes in one sentence each', () => {
    expect(checkGstin('')).toEqual({
      ok: false,
      problem: 'Enter a GSTIN: 15 characters, such as 27AAPFU0939F1ZV.',
    });
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({
      ok: false,
      problem: 'A GSTIN has 15 characters, and this one has 14.',
    });
    expect(checkGstin('27AAPFU0939F1Z/')).toEqual({
      ok: false,
      problem: 'A GSTIN has only letters and digits, so / does not belong in it.',
    });
    const zeroEntity = '27AAPFU0939F0Z';
    expect(checkGstin(zeroEntity + gstinCheckCharacter(zeroEntity)).ok).toBe(false);
    const notZ = '27AAPFU0939F1C';
    expect(checkGstin(notZ + gstinCheckCharacter(notZ))).toEqual({
      ok: false,
      problem: 'The 14th character of a regular registration is Z, not C.',
    });
  });
});

describe('checkPan', () => {
  it('reads the holder type from the 4th character', () => {
    expect(checkPan('aaapz1234c')).toEqual({
      ok: true,
      pan: 'AAAPZ1234C',
      holderType: 'P',
      holder: 'Individual',
      initial: 'Z',
    });
    for (const [code, holder] of Object.entries(PAN_HOLDER_TYPES)) {
      expect(checkPan(`AAA${code}Z1234C`)).toMatchObject({ ok: true, holder });
    }
    expect(Object.keys(PAN_HOLDER_TYPES).sort().join('')).toBe('ABCFGHJLPT');
  });

  it.each([
    ['', 'Enter a PAN: 10 characters, such as AAAPZ1234C.'],
    ['AAAPZ1234', 'A PAN has 10 characters, and this one has 9.'],
    ['AAAPZ1234C9', 'A PAN has 10 characters, and this one has 11.'],
    ['AAAP_1234C', 'A PAN has only letters and digits, so _ does not belong in it.'],
    [
      'AA1PZ1234C',
      'The 3rd character of a PAN should be a letter, not 1 (a one where the letter I belongs?).',
    ],
    [
      'AAAPZ12O4C',
      'The 8th character of a PAN should be a digit, not O (the letter O where a zero belongs?).',
    ],
    ['AAAPZ12345', 'The 10th character of a PAN should be a letter, not 5.'],
    [
      'AAAKZ1234C',
      "The 4th character of a PAN gives the holder's type (P, C, H, F, A, T, B, L, J or G), and K is not one of them.",
    ],
    [
      'AAAPZ0000C',
      "The four digits of a PAN's serial number run from 0001 to 9999, so 0000 cannot be right.",
    ],
  ])('refuses %p: %s', (value, problem) => {
    expect(checkPan(value)).toEqual({ ok: false, problem });
  });
});

describe('form schemas', () => {
  it('normalise a valid number and fail with the sentence that explains a bad one', () => {
    expect(gstinSchema.parse(' 05aaacg2115r1zn')).toBe('05AAACG2115R1ZN');
    expect(gstinSchema.safeParse('05AAACG2115R1ZP').error?.issues[0]?.message).toBe(
      'The check character should be N, not P: a character was probably mistyped.',
    );
    expect(panSchema.parse('aaacg 2115r')).toBe('AAACG2115R');
    expect(panSchema.safeParse('AAACG2115').error?.issues[0]?.message).toBe(
      'A PAN has 10 characters, and this one has 9.',
    );
  });
});

describe('optional form fields', () => {
  it('take a missing, empty or blank value as absent', () => {
    for (const schema of [optionalGstinSchema(), optionalPanSchema()]) {
      expect(schema.parse(undefined)).toBeUndefined();
      expect(schema.parse('')).toBeUndefined();
      expect(schema.parse('  \t ')).toBeUndefined();
    }
  });

  it('normalise a valid number and refuse a bad one with the check’s own sentence, titled if asked', () => {
    expect(optionalGstinSchema().parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(optionalPanSchema().parse('aapfu 0939f')).toBe('AAPFU0939F');
    const problem = 'The check character should be V, not W: a character was probably mistyped.';
    expect(optionalGstinSchema().safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe(problem);
    expect(optionalGstinSchema('Invalid GSTIN').safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe(
      `Invalid GSTIN: ${problem}`,
    );
    expect(optionalPanSchema().safeParse(42).success).toBe(false);
  });

  it('take at most 30 characters, spaces included, so a body cannot be padded through them', () => {
    expect(optionalGstinSchema().parse('27 AAPFU 0939 F 1ZV')).toBe('27AAPFU0939F1ZV');
    const padded = `${' '.repeat(10_000)}27AAPFU0939F1ZV`;
    expect(optionalGstinSchema('Invalid GSTIN').safeParse(padded).error?.issues[0]?.message).toBe(
      'Invalid GSTIN: This is too long for a GSTIN (30 characters at most, spaces included).',
    );
    expect(panSchema.safeParse(`AAPFU0939F${' '.repeat(21)}`).error?.issues[0]?.message).toBe(
      'This is too long for a PAN (30 characters at most, spaces included).',
    );
  });

  it('say when a PAN is not the one inside a GSTIN', () => {
    expect(gstinPanMismatch('27AAPFU0939F1ZV', 'AAPFU0939F')).toBeNull();
    expect(gstinPanMismatch('27AAPFU0939F1ZV', 'AAPFU0939G')).toBe(
      'The GSTIN and the PAN do not match: characters 3 to 12 of the GSTIN give the PAN AAPFU0939F, not AAPFU0939G.',
    );
  });
});
