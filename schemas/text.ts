/**
 * Text the database cannot store: PostgreSQL refuses NUL (U+0000) in text and JSON, and a lone
 * UTF-16 surrogate is not a character at all (JSON columns refuse it; text columns would keep
 * a replacement character). One rule, used by every schema that takes text from outside and by
 * the API's guard over whole request bodies.
 */
import { z } from 'zod';

export const UNSTORABLE_TEXT_MESSAGE =
  'Remove the invisible control character (NUL) or broken character from this text';

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// Matching NUL is the point of this pattern.
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean => !unstorable.test(value);

/** A string that can be stored; add the other checks after this one. */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

interface Visit {
  item: object;
  key: string;
  parent?: Visit;
}

const pathOf = (at: Visit | undefined, key?: string): string => {
  const keys = key === undefined ? [] : [key];
  for (let v = at; v?.parent; v = v.parent) keys.unshift(v.key);
  // A hostile body can nest deep: the name stays short enough to show.
  return (
    keys
      .map((k) => k.replace(unstorable, '\uFFFD'))
      .join('.')
      .slice(0, 200) || 'body'
  );
};

/**
 * The path of the first unstorable string anywhere in `value` (object keys included), as
 * `a.b.0.c`; undefined when everything can be stored. Iterative and without copies, so neither
 * depth nor width of a hostile body costs more than one pass.
 */
export function findUnstorableText(value: unknown): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : 'body';
  if (typeof value !== 'object' || value === null) return undefined;
  const pending: Visit[] = [{ item: value, key: '' }];
  for (let at = pending.pop(); at; at = pending.pop()) {
    for (const [key, child] of Object.entries(at.item)) {
      if (!isStorableText(key)) return pathOf(at, key);
      if (typeof child === 'string') {
        if (!isStorableText(child)) return pathOf(at, key);
      } else if (typeof child === 'object' && child !== null) {
        pending.push({ item: child, key, parent: at });
      }
    }
  }
  return undefined;
}
