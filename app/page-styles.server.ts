/**
 * The page's own rules in the page (docs/decisions/0059). On Lighthouse's phone link (150 ms a
 * round trip) the stylesheet cost a connection of its own before anything was shown, and the
 * hero picture another. A document that fits TCP's first flight (about 14.6 kB as sent) and
 * carries the rules its markup uses is shown when it arrives; the picture takes the connection
 * the document came on.
 *
 * Each page gets the rules of the built stylesheet whose selectors name only classes its markup
 * uses (rules naming no class, at-rules like `@property`, and the custom properties they read
 * are kept), in the stylesheet's order. The stylesheet's own `<link>` stays where React wrote it,
 * `disabled`: the browser does not fetch it, React still finds it when it hydrates, and the
 * deferred loader enables it after the first paint, before hydration, so that what JavaScript
 * renders later (another page, an opened menu) has every rule. Without JavaScript the page
 * needs nothing more than its own rules: every page is a full document load.
 */

/** A style rule: its selectors, each with the classes it needs, and its declarations' block. */
interface StyleRule {
  kind: 'rule';
  selectors: { text: string; classes: string[]; tags: string[] }[];
  block: string;
  /** A rule of custom properties alone (the theme's `:root`): only the ones read are kept. */
  properties?: { name: string; text: string }[];
}
/** An at-rule holding rules (`@media`, `@supports`, `@layer x{…}`): kept when one of them is. */
interface GroupRule {
  kind: 'group';
  prelude: string;
  children: StyleNode[];
}
/**
 * Anything else (`@layer a,b;`, `@font-face`, `@keyframes`): always kept; an `@property` only
 * when a kept rule names its property.
 */
interface RawRule {
  kind: 'raw';
  text: string;
  /** The custom property an `@property` registers. */
  registers?: string;
}
type StyleNode = StyleRule | GroupRule | RawRule;

const GROUPS = /^@(?:media|supports|layer|container|scope)\b/i;

/**
 * Where an escape, a string or a comment starting at `i` ends (its last character), or -1 when
 * none starts there: what the scanners below step over whole.
 */
function opaqueEnd(css: string, i: number): number {
  const c = css[i];
  if (c === '\\') return i + 1;
  if (c === '"' || c === "'") {
    let j = i + 1;
    for (; j < css.length && css[j] !== c; j++) if (css[j] === '\\') j++;
    return j;
  }
  if (c === '/' && css[i + 1] === '*') {
    const close = css.indexOf('*/', i + 2);
    return close < 0 ? css.length : close + 1;
  }
  return -1;
}

/** The index after the block opened at `open` (a `{`), skipping strings, escapes and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const skip = opaqueEnd(css, i);
    if (skip >= 0) i = skip;
    else if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The index of the next `{` or `;` from `from`, outside strings, escapes and comments; or -1. */
function nextDelimiter(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const skip = opaqueEnd(css, i);
    if (skip >= 0) i = skip;
    else if (css[i] === '{' || css[i] === ';') return i;
  }
  return -1;
}

/** Splits at `separator` outside parentheses, brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A CSS identifier with its escapes resolved (`\32 xl\:w-56` is `2xl:w-56`). */
export function unescapeIdentifier(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_m, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ''),
  );
}

/** A selector's text outside parentheses and brackets, escapes kept. */
function outsideGroups(selector: string): string {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] ?? '';
    if (c === '\\') {
      if (depth === 0) outside += c + (selector[i + 1] ?? '');
      i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += c;
  }
  return outside;
}

const IDENTIFIER = String.raw`(?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+`;

/**
 * What a page must hold for the selector to match anything: the classes and the element names
 * outside parentheses and brackets. A class or an element in `:not(…)`, `:is(…)` or `:has(…)` is
 * not required, so such a selector is kept on the rest alone (keeping a rule too many is
 * harmless; dropping one a page uses is not).
 */
export function selectorNeeds(selector: string): { classes: string[]; tags: string[] } {
  const outside = outsideGroups(selector);
  const classes = [...outside.matchAll(new RegExp(`\\.(${IDENTIFIER})`, 'g'))].map((m) =>
    unescapeIdentifier(m[1] ?? ''),
  );
  // Element names: what is left once classes, ids, pseudo-classes and -elements are taken out.
  const tags = outside
    .replace(new RegExp(`[.#]${IDENTIFIER}|::?${IDENTIFIER}`, 'g'), ' ')
    .split(/[\s>+~*|]+/)
    .filter((name) => /^[a-zA-Z][\w-]*$/.test(name))
    .map((name) => name.toLowerCase());
  return { classes, tags };
}

function customProperties(block: string): StyleRule['properties'] {
  const declarations = splitTopLevel(block.slice(1, -1), ';').filter((d) => d.trim());
  const properties = declarations.map((text) => ({ name: text.split(':')[0]?.trim() ?? '', text }));
  return properties.every((p) => p.name.startsWith('--')) ? properties : undefined;
}

/** Without the spaces around it; a space a backslash escapes is part of the text. */
const trimCss = (text: string) => text.replace(/^\s+/, '').replace(/(?<!\\)\s+$/, '');

/** Space and comments between rules. */
const SPACE = /(?:\s|\/\*[\s\S]*?\*\/)+/y;

/** The rules of a stylesheet as the build writes it (minified, no nesting). */
export function parseStylesheet(css: string): StyleNode[] {
  const nodes: StyleNode[] = [];
  let i = 0;
  while (i < css.length) {
    // A comment between rules (the licence line) may hold a `;` or a `{`.
    SPACE.lastIndex = i;
    if (SPACE.test(css)) {
      i = SPACE.lastIndex;
      continue;
    }
    const open = nextDelimiter(css, i);
    if (open < 0) break;
    // A statement at-rule (`@layer a,b;`) ends before any block.
    if (css[open] === ';') {
      const text = css.slice(i, open + 1).trim();
      if (text.startsWith('@')) nodes.push({ kind: 'raw', text });
      i = open + 1;
      continue;
    }
    const prelude = trimCss(css.slice(i, open).replace(/\/\*[\s\S]*?\*\//g, ''));
    const end = blockEnd(css, open);
    const block = css.slice(open, end);
    if (GROUPS.test(prelude))
      nodes.push({
        kind: 'group',
        prelude,
        children: parseStylesheet(block.slice(1, block.endsWith('}') ? -1 : undefined)),
      });
    else if (prelude.startsWith('@')) {
      const registers = /^@property\s+(--[\w-]+)$/i.exec(prelude)?.[1];
      nodes.push({ kind: 'raw', text: prelude + block, ...(registers ? { registers } : {}) });
    } else
      nodes.push({
        kind: 'rule',
        selectors: splitTopLevel(prelude, ',').map((text) => ({
          text: trimCss(text),
          ...selectorNeeds(text),
        })),
        block,
        properties: customProperties(block),
      });
    i = end;
  }
  return nodes;
}

/** Custom properties a text reads (`var(--x)`). */
const readsOf = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? '');

/** What the page's markup holds, for the rules it can use. */
export interface PageMarkup {
  classes: ReadonlySet<string>;
  /** Element names, lower case. */
  tags: ReadonlySet<string>;
  /** The text of its inline styles, for the custom properties they read. */
  styles: string;
}

/**
 * The rules of `nodes` the page's markup can match, as CSS, in their order. A rule of custom
 * properties alone keeps those read by the kept rules, by each other or by the page's inline
 * styles.
 */
export function subsetStylesheet(nodes: StyleNode[], page: PageMarkup): string {
  const propertyRules: { index: number; rule: StyleRule }[] = [];
  const registrations: { index: number; name: string }[] = [];
  const out: string[] = [];
  const walk = (list: StyleNode[]): boolean => {
    let kept = false;
    for (const node of list) {
      if (node.kind === 'raw') {
        if (node.registers) registrations.push({ index: out.length, name: node.registers });
        out.push(node.text);
        kept = true;
      } else if (node.kind === 'group') {
        const at = out.push(`${node.prelude}{`);
        if (walk(node.children)) {
          out.push('}');
          kept = true;
        } else out.length = at - 1;
      } else {
        const selectors = node.selectors.filter(
          (s) =>
            s.classes.every((c) => page.classes.has(c)) && s.tags.every((t) => page.tags.has(t)),
        );
        if (selectors.length === 0) continue;
        const prelude = selectors.map((s) => s.text).join(',');
        if (node.properties) propertyRules.push({ index: out.length, rule: node });
        out.push(`${prelude}${node.block}`);
        kept = true;
      }
    }
    return kept;
  };
  walk(nodes);
  dropUnused(out, propertyRules, registrations, page.styles);
  return out.join('');
}

/**
 * Empties, in `out`, the custom properties nothing kept reads: declarations of the rules of
 * custom properties alone, and `@property` registrations of properties no kept rule names.
 */
function dropUnused(
  out: string[],
  propertyRules: { index: number; rule: StyleRule }[],
  registrations: { index: number; name: string }[],
  alsoReads: string,
) {
  // The custom properties read by everything else, then by the properties read, until no more.
  const read = new Set(readsOf(alsoReads));
  const own = new Set(propertyRules.map((p) => p.index));
  out.forEach((text, index) => {
    if (!own.has(index)) for (const name of readsOf(text)) read.add(name);
  });
  const all = propertyRules.flatMap(({ rule }) => rule.properties ?? []);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all)
      if (read.has(p.name))
        for (const name of readsOf(p.text))
          if (!read.has(name)) {
            read.add(name);
            grew = true;
          }
  }
  for (const { index, rule } of propertyRules) {
    const kept = (rule.properties ?? []).filter((p) => read.has(p.name)).map((p) => p.text);
    const prelude = (out[index] ?? '').slice(0, -rule.block.length);
    out[index] = kept.length === 0 ? '' : `${prelude}{${kept.join(';')}}`;
  }
  if (registrations.length === 0) return;
  const registered = new Set(registrations.map((r) => r.index));
  const named = new Set([...alsoReads.matchAll(/--[\w-]+/g)].map((m) => m[0]));
  out.forEach((text, index) => {
    if (!registered.has(index)) for (const m of text.matchAll(/--[\w-]+/g)) named.add(m[0]);
  });
  for (const { index, name } of registrations) if (!named.has(name)) out[index] = '';
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The classes, element names and inline styles of the markup (as React writes it). */
export function markupOf(html: string): PageMarkup {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] ?? '').split(/\s+/))
      if (name)
        classes.add(name.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e));
  const tags = new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => (m[1] ?? '').toLowerCase()),
  );
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(';');
  return { classes, tags, styles };
}

/** The built stylesheet's text for its URL, or undefined (development, or not ours). */
export type StylesheetReader = (href: string) => Promise<string | undefined>;

/** Each reader's stylesheets, parsed once. */
const parsed = new WeakMap<StylesheetReader, Map<string, StyleNode[]>>();

/**
 * `html` with each of its own stylesheets (`/assets/….css`, linked in the head) replaced by the
 * rules the page uses, inline, and the link kept but `disabled`. Left as it is when a
 * stylesheet cannot be read.
 */
export async function inlinePageStyles(html: string, read: StylesheetReader): Promise<string> {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)];
  if (links.length === 0) return html;
  let markup: PageMarkup | undefined;
  let out = head;
  let known = parsed.get(read);
  if (!known) parsed.set(read, (known = new Map()));
  for (const [tag] of links) {
    const href = /\shref="(\/assets\/[\w.-]+\.css)"/.exec(tag)?.[1];
    if (!href) continue;
    let nodes = known.get(href);
    if (!nodes) {
      const css = await read(href);
      if (css === undefined) continue;
      nodes = parseStylesheet(css);
      known.set(href, nodes);
    }
    markup ??= markupOf(html);
    // `</style` cannot occur in the built CSS's text outside a string; escaped anyway.
    const css = subsetStylesheet(nodes, markup).replace(/<\/(style)/gi, '<\\/$1');
    const disabled = tag.replace(/^<link\b/, '<link disabled=""');
    out = out.replace(tag, () => `<style>${css}</style>${disabled}`);
  }
  return out + html.slice(headEnd);
}
