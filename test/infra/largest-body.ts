import type * as z from '../../shared/zod';

/*
 * The largest request body a zod schema accepts, in bytes, as JSON.stringify writes it (what the
 * site's forms and any ordinary JSON client send): read from the schema's own limits (maximum
 * lengths, patterns, enums, array sizes), each string counted at the costliest character it
 * accepts once encoded.
 *
 * What a character costs, in bytes of UTF-8 JSON for each unit of a string's `length` (UTF-16
 * code units, which is what zod's maxLength counts):
 *   - printable ASCII: 1; `"` and `\`: 2 (escaped with a backslash);
 *   - backspace, tab, newline, form feed, carriage return: 2 (`\n` and the like);
 *   - every other control character U+0000 to U+001F: 6 (`\u001b`);
 *   - U+0080 to U+07FF (accented Latin, C1 controls): 2;
 *   - the rest of the basic plane (Devanagari, Tamil, every Indic script, the rupee sign): 3;
 *   - a character outside it (emoji): 4 bytes for two units, so 2 a unit;
 *   - a lone surrogate (half of an emoji, cut): 6 (JSON.stringify writes `\ud83d`).
 * So the worst case is 6 a unit where a field accepts control characters or lone surrogates, and
 * 3 where it accepts only text. Each string field is probed with strings of its maximum length
 * made of each class; the costliest class it accepts is its cost. A field that accepts no probe
 * (an e-mail address, a service's slug) costs what its pattern allows, or 6 a unit without one.
 *
 * Not counted, because no schema can bound them: whitespace around the JSON's tokens, whitespace
 * a field trims before checking its length, keys an object strips, characters a client chooses
 * to write as `\uXXXX`. That padding is what each handler's own byte cap is for.
 */

export interface BodyBound {
  /** Bytes of the largest body; Infinity when some field has no limit. */
  bytes: number;
  /** The fields without a limit, as paths (`attribution.first.referrer`, `holidays[]`). */
  unbounded: string[];
}

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;
type CheckDef = Record<string, unknown> & { check: string };

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
const jsonBytes = (value: unknown) => utf8(JSON.stringify(value));

/** The bytes one code point costs in JSON text (see above). */
function codePointBytes(cp: number): number {
  if (cp === 0x22 || cp === 0x5c) return 2;
  if (cp === 0x08 || cp === 0x09 || cp === 0x0a || cp === 0x0c || cp === 0x0d) return 2;
  if (cp < 0x20) return 6;
  if (cp < 0x80) return 1;
  if (cp < 0x800) return 2;
  if (cp >= 0xd800 && cp <= 0xdfff) return 6;
  if (cp < 0x10000) return 3;
  return 4;
}

/** One character of each cost class, with the bytes a unit of it costs. */
const PROBES: { name: string; char: string; perUnit: number }[] = [
  { name: 'control character', char: '\u0001', perUnit: 6 },
  { name: 'escape character', char: '\u001b', perUnit: 6 },
  { name: 'lone surrogate', char: '\ud83d', perUnit: 6 },
  { name: 'Indic letter', char: 'क', perUnit: 3 },
  { name: 'rupee sign', char: '₹', perUnit: 3 },
  { name: 'emoji', char: '😀', perUnit: 2 },
  { name: 'quote', char: '"', perUnit: 2 },
  { name: 'accented letter', char: 'é', perUnit: 2 },
  { name: 'ASCII letter', char: 'a', perUnit: 1 },
];

/** A string of `units` UTF-16 units made of `char`, with ASCII ends so that trimming keeps it whole. */
function probeString(char: string, units: number): string {
  const inner = (n: number) => char.repeat(Math.floor(n / char.length));
  if (units < 3) return inner(units);
  const body = inner(units - 2);
  return `a${body}${'a'.repeat(units - 2 - body.length)}a`;
}

const checksOf = (schema: Schema): CheckDef[] =>
  ((schema._zod.def as Def).checks ?? []).map((c) => (c as unknown as { _zod: { def: CheckDef } })._zod.def);

/** The longest a string may be (UTF-16 units): its maxLength or exact length. */
function maxLengthOf(schema: Schema): number {
  let max = Infinity;
  for (const c of checksOf(schema)) {
    if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    if (c.check === 'length_equals') max = Math.min(max, c.length as number);
  }
  return max;
}

/** The patterns a string must match: its format's (a UUID, a date) and its regex checks'. */
function patternsOf(schema: Schema): RegExp[] {
  const def = schema._zod.def as Def;
  const own = def.pattern instanceof RegExp ? [def.pattern] : [];
  return [
    ...own,
    ...checksOf(schema)
      .filter((c) => c.pattern instanceof RegExp)
      .map((c) => c.pattern as RegExp),
  ];
}

/**
 * A string field: at most its length bound times the costliest character it accepts, and no more
 * than any pattern it must match allows. `probe` is the whole field (with its pipe's later steps),
 * `source` the string schema that holds the checks.
 */
function stringBound(source: Schema, probe: Schema, path: string): BodyBound {
  let units = maxLengthOf(source);
  let perUnit = 6;
  let bytes = Infinity;
  for (const pattern of patternsOf(source)) {
    const p = patternBound(pattern);
    units = Math.min(units, p.units);
    perUnit = Math.min(perUnit, p.perUnit);
    bytes = Math.min(bytes, p.bytes);
  }
  if (units === Infinity && bytes === Infinity) return { bytes: Infinity, unbounded: [path] };
  if (units !== Infinity) {
    const accepted = PROBES.filter((p) => accepts(probe, probeString(p.char, units)));
    if (accepted.length) perUnit = Math.min(perUnit, Math.max(...accepted.map((p) => p.perUnit)));
    bytes = Math.min(bytes, units * perUnit);
  }
  return { bytes: 2 + bytes, unbounded: [] };
}

function accepts(schema: Schema, value: unknown): boolean {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('an asynchronous check: not supported here');
  return !result.issues;
}

/** The longest JSON text of a number zod accepts: its bounds when whole, else any double's. */
function numberBound(schema: Schema): number {
  let min = -Infinity;
  let max = Infinity;
  let whole = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') min = Math.max(min, c.value as number);
    if (c.check === 'less_than') max = Math.min(max, c.value as number);
    if (c.check === 'number_format' && /int/.test(String(c.format))) whole = true;
  }
  if (whole) {
    const lo = Number.isFinite(min) ? min : Number.MIN_SAFE_INTEGER;
    const hi = Number.isFinite(max) ? max : Number.MAX_SAFE_INTEGER;
    return Math.max(jsonBytes(Math.ceil(lo)), jsonBytes(Math.floor(hi)));
  }
  // The longest a double prints: '-2.2250738585072014e-308'.
  return 24;
}

const sum = (parts: BodyBound[], overhead: number): BodyBound => ({
  bytes: parts.reduce((n, p) => n + p.bytes, overhead),
  unbounded: parts.flatMap((p) => p.unbounded),
});

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The largest JSON text `schema` accepts, in bytes (see the top of this file). */
export function largestBody(schema: Schema, path = ''): BodyBound {
  const def = schema._zod.def as Def;
  const here = path || '(body)';
  switch (def.type) {
    case 'string':
      return stringBound(schema, schema, here);
    case 'number':
      return { bytes: numberBound(schema), unbounded: [] };
    case 'boolean':
      return { bytes: 5, unbounded: [] };
    case 'null':
      return { bytes: 4, unbounded: [] };
    case 'literal':
      return { bytes: Math.max(...(def.values as unknown[]).map(jsonBytes)), unbounded: [] };
    case 'enum':
      return { bytes: Math.max(...Object.values(def.entries as object).map(jsonBytes)), unbounded: [] };
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return largestBody(def.innerType as Schema, path);
    case 'nullable': {
      const inner = largestBody(def.innerType as Schema, path);
      return { ...inner, bytes: Math.max(inner.bytes, 4) };
    }
    case 'pipe': {
      // The body must pass the pipe's first step: that step's limits bound it. A string's is
      // probed with the whole pipe, so a later step that refuses a character counts.
      const first = def.in as Schema;
      if (first._zod.def.type === 'string') return stringBound(first, schema, here);
      return largestBody(first, path);
    }
    case 'union': {
      const options = (def.options as Schema[]).map((o) => largestBody(o, path));
      return {
        bytes: Math.max(...options.map((o) => o.bytes)),
        unbounded: options.flatMap((o) => o.unbounded),
      };
    }
    case 'array': {
      const items = Math.min(
        ...checksOf(schema)
          .filter((c) => c.check === 'max_length' || c.check === 'length_equals')
          .map((c) => (c.maximum ?? c.length) as number),
      );
      const element = largestBody(def.element as Schema, `${here}[]`);
      if (items === Infinity) return { bytes: Infinity, unbounded: [`${here}[]`, ...element.unbounded] };
      return { bytes: 2 + items * element.bytes + Math.max(items - 1, 0), unbounded: element.unbounded };
    }
    case 'object': {
      const catchall = def.catchall as Schema | undefined;
      if (catchall && catchall._zod.def.type !== 'never') {
        return { bytes: Infinity, unbounded: [`${here} (keeps unknown keys)`] };
      }
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.entries(shape).map(([key, value]) => {
        const inner = largestBody(value, join(path, key));
        return { bytes: jsonBytes(key) + 1 + inner.bytes, unbounded: inner.unbounded };
      });
      return sum(fields, 2 + Math.max(fields.length - 1, 0));
    }
    case 'record': {
      const keyDef = (def.keyType as Schema)._zod.def as Def;
      const keys =
        keyDef.type === 'enum'
          ? Object.values(keyDef.entries as object).map(String)
          : keyDef.type === 'literal'
            ? (keyDef.values as unknown[]).map(String)
            : null;
      if (!keys) return { bytes: Infinity, unbounded: [`${here} (any number of keys)`] };
      const fields = keys.map((key) => {
        const inner = largestBody(def.valueType as Schema, join(path, key));
        return { bytes: jsonBytes(key) + 1 + inner.bytes, unbounded: inner.unbounded };
      });
      return sum(fields, 2 + Math.max(fields.length - 1, 0));
    }
    case 'lazy':
      return largestBody((def.getter as () => Schema)(), path);
    default:
      // transform, custom, any, unknown, and anything this walker does not read yet.
      return { bytes: Infinity, unbounded: [`${here} (${def.type})`] };
  }
}

/*
 * Patterns. A regex bounds a string when it is anchored at both ends and repeats nothing without
 * limit; it also bounds what each character costs when its character sets are narrow (a UUID's hex
 * digits cost 1 byte each).
 */

interface PatternBound {
  /** Longest match, in UTF-16 units. */
  units: number;
  /** Largest match, in bytes of JSON text (without the quotes). */
  bytes: number;
  /** The costliest character the pattern can match. */
  perUnit: number;
}

/** Any one character: a lone surrogate (1 unit, 6 bytes) or one outside the basic plane (2 units). */
const ANY: PatternBound = { units: 2, bytes: 6, perUnit: 6 };
const ZERO: PatternBound = { units: 0, bytes: 0, perUnit: 0 };

/** The longest and largest string `pattern` matches; Infinity when it does not bound one. */
export function patternBound(pattern: RegExp): PatternBound {
  const parser = new PatternParser(pattern.source, pattern.flags);
  const alternatives = parser.topLevel();
  let units = 0;
  let bytes = 0;
  let perUnit = 0;
  for (const alt of alternatives) {
    // Unanchored at either end, anything may come before or after the match.
    const bound =
      alt.anchoredStart && alt.anchoredEnd ? alt.bound : { units: Infinity, bytes: Infinity, perUnit: 6 };
    units = Math.max(units, bound.units);
    bytes = Math.max(bytes, bound.bytes);
    perUnit = Math.max(perUnit, bound.perUnit);
  }
  return { units, bytes, perUnit };
}

class PatternParser {
  private at = 0;
  constructor(
    private readonly source: string,
    flags: string,
  ) {
    // Case folding under the u flag lets [a-z] and \w match U+017F and U+212A: not read here.
    if (flags.includes('i') && (flags.includes('u') || flags.includes('v'))) {
      throw new Error(`pattern /${source}/${flags}: case-insensitive Unicode patterns are not read here`);
    }
  }

  topLevel(): { bound: PatternBound; anchoredStart: boolean; anchoredEnd: boolean }[] {
    const out: { bound: PatternBound; anchoredStart: boolean; anchoredEnd: boolean }[] = [];
    for (;;) {
      const start = this.at;
      const bound = this.sequence();
      const text = this.source.slice(start, this.at);
      out.push({ bound, anchoredStart: text.startsWith('^'), anchoredEnd: /(^|[^\\])\$$/.test(text) });
      if (this.source[this.at] !== '|') break;
      this.at++;
    }
    if (this.at !== this.source.length) throw new Error(`pattern /${this.source}/: unread at ${this.at}`);
    return out;
  }

  private alternation(): PatternBound {
    let best = this.sequence();
    while (this.source[this.at] === '|') {
      this.at++;
      const next = this.sequence();
      best = {
        units: Math.max(best.units, next.units),
        bytes: Math.max(best.bytes, next.bytes),
        perUnit: Math.max(best.perUnit, next.perUnit),
      };
    }
    return best;
  }

  private sequence(): PatternBound {
    let total = { ...ZERO };
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      const [, max] = this.quantifier();
      const repeated =
        max === 0 || (atom.units === 0 && atom.bytes === 0)
          ? { ...ZERO, perUnit: atom.perUnit }
          : { units: atom.units * max, bytes: atom.bytes * max, perUnit: atom.perUnit };
      total = {
        units: total.units + repeated.units,
        bytes: total.bytes + repeated.bytes,
        perUnit: Math.max(total.perUnit, repeated.perUnit),
      };
    }
    return total;
  }

  private quantifier(): [number, number] {
    const c = this.source[this.at];
    let range: [number, number] = [1, 1];
    if (c === '*') range = [0, Infinity];
    else if (c === '+') range = [1, Infinity];
    else if (c === '?') range = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!m) return range;
      const lo = Number(m[1]);
      const hi = m[2] === undefined ? lo : m[3] === '' ? Infinity : Number(m[3]);
      this.at += m[0].length;
      if (this.source[this.at] === '?') this.at++;
      return [lo, hi];
    } else return range;
    this.at++;
    if (this.source[this.at] === '?') this.at++;
    return range;
  }

  private atom(): PatternBound {
    const c = this.source[this.at]!;
    if (c === '^' || c === '$') {
      this.at++;
      return ZERO;
    }
    if (c === '(') {
      this.at++;
      let lookaround = false;
      if (this.source.startsWith('?:', this.at)) this.at += 2;
      else if (/^\?<?[=!]/.test(this.source.slice(this.at))) {
        lookaround = true;
        this.at += this.source[this.at + 1] === '<' ? 3 : 2;
      } else if (this.source.startsWith('?<', this.at)) this.at = this.source.indexOf('>', this.at) + 1;
      const inner = this.alternation();
      if (this.source[this.at] !== ')') throw new Error(`pattern /${this.source}/: unclosed group`);
      this.at++;
      // A lookahead or lookbehind matches no characters of its own.
      return lookaround ? ZERO : inner;
    }
    if (c === '[') return this.charClass();
    if (c === '.') {
      this.at++;
      return ANY;
    }
    if (c === '\\') return this.escape(false).bound;
    const cp = this.source.codePointAt(this.at)!;
    this.at += cp > 0xffff ? 2 : 1;
    return charBound(cp);
  }

  /** An escape: a character, or a class of them (\d, \w, \s, \p{...}), or an assertion (\b). */
  private escape(inClass: boolean): { bound: PatternBound; codePoint?: number } {
    const next = this.source[this.at + 1]!;
    this.at += 2;
    const single = (cp: number) => ({ bound: charBound(cp), codePoint: cp });
    if (next === 'd' || next === 'w') return { bound: { units: 1, bytes: 1, perUnit: 1 } };
    if (next === 'b' || next === 'B') return inClass ? single(0x08) : { bound: ZERO };
    if (next === 'p' || next === 'P') {
      this.at = this.source.indexOf('}', this.at) + 1;
      return { bound: ANY };
    }
    // Not-a-digit, not-a-word-character, white space (which includes U+000B, 6 bytes) and its opposite.
    if ('DWSs'.includes(next)) return { bound: ANY };
    if (/[1-9k]/.test(next)) throw new Error(`pattern /${this.source}/: back-references are not read here`);
    const controls: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, f: 0x0c, v: 0x0b, '0': 0 };
    if (next in controls) return single(controls[next]!);
    if (next === 'x' || next === 'u') {
      const m =
        next === 'x'
          ? /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.at))
          : /^(\{[0-9a-fA-F]+\}|[0-9a-fA-F]{4})/.exec(this.source.slice(this.at));
      if (!m) throw new Error(`pattern /${this.source}/: bad \\${next} escape`);
      this.at += m[0].length;
      return single(parseInt(m[0].replace(/[{}]/g, ''), 16));
    }
    return single(next.codePointAt(0)!);
  }

  /** A character class: its costliest member; a negated class may match anything. */
  private charClass(): PatternBound {
    this.at++;
    const negated = this.source[this.at] === '^';
    if (negated) this.at++;
    let bound = { ...ZERO };
    const add = (b: PatternBound) => {
      bound = {
        units: Math.max(bound.units, b.units),
        bytes: Math.max(bound.bytes, b.bytes),
        perUnit: Math.max(bound.perUnit, b.perUnit),
      };
    };
    const member = (): number | undefined => {
      if (this.source[this.at] === '\\') {
        const e = this.escape(true);
        add(e.bound);
        return e.codePoint;
      }
      const cp = this.source.codePointAt(this.at)!;
      this.at += cp > 0xffff ? 2 : 1;
      add(charBound(cp));
      return cp;
    };
    while (this.source[this.at] !== ']') {
      if (this.at >= this.source.length) throw new Error(`pattern /${this.source}/: unclosed class`);
      const low = member();
      if (this.source[this.at] === '-' && this.source[this.at + 1] !== ']') {
        this.at++;
        const high = member();
        if (low === undefined || high === undefined) return ANY;
        // Every character between the two ends, by the ends of each cost class.
        for (const cp of [low, high, ...COST_BREAKS].filter((c) => c >= low && c <= high)) add(charBound(cp));
      }
    }
    this.at++;
    return negated ? ANY : bound;
  }
}

/** One character: its UTF-16 units and its bytes in JSON text. */
function charBound(cp: number): PatternBound {
  const units = cp > 0xffff ? 2 : 1;
  const bytes = codePointBytes(cp);
  return { units, bytes, perUnit: bytes / units };
}

/** The first code point of each run of equal cost (see codePointBytes). */
const COST_BREAKS = [
  0x08, 0x09, 0x0b, 0x0c, 0x0d, 0x0e, 0x20, 0x22, 0x23, 0x5c, 0x5d, 0x80, 0x800, 0xd800, 0xe000, 0x10000,
];
