/** Which of the build's pages the sitemap offers search engines. */
import { describe, expect, it } from 'vitest';
import { staticPaths } from '../../server/seo/sitemap-service';

const route = (id: string, path: string | undefined, parentId = 'root', index = false) => ({
  [id]: { id, path, parentId, index },
});

describe('the sitemap’s fixed pages', () => {
  it('lists the pages without parameters, and leaves out the CMS, forms’ answers, the basket and the menu', () => {
    const manifest = {
      root: { id: 'root', path: '' },
      ...route('home', undefined, 'root', true),
      ...route('services', 'services'),
      ...route('post', 'news-and-insights/:id'),
      ...route('cms', 'cms/enquiries'),
      ...route('newsletter', 'newsletter'),
      ...route('quote', 'quote'),
      ...route('menu', 'menu'),
    };
    expect(staticPaths(manifest).sort()).toEqual(['/', '/services']);
  });
});
