/**
 * Sentences editors write with a word the page fills in, e.g. `{count} results for “{query}”`.
 * A name the page does not give stays as written, so a typo shows on the page (and in the CMS
 * preview) rather than vanishing.
 */
const NAMED = /\{(\w+)\}/g;

/** The sentence with each `{name}` replaced by its value; numbers as `1,200`. */
export const fillIn = (
  template: string,
  values: Readonly<Record<string, string | number>>,
): string =>
  template.replace(NAMED, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString('en') : value;
  });

/**
 * The sentence around its one `{name}`, for a page that puts a link or a mark in its place:
 * the words before and after it, or the whole sentence before and nothing after when the editor
 * left the name out.
 */
export function around(template: string, name: string): readonly [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
