/**
 * A whole number from a form, a query string or an API body: the one rule every such number
 * goes by (the API, the no-JavaScript forms and the browser's checks share it).
 *
 * Text must be decimal digits and nothing else: `16`, or `016`. `Number()`, and so
 * `z.coerce.number()`, reads far more — `0x10` and ` 16` and `+16` as 16, `1e2` as 100, `16.0` as
 * 16 — so a quantity of `0x10` used to be taken as 16. Those, and digits of other scripts (`١٦`),
 * are refused here with the field's own message. A JSON number is taken when it is whole (JSON
 * itself has no `0x`). Blank text and `null` are a missing value, not zero.
 */
import { z } from 'zod';

const DIGITS = /^[0-9]+$/;

/** Whether text is a whole number as this rule writes one: decimal digits and nothing else. */
export const isDecimalDigits = (text: string) => DIGITS.test(text);

export interface WholeNumberRules {
  min: number;
  max: number;
  /** Said of anything that is not a whole number written in digits. */
  message: string;
  /** Said when nothing was given (blank, null or absent); `message` by default. */
  missing?: string;
  /** Said of a number under `min`; `message` by default. */
  tooSmall?: string;
  /** Said of a number over `max`; `message` by default. */
  tooLarge?: string;
}

/** Nothing given: absent, null, or blank text. */
const isMissing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

export function wholeNumber(rules: WholeNumberRules) {
  const { message } = rules;
  const missing = rules.missing ?? message;
  const error = (issue: { input?: unknown }) => (isMissing(issue.input) ? missing : message);
  return (
    z
      // The API reference shows the digits' pattern (the input side of this schema).
      .union([z.number(), z.string().regex(DIGITS, { error })], { error })
      .transform(Number)
      // Range first: a run of digits too long for a safe integer is "too large", not "not whole";
      // one too long even for a float (Infinity) is too.
      .pipe(
        z
          .number({ error: rules.tooLarge ?? message })
          .min(rules.min, rules.tooSmall ?? message)
          .max(rules.max, rules.tooLarge ?? message)
          .int(message),
      )
  );
}
