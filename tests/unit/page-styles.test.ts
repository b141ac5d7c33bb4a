import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inlinePageStyles,
  markupOf,
  parseStylesheet,
  selectorNeeds,
  subsetStylesheet,
  unescapeIdentifier,
  type PageMarkup,
} from '../../app/page-styles.server';

/** A stylesheet as Tailwind's build writes it: minified, layered, escaped class names. */
const CSS = [
  '/*! tailwindcss v4 | MIT License | https://tailwindcss.com */',
  '@layer properties;@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand:#0b2545;--spacing:.25rem;--text-lg:1.125rem;',
  '--text-lg--line-height:calc(1.75/1.125);--unused:1px;--font-sans:ui-sans-serif}}',
  '@layer base{html,:host{font-family:var(--font-sans)}code,kbd,pre{font-family:monospace}',
  'abbr:where([title]){text-decoration:underline dotted}::placeholder{opacity:1}}',
  '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}',
  '.text-lg{font-size:var(--text-lg);line-height:var(--tw-leading,var(--text-lg--line-height))}',
  '.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}',
  '.\\32 xl\\:w-56{width:14rem}.\\[\\&_h1\\]\\:mt-5 h1{margin-top:1.25rem}',
  '.group-hover\\:text-brand:is(:where(.group):hover *){color:var(--color-brand)}',
  '.a:not(.b),.c .d{color:red}.content-\\[\\"\\{\\}\\"\\]{content:"{}"}',
  '@media (width>=40rem){.sm\\:p-2{padding:.5rem}.sm\\:hidden{display:none}}',
  '@media print{.print\\:hidden{display:none}}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
].join('');

const page = (classes: string[], tags: string[] = ['html', 'body', 'div'], styles = '') =>
  ({ classes: new Set(classes), tags: new Set(tags), styles }) satisfies PageMarkup;

describe('the page’s own rules', () => {
  it('keeps, in order, the rules whose classes and elements the page has, and what they read', () => {
    const css = subsetStylesheet(
      parseStylesheet(CSS),
      page(
        ['p-4', 'sm:p-2', '2xl:w-56', '[&_h1]:mt-5', 'a', 'group-hover:text-brand'],
        ['html', 'h1', 'div'],
      ),
    );
    expect(css).toBe(
      [
        '@layer properties;@layer theme,base,components,utilities;',
        // The theme keeps the properties the kept rules read; the base, the elements there are.
        '@layer theme{:root,:host{--color-brand:#0b2545;--spacing:.25rem;--font-sans:ui-sans-serif}}',
        '@layer base{html,:host{font-family:var(--font-sans)}::placeholder{opacity:1}}',
        '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}',
        '.\\32 xl\\:w-56{width:14rem}.\\[\\&_h1\\]\\:mt-5 h1{margin-top:1.25rem}',
        // A class inside :is(), :where() or :not() is not needed: the rule is kept on the rest.
        '.group-hover\\:text-brand:is(:where(.group):hover *){color:var(--color-brand)}',
        '.a:not(.b){color:red}',
        '@media (width>=40rem){.sm\\:p-2{padding:.5rem}}}',
      ].join(''),
    );
  });

  it('keeps an @property only when a kept rule names its property, and follows var() chains', () => {
    const css = subsetStylesheet(parseStylesheet(CSS), page(['shadow-sm', 'text-lg']));
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toContain('--tw-rotate-x');
    // --text-lg--line-height is read through var()'s fallback; --unused by nothing.
    expect(css).toContain('--text-lg:1.125rem;--text-lg--line-height:calc(1.75/1.125)');
    expect(css).not.toContain('--unused');
    expect(css).not.toContain('--color-brand');
    // A page's inline style reads a property too.
    const styled = subsetStylesheet(
      parseStylesheet(CSS),
      page([], ['div'], 'color:var(--color-brand)'),
    );
    expect(styled).toContain('--color-brand:#0b2545');
  });

  it('reads a page whose markup names everything back as the whole stylesheet', () => {
    const nodes = parseStylesheet(CSS);
    const all = page(
      [
        'p-4',
        'text-lg',
        'shadow-sm',
        '2xl:w-56',
        '[&_h1]:mt-5',
        'group-hover:text-brand',
        'a',
        'c',
        'd',
      ].concat(['content-["{}"]', 'sm:p-2', 'sm:hidden', 'print:hidden']),
      ['html', 'code', 'kbd', 'pre', 'abbr', 'h1'],
      'x:var(--unused);--tw-rotate-x:0',
    );
    expect(subsetStylesheet(nodes, all)).toBe(CSS.slice(CSS.indexOf('*/') + 2));
  });

  it('resolves CSS escapes and finds what a selector needs outside its groups', () => {
    expect(unescapeIdentifier('\\32 xl\\:w-56')).toBe('2xl:w-56');
    expect(unescapeIdentifier('\\[\\&_h1\\]\\:mt-5')).toBe('[&_h1]:mt-5');
    expect(unescapeIdentifier('\\1F600 x')).toBe('😀x');
    expect(selectorNeeds('.group-hover\\:x:is(:where(.group):hover *)')).toEqual({
      classes: ['group-hover:x'],
      tags: [],
    });
    expect(selectorNeeds('ul.list>li::marker')).toEqual({ classes: ['list'], tags: ['ul', 'li'] });
    expect(selectorNeeds('[data-x="a.b"] INPUT:not(.y)::placeholder')).toEqual({
      classes: [],
      tags: ['input'],
    });
  });

  it('reads the classes, elements and inline styles of the markup as React escapes them', () => {
    const markup = markupOf(
      '<div class="[&amp;_h1]:mt-5  p-4"><SVG class="content-[&quot;x&quot;]" style="color:var(--a)"></SVG></div>',
    );
    expect([...markup.classes]).toEqual(['[&_h1]:mt-5', 'p-4', 'content-["x"]']);
    expect([...markup.tags]).toEqual(['div', 'svg']);
    expect(markup.styles).toBe('color:var(--a)');
  });

  it('puts the rules in the page and leaves its stylesheet linked but disabled', async () => {
    const html =
      '<html><head><link nonce="n" rel="stylesheet" href="/assets/shell-x.css"/></head>' +
      '<body><div class="p-4">Hi</div></body></html>';
    const read = async (href: string) => (href === '/assets/shell-x.css' ? CSS : undefined);
    const out = await inlinePageStyles(html, read);
    expect(out).toBe(
      '<html><head><style>@layer properties;@layer theme,base,components,utilities;' +
        '@layer theme{:root,:host{--spacing:.25rem;--font-sans:ui-sans-serif}}' +
        '@layer base{html,:host{font-family:var(--font-sans)}::placeholder{opacity:1}}' +
        '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}}</style>' +
        '<link disabled="" nonce="n" rel="stylesheet" href="/assets/shell-x.css"/></head>' +
        '<body><div class="p-4">Hi</div></body></html>',
    );
    // Development (no built file) and stylesheets that are not ours stay linked.
    expect(await inlinePageStyles(html, async () => undefined)).toBe(html);
    const other = html.replace('/assets/shell-x.css', 'https://cdn.example/x.css');
    expect(await inlinePageStyles(other, read)).toBe(other);
    // A rule cannot close the element it is put in.
    const sneaky = await inlinePageStyles(
      html,
      async () => '.p-4{content:"</style><script>x</script>"}',
    );
    expect(sneaky).toContain('<style>.p-4{content:"<\\/style><script>x</script>"}</style>');
  });

  it('keeps a space a backslash escapes at the end of a selector (a case fast-check found)', () => {
    const markup = page([]);
    const out = subsetStylesheet(parseStylesheet('\\ {{{'), markup);
    expect(out).toBe('\\ {{{');
    expect(subsetStylesheet(parseStylesheet(out), markup)).toBe(out);
  });

  it('reads anything as a stylesheet without throwing, and keeps no more than it was given', () => {
    fc.assert(
      fc.property(
        fc.string({
          maxLength: 400,
          unit: fc.constantFrom(...'{}();:,.@"\'\\/* ab-1[]>'.split('')),
        }),
        fc.array(fc.constantFrom('a', 'b', 'ab', '1'), { maxLength: 4 }),
        (css, classes) => {
          const markup = page(classes, ['a', 'b']);
          const out = subsetStylesheet(parseStylesheet(css), markup);
          // At most a `}` added for each block left open.
          expect(out.length).toBeLessThanOrEqual(css.length + css.split('{').length - 1);
          expect(subsetStylesheet(parseStylesheet(out), markup)).toBe(out);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
