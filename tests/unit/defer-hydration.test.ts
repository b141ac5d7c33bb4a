import { describe, expect, it } from 'vitest';
import { deferHydration } from '../../app/defer-hydration.server';

// React Router's markup with the CSP nonce: first on the module script, last on the links.
const page = (nonce: string) =>
  `<html><head><link rel="modulepreload" href="/assets/a.js"${nonce}/>` +
  `<link rel="stylesheet" href="/assets/site.css"/>` +
  `<link rel="modulepreload" href="/assets/b.js"${nonce}/></head><body><main>Hi</main>` +
  `<script${nonce} type="module" async="">import "/assets/a.js";</script></body></html>`;

describe('deferHydration', () => {
  for (const [label, nonce] of [
    ['without a nonce', ''],
    ['with the CSP nonce', ' nonce="abc=="'],
  ] as const) {
    it(`moves the preloads and the module script behind the first paint ${label}`, () => {
      const html = deferHydration(page(nonce));
      expect(html).not.toContain('rel="modulepreload" href');
      expect(html).not.toContain('type="module" async');
      expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
      expect(html).toContain(
        '<script type="text/plain" id="rr-hydrate">import "/assets/a.js";</script>',
      );
      expect(html).toContain('["/assets/a.js","/assets/b.js"]');
    });
  }

  it('leaves a page without a module script as it is', () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head></html>';
    expect(deferHydration(html)).toBe(html);
  });
});
