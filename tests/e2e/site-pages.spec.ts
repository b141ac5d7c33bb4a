import { expect, hydrated, test } from './fixtures';
import { sitemapUrls } from './sitemap';

test('who-we-are shows mission, vision, the five values and both certifications', async ({
  page,
}) => {
  await page.goto('/who-we-are');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who we are');
  for (const heading of ['Our mission', 'Our vision', 'Our values']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const value of [
    'Can-do attitude',
    'Proactive problem solving',
    'Surpassing expectations',
    'Continuous learning',
    'Responsibility and accountability',
  ]) {
    await expect(page.getByRole('heading', { name: value })).toBeVisible();
  }
  await expect(page.getByText('ISO 9001:2015')).toBeVisible();
  await expect(page.getByText('ISO 45001:2018')).toBeVisible();
});

test.describe('leadership', () => {
  test('shows eight slots on wide screens, the empty one hidden on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/leadership');
    const slots = page.locator('main ul > li');
    await expect(slots).toHaveCount(8);
    await expect(slots.last()).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(slots.last()).toBeHidden();
  });

  test('a member page opens directly from its address', async ({ page }) => {
    await page.goto('/leadership');
    const first = page.locator('main ul > li a').first();
    const name = (await first.locator('span').first().textContent())!.trim();
    const href = (await first.getAttribute('href'))!;
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Leadership' }),
    ).toBeVisible();
  });

  test('an unknown member is Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/leadership/nobody-by-that-name');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });
});

test.describe('case studies', () => {
  test('the industry filter narrows the list and puts the choice in the URL', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.locator('main > div ul.grid > li')).toHaveCount(5);
    await page.getByText('Industry:').click();
    await page.locator('details').getByRole('link', { name: 'Oil & Gas' }).click();
    await expect(page).toHaveURL(/\/case-studies\/oil-and-gas$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oil & Gas');
    const cards = page.locator('main > div ul.grid > li');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Oil & Gas');

    // The filtered address works on its own, as a shared link would.
    const response = await page.goto('/case-studies/aviation');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main > div ul.grid > li')).toHaveCount(1);
  });

  test('the filter works from the keyboard', async ({ page }) => {
    await page.goto('/case-studies');
    await page.locator('summary').focus();
    await page.keyboard.press('Enter');
    const option = page.locator('details').getByRole('link', { name: 'Telecommunications' });
    await expect(option).toBeVisible();
    await option.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/case-studies\/telecommunications$/);
  });

  test('a case study alternates its two extra images every 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/case-studies');
    const href = (await page.locator('main > div ul.grid > li a').first().getAttribute('href'))!;
    await page.goto(href);
    await hydrated(page, { clock: true });
    const active = page.locator('[data-testid="rotating-image"] img[data-active="true"]');
    const first = await active.getAttribute('src');
    await page.clock.runFor(10_000);
    await expect(active).not.toHaveAttribute('src', first!);
    await page.clock.runFor(10_000);
    await expect(active).toHaveAttribute('src', first!);
  });

  test('an unknown case study is Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/case-studies/no-such-project');
    expect(response?.status()).toBe(404);
  });
});

test.describe('news and insights', () => {
  test('search filters on the server, ignores case, and says plainly when nothing matches', async ({
    page,
  }) => {
    await page.goto('/news-and-insights');
    // The three seeded posts, and any another test has just added.
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('searchbox', { name: 'Search news and insights' }).fill('SEGREGATION');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=SEGREGATION$/);
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main article')).toContainText('form 4 segregation');

    await page.goto('/news-and-insights?q=hydroelectric');
    await expect(page.getByText('No posts match “hydroelectric”.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('hydroelectric');
  });

  test('search matches words inside the post content', async ({ request }) => {
    const html = await (await request.get('/news-and-insights?q=diesel')).text();
    expect(html).toContain('Keeping base stations powered');
    expect(html).not.toContain('What form 4 segregation buys you');
  });

  test('a post opens directly from its address; unknown and malformed ids are 404', async ({
    page,
  }) => {
    await page.goto('/news-and-insights');
    const link = page.locator('main article h2 a').first();
    const title = (await link.textContent())!;
    const response = await page.goto((await link.getAttribute('href'))!);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Article', headline: title });

    expect(
      (await page.goto('/news-and-insights/00000000-0000-4000-8000-000000000000'))?.status(),
    ).toBe(404);
    expect((await page.goto('/news-and-insights/not-an-id'))?.status()).toBe(404);
  });

  test('a post’s old id address leads to its address by title', async ({ request }) => {
    const { blogs } = (await (await request.get('/api/v1/blog?limit=1')).json()) as {
      blogs: { _id: string; slug: string; url: string }[];
    };
    const [post] = blogs;
    expect(post!.url).toBe(`/news-and-insights/${post!.slug}`);
    const old = await request.get(`/news-and-insights/${post!._id}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(post!.url);
  });
});

test('contacts loads the map only when the visitor asks for it', async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
  );
  await page.goto('/contacts');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /google\.com\/maps\?q=.*Lagos/);
});

test('every page has its own title, description, canonical URL and Open Graph tags', async ({
  page,
}) => {
  for (const path of ['/', '/services', '/who-we-are', '/case-studies']) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '' : path}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  }
  await page.goto('/');
  const org = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(org['@type']).toBe('Organization');
});

test('robots.txt points to a sitemap index whose files list pages, posts and case studies', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await index.text()).toContain(
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  );
  const { files, pages } = await sitemapUrls(baseURL!);
  expect(files.map((f) => new URL(f).pathname)).toEqual(
    expect.arrayContaining([
      '/sitemaps/pages.xml',
      '/sitemaps/news-1.xml',
      '/sitemaps/case-studies-1.xml',
    ]),
  );
  const paths = pages.map((url) => new URL(url).pathname);
  for (const path of [
    '/who-we-are',
    '/leadership',
    '/services',
    '/careers',
    '/contacts',
    '/privacy',
    '/case-studies/aviation',
  ]) {
    expect(paths).toContain(path);
  }
  // Posts by their addresses (issue #18), not their ids.
  expect(paths.some((p) => /^\/news-and-insights\/[a-z0-9]+(-[a-z0-9]+)+$/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/news-and-insights\/[0-9a-f-]{36}$/.test(p))).toBe(false);
  expect(paths.some((p) => /^\/case-studies\/[a-z0-9-]+-[a-z0-9-]+$/.test(p))).toBe(true);
  expect(paths.filter((p) => /[*]|\/:[a-z]/.test(p))).toEqual([]);
  expect(new Set(paths).size).toBe(paths.length);
  // Files that are not in the index are not there.
  for (const missing of ['/sitemaps/news-0.xml', '/sitemaps/news-999.xml', '/sitemaps/x.xml']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});
