/**
 * Images as a phone on a slow network gets them (issue 6): the right variant for the screen,
 * lazy below the fold, the first hero image preloaded, the video only when seen. (That every
 * content image has its variants, width and height is checked on every page by the crawl.)
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, signedInApi, test } from './fixtures';
import { plainImage } from './plain-image';

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });

test('a phone downloads a small AVIF of the hero, preloaded with high priority', async ({
  page,
}) => {
  const images: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image') images.push(new URL(res.url()).pathname);
  });
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('imagesizes', '100vw');

  const hero = page.getByRole('region', { name: 'Introduction' }).locator('img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // 360 CSS px at density 2: the 640 or 960 px copy, never the 1920 px original.
  const current = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(current).toMatch(/-w(640|960)\.avif$/);
  expect(images).not.toContain(await hero.getAttribute('src'));
});

test('on a phone the list’s first picture has the link to itself: the next, in view too, stays at low priority', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A slow mobile link, so the pictures are still on their way when Chrome lays the page out
  // and finds the second tile in the viewport: that is when it would raise it to high.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const requests = new Map<string, { url: string; priorities: string[] }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Image')
      requests.set(e.requestId, {
        url: new URL(e.request.url).pathname,
        priorities: [e.request.initialPriority],
      });
  });
  cdp.on('Network.resourceChangedPriority', (e) => {
    requests.get(e.requestId)?.priorities.push(e.newPriority);
  });
  await page.goto('/news-and-insights');
  await page.waitForLoadState('load');
  const pictures = page.getByRole('main').locator('ul.grid img');
  const file = (n: number) =>
    pictures.nth(n).evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  const [first, second] = [await file(0), await file(1)];
  // The second tile's picture is in the first screen: fetched at once, but left at low.
  await expect(pictures.nth(1)).toBeInViewport();
  const seen = [...requests.values()];
  expect(seen.find((r) => r.url === first)?.priorities).toEqual(['High']);
  expect(seen.find((r) => r.url === second)?.priorities).toEqual(['Low']);
  for (const request of seen.filter((r) => r.url !== first))
    expect(request.priorities, request.url).not.toContain('High');
});

test('images below the fold wait until the visitor scrolls to them', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'image') requested.add(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  // Partners sit near the end of a long page: several screens below the first.
  const partner = page.locator('section[aria-labelledby="partners-heading"] img').first();
  await expect(partner).toHaveAttribute('loading', 'lazy');
  const before = await partner.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(before).toBe('');

  await partner.scrollIntoViewIfNeeded();
  await expect
    .poll(() => partner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const after = await partner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(after).toMatch(/\.avif$/);
  expect(requested.has(after)).toBe(true);
});

test('the video lies over its still, a lazy picture, and loads only once scrolled into view', async ({
  page,
}) => {
  const videos: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'media') videos.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  const why = page.locator('section[aria-labelledby="why-heading"]');
  const video = why.locator('video');
  const still = why.locator('img');
  await expect(video).toHaveAttribute('preload', 'none');
  // A poster would be fetched at once, and would be a second copy of the still.
  await expect(video).not.toHaveAttribute('poster');
  await expect(still).toHaveAttribute('loading', 'lazy');
  await page.waitForLoadState('load');
  expect(videos).toEqual([]);

  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => videos.length).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // The still lies under the video, the same size, so nothing dark shows while it loads.
  await expect
    .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const [stillBox, videoBox] = [await still.boundingBox(), await video.boundingBox()];
  expect(videoBox).toEqual(stillBox);
  expect(await video.evaluate((v) => getComputedStyle(v).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});

test('until the page has hydrated, only the first hero picture is fetched and the video is a still', async ({
  page,
  baseURL,
}) => {
  // The page's modules are held back, so the page stays as it is before they run.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  // The frame's own goto: the page's would wait for the hydration held back here.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'load' });

  const slides = page.getByRole('region', { name: 'Introduction' }).locator('img');
  await expect(slides.first()).toBeVisible();
  // The others would share a slow link with the first, for a slideshow that cannot turn yet.
  await expect(slides).toHaveCount(1);

  // A <video>'s poster would be fetched at once, however far down the page it is.
  const why = page.locator('section[aria-labelledby="why-heading"]');
  await expect(why.locator('video')).toHaveCount(0);
  await expect(why.locator('img')).toHaveAttribute('loading', 'lazy');

  const before = [...requested];
  release();
  await hydrated(page);
  await expect(why.locator('video')).toHaveCount(1);
  // Once it can turn, the slideshow has the others, none of which was fetched before.
  const stems = await laterSlideStems(page);
  expect(stems.length).toBeGreaterThan(0);
  for (const stem of stems) expect(before.filter((path) => path.startsWith(stem))).toEqual([]);
});

/** The file stems (`/media/<id>`) of the hero slides after the first, on a page that turns. */
async function laterSlideStems(page: Page): Promise<string[]> {
  const slides = page.getByRole('region', { name: 'Introduction' }).locator('img');
  await expect.poll(() => slides.count()).toBeGreaterThan(1);
  return slides.evaluateAll((imgs) =>
    imgs.slice(1).map((img) => (img.getAttribute('src') ?? '').replace(/\.[a-z]+$/, '')),
  );
}

for (const visitor of [
  { who: 'without JavaScript', options: { javaScriptEnabled: false } },
  { who: 'under reduced motion', options: { reducedMotion: 'reduce' as const } },
  { who: 'saving data', options: { extraHTTPHeaders: { 'Save-Data': 'on' } } },
]) {
  test(`${visitor.who}, the hero stays on its first picture and fetches no other`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    const stems = await laterSlideStems(page);
    const context = await browser.newContext({
      ...visitor.options,
      baseURL,
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
    });
    try {
      const still = await context.newPage();
      const requested: string[] = [];
      still.on('request', (req) => requested.push(new URL(req.url()).pathname));
      await still.goto('/', { waitUntil: 'load' });
      if (!('javaScriptEnabled' in visitor.options)) await hydrated(still);
      const slides = still.getByRole('region', { name: 'Introduction' }).locator('img');
      await expect(slides).toHaveCount(1);
      await expect(slides).toBeVisible();
      expect(requested.filter((path) => stems.some((stem) => path.startsWith(stem)))).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a basket line shows a small copy of the product photo, not the upload', async ({ page }) => {
  await page.goto('/products/gaskets/kammprofile');
  await hydrated(page);
  const form = page.getByRole('region', { name: /Request a quote for/ });
  await form.getByRole('button', { name: 'Add to quote' }).click();
  await expect(form.getByRole('link', { name: /View your quote/ })).toBeVisible();
  await page.goto('/quote');
  const thumb = page.getByRole('form', { name: 'Products in your quote' }).locator('img').first();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || 'x:').pathname))
    .toMatch(/-w\d+\.avif$/);
  // 64 px at density 2: the smallest copy, a few kilobytes.
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(
    480,
  );
});

for (const { who, ...device } of [
  { who: 'a phone', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 },
  { who: 'a desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
]) {
  test(`on ${who}, the finder's product pictures come no more than twice as wide as shown`, async ({
    browser,
    baseURL,
  }) => {
    // The finder's cards lie sideways on a phone: a picture 130 px wide, where the browser took
    // the 800 px copy of the photo while the cards did not say how wide their pictures are.
    const context = await browser.newContext({ baseURL, ...device });
    try {
      const page = await context.newPage();
      await page.goto('/products?family=gaskets');
      const pictures = page.getByRole('list', { name: 'Products found' }).locator('img');
      await expect(pictures.first()).toBeVisible();
      const count = await pictures.count();
      expect(count).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < count; i++) {
        const picture = pictures.nth(i);
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const { file, shown } = await picture.evaluate((img: HTMLImageElement) => ({
          file: new URL(img.currentSrc).pathname,
          shown: img.getBoundingClientRect().width * devicePixelRatio,
        }));
        // The copy's own width, from its name (naturalWidth is scaled by the srcset's density).
        const width = Number(/-w(\d+)\.avif$/.exec(file)?.[1]);
        expect(width, `${file}: a copy, not the upload`).toBeGreaterThan(0);
        expect(
          width,
          `${file} for a picture ${Math.round(shown)} device px wide`,
        ).toBeLessThanOrEqual(2 * shown);
      }
    } finally {
      await context.close();
    }
  });
}

test.describe('a visitor saving data (Save-Data: on)', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('gets the hero one width smaller and the video as its still poster, never fetched', async ({
    page,
    browser,
    baseURL,
  }) => {
    const media: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'media') media.push(new URL(req.url()).pathname);
    });
    /** The width of the hero's file the page took, once it has loaded. */
    const heroWidth = async (on: typeof page) => {
      await on.goto('/');
      const hero = on.getByRole('region', { name: 'Introduction' }).locator('img').first();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      return Number(/-w(\d+)\.avif$/.exec(src)?.[1]);
    };
    const saving = await heroWidth(page);
    // The same phone without the header, in a browser of its own (nothing cached). Playwright
    // gives new contexts the file's options, this describe's header among them: emptied here.
    const other = await browser.newContext({
      baseURL,
      extraHTTPHeaders: {},
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
    });
    try {
      const full = await heroWidth(await other.newPage());
      expect(saving).toBeGreaterThan(0);
      expect(saving).toBeLessThan(full);
    } finally {
      await other.close();
    }

    const why = page.locator('section[aria-labelledby="why-heading"]');
    await expect(why.locator('video')).toHaveCount(0);
    const poster = why.locator('img');
    await poster.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForLoadState('load');
    expect(media).toEqual([]);
  });
});

test('under reduced motion the video never starts on its own', async ({ page }) => {
  // The page decides whether the video plays each time what decides it changes (on screen,
  // motion allowed): it calls play() or pause(). Each call is noted, with whether the video was
  // on screen then, so the test knows when the page has decided for the video in view, rather
  // than giving it some time to.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { videoCalls: string[] }).videoCalls = calls;
    for (const name of ['play', 'pause'] as const) {
      const original = HTMLMediaElement.prototype[name] as (this: HTMLMediaElement) => unknown;
      Object.defineProperty(HTMLMediaElement.prototype, name, {
        configurable: true,
        writable: true,
        value(this: HTMLMediaElement) {
          const box = this.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < window.innerHeight;
          calls.push(inView ? `${name} in view` : name);
          return original.call(this);
        },
      });
    }
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.locator('video');
  await video.scrollIntoViewIfNeeded();
  const calls = () =>
    page.evaluate(() => (window as unknown as { videoCalls: string[] }).videoCalls);
  const inView = async () => (await calls()).filter((call) => call.endsWith(' in view'));
  await expect.poll(inView).not.toEqual([]);
  expect(await calls()).not.toContainEqual(expect.stringMatching(/^play/));
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('an image pasted into a news post is served as a responsive picture', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, headers } = await signedInApi(playwright, baseURL!);
  const jpeg = await plainImage('jpeg', 1400, 700);
  const created = await api.post('/api/v1/blog', {
    headers,
    data: {
      title: 'New test bay commissioned',
      content: `<p>The bay on handover day.</p><p><img src="data:image/jpeg;base64,${jpeg.toString('base64')}" alt="Test bay"></p>`,
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()).blog as { _id: string };
  // Other tests list the posts: this one is deleted when the test ends, pass or fail.
  try {
    await page.goto(`/news-and-insights/${_id}`);
    const picture = page.locator('.prose-content picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /-w640\.avif 640w/,
    );
    const img = picture.getByRole('img', { name: 'Test bay' });
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '600');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc || 'x:').pathname))
      .toMatch(/-w(640|960)\.avif$/);
  } finally {
    await api.delete(`/api/v1/blog/${_id}`, { headers });
    await api.dispose();
  }
});
