/**
 * The library's alt text reaches the public pages (issue 15): a file uploaded once with its
 * description, used on the home page and in a news post, is described the same on both; a new
 * description shows on both at once, and "decorative" renders `alt=""`. Through the API, as an
 * integration would; the CMS screens are driven in media-library.spec.ts. On a server of its
 * own, because it changes the home page's hero.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, signedInApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { plainImage } from './plain-image';

const server = specOnOwnServer('media-alt');

interface Item {
  id: string;
  url: string;
  alt: string | null;
}

async function sectionPath(api: APIRequestContext, key: string): Promise<string> {
  const res = await api.get('/api/v1/sections');
  const { sections } = (await res.json()) as { sections: { key: string; path: string }[] };
  const path = sections.find((s) => s.key === key)?.path;
  expect(path).toBeTruthy();
  return path ?? '';
}

test('a file’s description shows wherever it is used, and follows every change', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, server.origin);
  const bytes = await plainImage('jpeg', 1600, 900);
  const uploaded = await api.post('/api/v1/media', {
    headers,
    multipart: {
      file: { name: 'generator.jpg', mimeType: 'image/jpeg', buffer: bytes },
      alt: 'A 500 kVA generator set ready for dispatch',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item = ((await uploaded.json()) as { media: Item }).media;

  const hero = await api.patch(await sectionPath(api, 'hero-images/hero-image-two'), {
    headers,
    data: { image: item.url },
  });
  expect(hero.status()).toBe(200);
  const post = await api.post('/api/v1/blog', {
    headers,
    data: { title: 'A generator leaves the yard', blogImage: item.url },
  });
  expect(post.status(), await post.text()).toBe(201);
  const { slug } = ((await post.json()) as { blog: { slug: string } }).blog;

  const pages = ['/', `/news-and-insights/${slug}`];
  const altOn = async (path: string) => {
    await page.goto(path);
    return page.locator(`img[src="${item.url}"]`).first().getAttribute('alt');
  };
  for (const path of pages) {
    expect(await altOn(path), path).toBe('A 500 kVA generator set ready for dispatch');
  }

  const described = await api.patch(`/api/v1/media/${item.id}`, {
    headers,
    data: { alt: 'Generator set on a low-loader at our Lagos yard' },
  });
  expect(described.status()).toBe(200);
  for (const path of pages) {
    expect(await altOn(path), path).toBe('Generator set on a low-loader at our Lagos yard');
  }

  await api.patch(`/api/v1/media/${item.id}`, { headers, data: { decorative: true } });
  for (const path of pages) expect(await altOn(path), path).toBe('');

  // In use on both pages: the library refuses to delete it and names both.
  const refused = await api.delete(`/api/v1/media/${item.id}`, { headers });
  expect(refused.status()).toBe(409);
  const { error } = (await refused.json()) as { error: { uses: { label: string }[] } };
  expect(error.uses.map((u) => u.label).sort()).toEqual([
    'Home: Hero image two',
    'News & Insights: A generator leaves the yard',
  ]);
});

test('the home video says what the library says it shows, or is hidden as decoration', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, server.origin);
  const listed = await api.get('/api/v1/media?type=video', { headers });
  expect(listed.status()).toBe(200);
  const [video] = ((await listed.json()) as { media: Item[] }).media;
  if (!video) throw new Error('no video in the library');
  const setDescription = (data: { alt?: string; decorative?: boolean }) =>
    api.patch(`/api/v1/media/${video.id}`, { headers, data });
  const playing = page.locator('section[aria-labelledby="why-heading"] video');
  try {
    // page.goto returns once the page has hydrated: the video lies over its still.
    await page.goto('/');
    await expect(playing).toHaveAttribute('aria-label', 'Our factory and teams at work');

    expect((await setDescription({ alt: 'Panel wiring in our Lagos factory' })).status()).toBe(200);
    await page.goto('/');
    await expect(playing).toHaveAttribute('aria-label', 'Panel wiring in our Lagos factory');

    // Marked decorative: screen readers skip it, as they skip the picture beside the text.
    expect((await setDescription({ decorative: true })).status()).toBe(200);
    await page.goto('/');
    await expect(playing).toHaveAttribute('aria-hidden', 'true');
    await expect(playing).not.toHaveAttribute('aria-label', /./);
  } finally {
    await setDescription({ alt: video.alt ?? '', decorative: false });
    await api.dispose();
  }
});
