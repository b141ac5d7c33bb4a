/**
 * Slugs (content/slug.ts, server/services/shared/slug.ts), e-mail addresses and phone numbers of the
 * public forms (schemas/enquiry.ts), storable text (schemas/text.ts), the cached reads' query rules
 * (server/cache/query-rules.ts), canonical paths (server/cache/canonical-path.ts) and the search's
 * text (content/search-text.ts) on generated input. Personal-data addresses and usernames have
 * their own (issue 50).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slug } from '../../../content/slug';
import { foldText, snippetOf, wordsOf } from '../../../content/search-text';
import { emailSchema, normalisePhone, phoneSchema } from '../../../schemas/enquiry';
import { findUnstorableText, isStorableText } from '../../../schemas/text';
import { canonicalUrl } from '../../../server/cache/canonical-path';
import { normaliseQuery, type ParamName } from '../../../server/cache/query-rules';
import { recordSlug, slugify } from '../../../server/services/shared/slug';
import { anyText, longText, runs } from './generated-text';

const text = fc.oneof(anyText, longText);

describe('a slug', () => {
  it('is lower-case words joined by single hyphens, and the slug of a slug is itself', () => {
    fc.assert(
      fc.property(text, (value) => {
        const once = slug(value);
        expect(once).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(slug(once)).toBe(once);
        const address = slugify(value);
        expect(address.length).toBeGreaterThan(0);
        expect(address.length).toBeLessThanOrEqual(80);
        expect(slugify(address)).toBe(address);
        expect(recordSlug({ from: 'title', reserved: [address] }, { title: value })).toBe(
          `${address}-project`,
        );
      }),
      runs(),
    );
  });
});

describe('an e-mail address and a phone number of the public forms', () => {
  it('an address is taken trimmed, storable and with an @, or refused with a message', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.emailAddress(), fc.anything()), (value) => {
        const parsed = emailSchema.safeParse(value);
        if (parsed.success) {
          expect(parsed.data).toBe(parsed.data.trim());
          expect(parsed.data.length).toBeLessThanOrEqual(200);
          expect(isStorableText(parsed.data)).toBe(true);
          expect(parsed.data).toMatch(/^[^@\s]+@[^@\s]+$/);
        } else {
          expect(parsed.error.issues[0]?.message).toMatch(/e-mail address|character/);
        }
      }),
      runs(),
    );
  });

  it('a plain address is taken as written, spaces around it dropped', () => {
    const plain = fc.stringMatching(
      /^[a-z0-9]{1,20}(\.[a-z0-9]{1,10})?@[a-z0-9]{1,20}\.[a-z]{2,6}$/,
    );
    fc.assert(
      fc.property(plain, (address) => {
        expect(emailSchema.parse(` ${address} `)).toBe(address);
      }),
      runs(),
    );
  });

  it('a phone number is taken only when its digits make a Nigerian or + number', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.stringMatching(/^\+?[0-9 ().-]{6,20}$/)), (value) => {
        const parsed = phoneSchema.safeParse(value);
        if (parsed.success) expect(normalisePhone(parsed.data)).toMatch(/^\+?\d{7,15}$/);
      }),
      runs(),
    );
  });
});

describe('storable text', () => {
  it('finds an unstorable string anywhere in a body, or says there is none', () => {
    const strings = (v: unknown): string[] =>
      typeof v === 'string'
        ? [v]
        : v && typeof v === 'object'
          ? Object.entries(v).flatMap(([k, c]) => [k, ...strings(c)])
          : [];
    fc.assert(
      fc.property(fc.anything({ withObjectString: false, maxDepth: 4 }), (value) => {
        const path = findUnstorableText(value);
        expect(path === undefined).toBe(strings(value).every(isStorableText));
      }),
      runs(),
    );
  });

  it('reads a hostile depth without running out of stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnstorableText(deep)).toMatch(/^a\.a\./);
  });
});

const reads: ParamName[] = [
  'page',
  'q',
  'limit',
  'cursor',
  'product',
  'type',
  'about',
  'family',
  'spec-*',
  'draft',
];
const names = fc.oneof(
  fc.constantFrom(...reads.filter((r) => r !== 'spec-*'), 'spec-rating', 'utm_source'),
  anyText,
);

describe('the query of a cached read', () => {
  it('is kept normalised, redirected or refused, and a normalised query is its own normal form', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(names, fc.oneof(text, fc.nat().map(String))), { maxLength: 6 }),
        (pairs) => {
          const verdict = normaliseQuery(new URLSearchParams(pairs), reads, true);
          if (verdict.status === 400) {
            expect(Object.keys(verdict.fields).length).toBeGreaterThan(0);
            return;
          }
          const again = normaliseQuery(new URLSearchParams(verdict.search), reads, true);
          expect(again.status).toBe(200);
          expect(again.status === 200 && again.search).toBe(verdict.search);
        },
      ),
      runs(),
    );
  });
});

describe('a canonical URL', () => {
  const pathText = fc.oneof(
    text.map((t) => `/${t}`),
    fc
      .array(
        fc.constantFrom(
          'a',
          'B',
          '.',
          '..',
          '%2e',
          '%2F',
          '%5C',
          '\\',
          '',
          '%41',
          'api',
          'media',
          '_.data',
          '%',
        ),
        { maxLength: 8 },
      )
      .map((parts) => `/${parts.join('/')}`),
  );

  it('stays on this site, is header-safe, and is canonical itself', () => {
    fc.assert(
      fc.property(
        pathText,
        fc.constantFrom('page' as const, 'api-read' as const, 'api' as const),
        (url, scope) => {
          const target = canonicalUrl(url, scope);
          if (target === undefined) return;
          // The API scopes apply only to paths an API route matched (`/api/…`).
          if (scope === 'page') expect(target).toMatch(/^\/(?![/\\])/);
          expect(target).toMatch(/^[\x21-\x7e]*$/);
          expect(canonicalUrl(target, scope)).toBeUndefined();
        },
      ),
      runs(),
    );
  });
});

describe('search text (content/search-text.ts)', () => {
  it('folds idempotently, finds the same words folded or not, and cuts snippets to length', () => {
    fc.assert(
      fc.property(text, anyText, (value, query) => {
        const folded = foldText(value);
        expect(foldText(folded)).toBe(folded);
        expect(wordsOf(folded)).toEqual(wordsOf(value));
        const snippet = snippetOf(value, query, 200);
        expect(snippet.length).toBeLessThanOrEqual(204);
      }),
      runs(100),
    );
  });
});
