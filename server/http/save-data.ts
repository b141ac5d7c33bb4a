/**
 * A visitor who asks for less data (docs/decisions/0034): the browser's data saver
 * (`Save-Data: on`) or a connection it measures as 2G (`ECT: 2g` or `slow-2g`, sent by browsers
 * that report it). Such a visitor gets the home page without its video and every stored image
 * one width smaller. The rule is read by the root loader (what the page renders) and by the
 * response cache (which copy it keeps), so the two can never disagree.
 */

/** The request headers the answer depends on, for `Vary`. */
export const SAVE_DATA_HEADERS = 'Save-Data, ECT';

/** Accepts header values as Node or the Fetch API give them (a repeated header: Node's array). */
type HeaderValue = string | string[] | null | undefined;
const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export function wantsLessData(saveData: HeaderValue, ect: HeaderValue): boolean {
  return /^on$/i.test(first(saveData)) || /^(slow-)?2g$/i.test(first(ect));
}
