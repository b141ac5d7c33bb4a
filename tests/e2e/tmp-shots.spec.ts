import sharp from 'sharp';
import { expect, SUPER_ADMIN, signedInApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';
const server = specOnOwnServer('media-shots', 501);
test('shots', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const { api, headers } = await signedInApi(playwright, server.origin);
  for (const [i, c] of ['#aa3333', '#33aa33', '#3333aa'].entries()) {
    const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: c } }).jpeg().toBuffer();
    const r = await api.post('/api/v1/media', { headers, multipart: { file: { name: `photo-${i}-with-a-rather-long-file-name.jpg`, mimeType: 'image/jpeg', buffer }, ...(i === 1 ? { decorative: 'true' } : i === 2 ? {} : { alt: 'A switchboard being tested in our Lagos workshop before delivery' }) } });
    expect(r.status(), await r.text()).toBe(201);
  }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const r = await api.post('/api/v1/media', { headers, multipart: { file: { name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  console.log(r.status(), await r.text());
  await page.request.post('/api/v1/auth/login', { data: SUPER_ADMIN });
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cms/media');
    await page.getByLabel('Choose files to upload').setInputFiles([{ name: 'new.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } }).png().toBuffer() }, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await page.screenshot({ path: `/tmp/mshots/library-${width}.png`, fullPage: true });
    await page.getByRole('list', { name: 'Media files' }).getByRole('button').first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/mshots/detail-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/cms/news-and-insights?view=new');
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#558' } }).png().toBuffer() });
    await page.getByRole('button', { name: 'Post' }).click();
    await page.waitForTimeout(300);
    await page.getByRole('region', { name: 'Add News & Insights' }).screenshot({ path: `/tmp/mshots/field-${width}.png` });
    await page.getByRole('button', { name: 'Choose from library for Image' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/mshots/chooser-${width}.png` });
    await page.keyboard.press('Escape');
  }
});
