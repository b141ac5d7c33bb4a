/**
 * Stored content runs no script in a visitor's browser (docs/decisions/0011), checked in
 * Chromium on a server of its own, since it writes hostile content:
 *
 * - a title, category or specification label written as an id or a global the page's code uses
 *   (`/*rr hydrate*\/`, the report's way in) becomes an id under `c-`, takes nothing from the
 *   app, and the page loads and hydrates with no policy violation and nothing run;
 * - a `<script>` that got into stored content past the sanitiser (written straight into the
 *   database here) is refused by the browser, which reports the violation.
 */
import type { Page } from '@playwright/test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { LOADER_HASH } from '../../app/defer-hydration.server';
import { PAYLOAD, RESERVED_GLOBALS, RESERVED_IDS, reservedTitles } from '../helpers/reserved-ids';
import { expect, signedInApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';

const server = specOnOwnServer('dom-clobbering');

const duro = '/products/lights-wiring/residential-and-commercial/lights/duro';

/** Every violation the page reports, from the first byte on, kept in `window.__csp`. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = log;
    document.addEventListener('securitypolicyviolation', (e) =>
      log.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}: ${e.sample}`),
    );
  });
}

/** What the page shows of an attack: its title, what ran, and what took the reserved names. */
const inspect = (page: Page, titles: string[]) =>
  page.evaluate(
    ({ ids, globals, titles }) => {
      const w = window as unknown as Record<string, unknown>;
      const fromContent = (el: Element | null) => Boolean(el?.closest('[id^="c-"]'));
      return {
        title: document.title,
        pwned: w.__pwned,
        violations: (w.__csp as string[] | undefined) ?? [],
        // An element carrying a reserved id that sits in a section named from content.
        takenIds: ids.filter((id) =>
          [...document.querySelectorAll(`[id="${id}"]`)].some((el) => fromContent(el)),
        ),
        doubledIds: ids.filter((id) => document.querySelectorAll(`[id="${id}"]`).length > 1),
        // A global the page's scripts read, shadowed by an element.
        shadowed: globals.filter(
          (name) => w[name] instanceof Element || w[name] instanceof HTMLCollection,
        ),
        // Headings and sections showing the hostile titles, and the ids they got.
        headingIds: [...document.querySelectorAll('h2')]
          .filter((h) => titles.includes(h.textContent?.trim() ?? ''))
          .map((h) => `${h.id} in ${h.closest('section')?.id ?? '-'}`),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => (JSON.parse(s.textContent ?? '{}') as { name?: string }).name,
        ),
      };
    },
    { ids: RESERVED_IDS, globals: RESERVED_GLOBALS, titles },
  );

test('titles, categories and labels written as the ids and globals of the page’s code take nothing and run nothing', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const titles = reservedTitles();
  const { api, headers } = await signedInApi(playwright, baseURL!);

  // The report's attack, on every block (each a warehouse product); the heading (the family's
  // name) goes into the page's JSON-LD.
  const { families } = (await (await api.get('/api/v1/catalogue/families')).json()) as {
    families: { id: string; slug: string; name: string }[];
  };
  const warehouse = families.find((f) => f.slug === 'warehouse-storage');
  const heading = 'Storage </script <!-- racks';
  const saved = await api.patch(`/api/v1/catalogue/families/${warehouse?.id}`, {
    headers,
    data: { name: heading },
  });
  expect(saved.status()).toBe(200);
  for (const title of titles) {
    const block = await api.post('/api/v1/catalogue/products', {
      headers,
      data: { name: title, family: 'warehouse-storage', summary: PAYLOAD, body: PAYLOAD },
    });
    expect(block.status()).toBe(201);
  }

  // The second way in of the report: a light's category.
  const { products } = (await (
    await api.get('/api/v1/catalogue/products?family=lights-wiring')
  ).json()) as { products: { id: string; url: string }[] };
  const brand = `/api/v1/catalogue/products/${products.find((p) => p.url === duro)?.id}`;
  const items = (
    (await (await api.get(brand, { headers })).json()) as {
      product: { details: { lightItems: object[] } };
    }
  ).product.details.lightItems;
  const patched = await api.patch(brand, {
    headers,
    data: {
      details: {
        lightItems: titles.map((category, i) => ({ ...items[i % items.length], category })),
      },
    },
  });
  expect(patched.status()).toBe(200);

  // Specification labels name the finder's filters; the product's name is its JSON-LD's.
  const name = 'Junction </script <!-- box';
  const created = await api.post('/api/v1/catalogue/products', {
    headers,
    data: {
      name,
      family: 'enclosures',
      summary: PAYLOAD,
      specs: titles.map((label) => ({ label, value: 'IP66', filter: 'yes' })),
    },
  });
  expect(created.status()).toBe(201);
  const productUrl = ((await created.json()) as { product: { url: string } }).product.url;
  await api.dispose();

  // The report's attack as an anonymous visitor meets it: once the page's scripts have had
  // their chance (hydrated, or the stored script ran instead), nothing of it has run.
  const visitor = await browser.newPage({ baseURL });
  try {
    await visitor.goto('/products/warehouse-storage');
    await visitor
      .waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true' || /PWNED/.test(document.title),
        null,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    expect(await visitor.title()).not.toMatch(/PWNED/);
    expect(await visitor.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  } finally {
    await visitor.close();
  }

  await watchViolations(page);
  const expected: Record<string, string | undefined> = {
    '/products/warehouse-storage': heading,
    [duro]: 'Duro LED Lighting',
    '/products?family=enclosures': undefined,
    [productUrl]: name,
  };
  for (const [url, jsonLdName] of Object.entries(expected)) {
    // The fixture waits for hydration: the page's own scripts still work.
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    const seen = await inspect(page, titles);
    expect(seen.title, url).not.toMatch(/PWNED/);
    expect(seen.pwned, url).toBeUndefined();
    expect(seen.violations, url).toEqual([]);
    expect(seen.takenIds, url).toEqual([]);
    expect(seen.doubledIds, url).toEqual([]);
    expect(seen.shadowed, url).toEqual([]);
    for (const ids of seen.headingIds) expect(ids, url).toMatch(/^c-[a-z0-9-]+ in c-[a-z0-9-]+$/);
    if (jsonLdName) expect(seen.jsonLd, url).toContain(jsonLdName);
  }
  await page.goto('/products/warehouse-storage');
  expect((await inspect(page, titles)).headingIds).toContain(
    'c-rr-hydrate-heading in c-rr-hydrate',
  );

  // The finder's filters named by the labels are there, under c- too.
  await page.goto('/products?family=enclosures');
  await expect(page.locator('[id^="c-finder-rr-hydrate"]').first()).toBeAttached();

  // The jump nav still jumps, to the prefixed id (the three forms are one group, named by the
  // first).
  await page.goto(duro);
  await page
    .getByRole('navigation', { name: 'Jump to' })
    .getByRole('link', { name: /^\/\*rr hydrate\*\/$/i })
    .click();
  await expect(page).toHaveURL(/#c-rr-hydrate$/);
});

test('a script stored past the sanitiser is refused by the browser, which reports it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // As if the sanitiser had let it through: written into the database behind the server's back.
  await server.stop({ keepData: true });
  const db = await PGlite.create(`${server.dataDir}/pglite`, {
    extensions: { pg_trgm, unaccent },
  });
  try {
    const body = `<p>Before</p><script>${PAYLOAD}</script><p>After</p>`;
    const updated = await db.query(
      `update sections set data = jsonb_set(data, '{body}', to_jsonb($1::text)) where key = 'careers/page'`,
      [body],
    );
    expect(updated.affectedRows).toBe(1);
  } finally {
    await db.close();
  }
  await server.start({ keepData: true });

  // Not the fixture's page: the violation it reports is what this test expects.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await watchViolations(page);
  try {
    // Twice: the first render, then the copy the response cache keeps for everyone.
    for (const pass of ['rendered', 'cached']) {
      const res = await page.goto('/careers');
      const scripts = /script-src ([^;]+)/.exec(res?.headers()['content-security-policy'] ?? '');
      expect(scripts?.[1]?.replace(/'nonce-[^']+' /, ''), pass).toBe(
        `${LOADER_HASH} 'strict-dynamic'`,
      );
      // The script is in the page, where the sanitiser would have had to remove it...
      await expect(page.locator('main script:not([type])'), pass).toHaveCount(1);
      // ...the page still hydrates...
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), {
          timeout: 15_000,
        })
        .toBe('true');
      // ...and the browser refused the script and said so.
      const seen = await page.evaluate(() => ({
        title: document.title,
        pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        violations: (window as unknown as { __csp: string[] }).__csp,
      }));
      expect(seen.title, pass).not.toMatch(/PWNED/);
      expect(seen.pwned, pass).toBeUndefined();
      expect(seen.violations, pass).toEqual([
        expect.stringMatching(/^script-src(-elem)? blocked inline/),
      ]);
    }
    expect(console.length).toBeGreaterThanOrEqual(2);
  } finally {
    await context.close();
  }
});
