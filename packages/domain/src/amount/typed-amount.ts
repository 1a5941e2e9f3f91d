/**
 * What a person types into an amount box, read as a plain decimal only where it has one reading.
 * A wallet never guesses with money: nothing typed is dropped or reinterpreted, and text with
 * two possible readings, or none, is refused with its reason for the form to say.
 *
 * The rule, the same in every browser and locale (a text means one amount everywhere):
 * - Spaces around the amount are ignored. The digits 0-9, `.` and `,` are the only characters
 *   read: a sign (`-5`, `+5`), an exponent (`1e3`), a space inside (`1 000`), a letter, a
 *   currency symbol or any other character refuses the amount.
 * - `.` and `,` both present: the one written last is the decimal mark, written once, and the
 *   other groups thousands (`1,000.50` and `1.000,50` are 1000.50).
 * - One mark written several times (and no other): it groups thousands (`1,000,000`).
 * - One mark written once: `.` is the decimal mark, as the app writes amounts (`1.000` is 1).
 *   `,` is the decimal mark where it cannot group thousands (`1,5`, `0,125`, `12,3456`, `1000,5`);
 *   `1,000` (a comma, exactly three digits, and a first group of one to three digits) is
 *   refused as ambiguous: one thousand in English, one in German.
 * - Thousands are grouped only the one well-formed way: a first group of 1 to 3 digits not
 *   starting with 0, then groups of exactly 3, all before the decimal mark; anything else
 *   (`1,00.5`, `1.2.3`, `1,0000.5`) is refused.
 * The reading keeps the number: leading zeros of the whole part go (`007` -> `7`), a missing
 * whole part is 0 (`.5` -> `0.5`), a mark with no digits after it goes (`5.` -> `5`), and the
 * fraction keeps every digit typed, trailing zeros included, for the token's decimals to judge.
 */

export type TypedAmountFault =
  | 'empty'
  | 'negative'
  | 'sign'
  | 'exponent'
  | 'spaces'
  | 'characters'
  | 'no_digits'
  | 'separators'
  | 'ambiguous';

export type TypedAmountReading =
  | { ok: true; amount: string }
  | { ok: false; reason: Exclude<TypedAmountFault, 'ambiguous'> }
  /** `1,000`: the two readings (`1000` and `1`), for the message that asks which. */
  | { ok: false; reason: 'ambiguous'; thousands: string; decimal: string };

const MARKS = /[.,]/;
const EXPONENT = /^[\d.,]*\d[eE][+-]?\d+$/;
const NEGATIVE = /^[-\u2212\u2012\u2013]/;
/** A well-formed whole part grouped by `mark`: 1-3 digits not starting with 0, then ,ddd. */
const groupedBy = (mark: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${mark}\\d{3})+$`);

/** `007` -> `7`, `` -> `0`. */
function wholeOf(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '') || '0';
}

function decimal(whole: string, fraction: string): TypedAmountReading {
  if (whole === '' && fraction === '') return { ok: false, reason: 'no_digits' };
  const amount = wholeOf(whole);
  return { ok: true, amount: fraction === '' ? amount : `${amount}.${fraction}` };
}

type CharacterFault = 'negative' | 'sign' | 'exponent' | 'spaces' | 'characters';

function characterFault(text: string): CharacterFault | null {
  if (NEGATIVE.test(text)) return 'negative';
  if (text.startsWith('+')) return 'sign';
  if (EXPONENT.test(text)) return 'exponent';
  if (/^[\d.,\s]+$/.test(text) && /\s/.test(text)) return 'spaces';
  if (/[^\d.,]/.test(text)) return 'characters';
  return null;
}

/** Reads `1,000.50`-style text (both marks): the last mark is the decimal mark. */
function readBothMarks(text: string): TypedAmountReading {
  const decimalMark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
  const groupMark = decimalMark === '.' ? ',' : '.';
  const at = text.indexOf(decimalMark);
  if (at !== text.lastIndexOf(decimalMark)) return { ok: false, reason: 'separators' };
  const whole = text.slice(0, at);
  const fraction = text.slice(at + 1);
  if (!groupedBy(groupMark).test(whole)) return { ok: false, reason: 'separators' };
  return decimal(whole.split(groupMark).join(''), fraction);
}

/** Reads text with one kind of mark, written once or several times. */
function readOneMark(text: string, mark: '.' | ','): TypedAmountReading {
  const parts = text.split(mark);
  if (parts.length > 2) {
    return groupedBy(mark).test(text)
      ? decimal(parts.join(''), '')
      : { ok: false, reason: 'separators' };
  }
  const [whole = '', fraction = ''] = parts;
  if (mark === ',' && groupedBy(',').test(text)) {
    return {
      ok: false,
      reason: 'ambiguous',
      thousands: wholeOf(whole + fraction),
      decimal: (decimal(whole, fraction.replace(/0+$/, '')) as { amount: string }).amount,
    };
  }
  return decimal(whole, fraction);
}

/**
 * Reads typed text as a plain decimal string in display units (`1,000.50` -> `1000.50`), or says
 * why it cannot. The result is what the wire carries (tryParseAmount reads it); the token's
 * decimals, its range and "greater than 0" are the next checks (validateAmount).
 */
export function readTypedAmount(typed: string): TypedAmountReading {
  const text = typed.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const fault = characterFault(text);
  if (fault) return { ok: false, reason: fault };
  if (!MARKS.test(text)) return decimal(text, '');
  if (text.includes('.') && text.includes(',')) return readBothMarks(text);
  return readOneMark(text, text.includes('.') ? '.' : ',');
}

/** The plain decimal a typed amount stands for, or the text as typed when it has none. */
export function typedAmountOrText(typed: string): string {
  const reading = readTypedAmount(typed);
  return reading.ok ? reading.amount : typed;
}
