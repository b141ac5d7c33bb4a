/**
 * The strict Content-Security-Policy holds in a real browser: every public page loads, hydrates
 * and works with zero policy violations (the crawl, crawl.spec.ts, checks each page of the
 * sitemap; this file the Not Found page and the map), and so does every CMS screen, and the policy
 * itself is strict (nonce or hashes with 'strict-dynamic'; no 'unsafe-inline' or 'unsafe-eval'
 * for scripts), with a cached page never repeating one nonce to everyone.
 */
import { cmsScreens, screenUrl } from '../../app/components/cms/shell/screens';
import { expect, ownAccount, test } from './fixtures';
import { cspViolations, watchCspViolations } from './page-checks';

test('the policy is strict on pages, cached or not', async ({ request }) => {
  for (const path of ['/', '/', '/cms/sign-in', '/no-such-page']) {
    const res = await request.get(path);
    const policy = res.headers()['content-security-policy'] ?? '';
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts, path).toContain("'strict-dynamic'");
    expect(scripts, path).toMatch(/'(nonce|sha256)-/);
    expect(scripts, path).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      'frame-src https://www.google.com',
    ]) {
      expect(policy, path).toContain(directive);
    }
    expect(res.headers()['permissions-policy'], path).toContain('camera=()');
  }
  // A cached page carries hashes, not a nonce that every visitor would share.
  const cached = await request.get('/who-we-are');
  await request.get('/who-we-are');
  expect(cached.headers()['content-security-policy']).not.toContain("'nonce-");
  // An uncached page gets a new nonce each time.
  const nonce = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get('/cms/sign-in')).headers()['content-security-policy'] ?? '',
    )?.[1];
  const [a, b] = [await nonce(), await nonce()];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);
});

test('scripts, styles and photos carry only the headers a subresource needs', async ({
  request,
}) => {
  const home = await request.get('/');
  // The document keeps every document header.
  for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security'])
    expect(home.headers()[name], name).toBeTruthy();
  // With the page's scripts, which come apart from it (decision 0059).
  const scripts = await (await request.get('/', { headers: { 'x-hydration-data': '1' } })).text();
  const html = (await home.text()) + scripts;
  const assets = [
    // Scripts are named in the hydration loader's list, pictures in src and srcset.
    ...new Set([...html.matchAll(/["'(, ](\/(?:assets|media)\/[\w.-]+\.\w+)/g)].map((m) => m[1]!)),
  ];
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  for (const asset of assets) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    const headers = res.headers();
    if (/svg|pdf|html/.test(headers['content-type'] ?? '')) continue;
    expect(headers['x-content-type-options'], asset).toBe('nosniff');
    if (asset.startsWith('/assets/')) {
      expect(headers['cache-control'], asset).toContain('immutable');
      expect(headers.etag, asset).toBeUndefined();
      expect(headers['accept-ranges'], asset).toBeUndefined();
      if (asset.endsWith('.js')) expect(headers['content-type'], asset).toBe('text/javascript');
    }
    for (const name of [
      'x-frame-options',
      'content-security-policy',
      'permissions-policy',
      'x-xss-protection',
      'origin-agent-cluster',
      'cross-origin-opener-policy',
    ])
      expect(headers[name], `${asset}: ${name}`).toBeUndefined();
  }
});

test('the Not Found page and the contacts map load with no violation', async ({ page }) => {
  const console = await watchCspViolations(page);
  const problems: string[] = [];
  await page.goto('/no-such-page');
  for (const v of await cspViolations(page)) problems.push(`/no-such-page: ${v}`);
  // The map is the one third-party frame.
  await page.goto('/contacts');
  await page
    .getByRole('button', { name: /show the map/i })
    .first()
    .click();
  await expect(page.locator('iframe[src^="https://www.google.com/maps"]').first()).toBeAttached();
  for (const v of await cspViolations(page)) problems.push(`/contacts map: ${v}`);
  expect([...problems, ...console]).toEqual([]);
});

test('every CMS screen, the rich-text editor included, loads with no violation', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const console = await watchCspViolations(page);
  const problems: string[] = [];
  await page.goto('/cms/sign-in');
  for (const v of await cspViolations(page)) problems.push(`/cms/sign-in: ${v}`);
  await page.getByLabel('Username').fill(ownAccount().username);
  await page.getByLabel('Password').fill(ownAccount().password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  for (const screen of cmsScreens) {
    const url = screenUrl(screen);
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    for (const v of await cspViolations(page)) problems.push(`${url}: ${v}`);
  }
  // The news editor: opening a post starts TipTap.
  await page.goto('/cms/news-and-insights');
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.locator('.ProseMirror').first()).toBeVisible();
  for (const v of await cspViolations(page)) problems.push(`news editor: ${v}`);
  expect([...problems, ...console]).toEqual([]);
});
