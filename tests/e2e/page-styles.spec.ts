/**
 * A page's own rules are all it needs (docs/decisions/0059): every public page carries, inline,
 * the rules of the stylesheet its markup can use, and leaves the stylesheet linked but disabled
 * until its scripts come. Here, without JavaScript (nothing enables the stylesheet), every element
 * of one page of each public template, of search results, the 404 page, the menu and the CMS
 * sign-in, at a phone's width and a desktop's, has the same computed style, pseudo-elements
 * included, as once the whole stylesheet is enabled.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { extraPublicScreens, publicTemplateScreens } from './layout-screens';

test.use({ javaScriptEnabled: false });

/**
 * Takes every element's computed style (and its ::before's and ::after's where they have
 * content), in document order: the first call keeps them in the page, the next answers what
 * differs from them, one line per element, at most a screenful.
 */
function computedStyles(page: Page, step: 'keep' | 'compare'): Promise<string[]> {
  return page.evaluate((step) => {
    // Custom properties aside: the page keeps only those its rules read (the whole stylesheet
    // defines every one of the theme's), and what they read is compared as the values it gives.
    const describe = (style: CSSStyleDeclaration) =>
      Array.from(style)
        .filter((name) => !name.startsWith('--'))
        .map((name) => `${name}:${style.getPropertyValue(name)}`)
        .join(';');
    const now = Array.from(document.querySelectorAll('html, html *'), (el) => {
      const parts = [describe(getComputedStyle(el))];
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content !== 'none') parts.push(`${pseudo} ${describe(style)}`);
      }
      return {
        name: `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`,
        style: parts.join(';'),
      };
    });
    const held = window as unknown as { ownStyles?: typeof now };
    if (step === 'keep') {
      held.ownStyles = now;
      return [];
    }
    const own = held.ownStyles ?? [];
    if (own.length !== now.length) return [`${own.length} elements, then ${now.length}`];
    const out: string[] = [];
    now.forEach(({ name, style }, i) => {
      const before = own[i]?.style ?? '';
      if (style === before) return;
      const after = new Set(style.split(';'));
      out.push(
        `${name}: ${before
          .split(';')
          .filter((p) => !after.has(p))
          .join('; ')}`,
      );
    });
    return out.slice(0, 20);
  }, step);
}

test('every page looks with its own rules as with the whole stylesheet', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  const screens = [...(await publicTemplateScreens(baseURL ?? '')), ...extraPublicScreens];
  expect(screens.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of screens) {
      await page.goto(path);
      const disabled = page.locator('link[rel="stylesheet"][disabled]');
      await expect(disabled, `${path}: its stylesheet disabled`).toHaveCount(1);
      await expect(page.locator('head > style'), `${path}: its rules inline`).toHaveCount(1);
      await computedStyles(page, 'keep');
      // The whole stylesheet, as the loader enables it once the page is shown.
      await page.evaluate(() =>
        document.querySelector('link[rel="stylesheet"][disabled]')?.removeAttribute('disabled'),
      );
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet?.cssRules
                  .length ?? 0,
            ),
          { message: `${path}: the whole stylesheet loaded` },
        )
        .toBeGreaterThan(0);
      const differences = await computedStyles(page, 'compare');
      problems.push(...differences.map((d) => `${width} px ${path}: ${d}`));
    }
  }
  expect(problems).toEqual([]);
});
