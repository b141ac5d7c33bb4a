/**
 * Links that start a conversation with the company: a WhatsApp chat (wa.me) and a phone call
 * (tel:). Pure functions, shared by the CMS field's validation, the pages and the tests, so a
 * number is read one way everywhere.
 */

/** What a page is about, named in a chat's first message: a product's name and its address. */
export interface ContactSubject {
  name: string;
  /** Host-relative, e.g. `/products/enclosures/junction-box`. */
  url: string;
}

/** What people write inside numbers: spaces, dots, dashes, brackets. */
const separators = /[\s().-]/g;

/**
 * A Nigerian national number after the country code or the trunk 0: 10 digits for mobiles,
 * 8 for landlines. A mobile number missing a digit is refused rather than opening a chat with
 * a stranger.
 */
const withCountryCode = /^2340?([1-9](?:\d{7}|\d{9}))$/;
const withTrunkZero = /^0([1-9](?:\d{7}|\d{9}))$/;

/**
 * A number as wa.me takes it: the full international number in digits, with no `+`, no `00`
 * and no trunk `0`. Nigerian numbers may be written as people here do (`0803 123 4567`,
 * `234 803 123 4567`, `+234 (0) 803 123 4567`); other countries' need their `+` or `00`,
 * because bare digits could be read under the wrong country code. Undefined when it cannot be
 * a number.
 */
export function whatsAppDigits(number: string): string | undefined {
  // `+44 (0)20 …`: the bracketed trunk zero is not dialled from abroad.
  const written = number.replace(/\(0\)/g, '').replace(separators, '');
  const international = written.replace(/^(?:\+|00)/, '');
  if (international.startsWith('234')) {
    const national = withCountryCode.exec(international);
    return national ? `234${national[1]}` : undefined;
  }
  if (international !== written) {
    // E.164: at most 15 digits, and no country code starts with 0.
    return /^[1-9]\d{6,14}$/.test(international) ? international : undefined;
  }
  const local = withTrunkZero.exec(written);
  return local ? `234${local[1]}` : undefined;
}

/** A wa.me chat with `text` typed in, ready to send; undefined when the number is not one. */
export function whatsAppHref(number: string, text: string): string | undefined {
  const digits = whatsAppDigits(number);
  if (!digits) return undefined;
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}

/** Dials only the digits and a leading +: spaces and dashes break some diallers. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The message a chat opens with: the editor's opening words, then what it is about, e.g.
 * "Hello, I would like to ask about Flameproof Junction Box: https://…/products/…". Without a
 * name, the page's address follows the opening words directly.
 */
export function chatMessage(opening: string, url: string, name?: string): string {
  return [opening.trim(), name?.trim() && `${name.trim()}:`, url].filter(Boolean).join(' ');
}
