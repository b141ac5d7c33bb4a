/**
 * One address per page (docs/decisions/0023): every spelling the routers read as the same page
 * has one canonical form, and none of them can lead off the site.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, redirectToCanonicalUrls } from '../../server/cache/canonical-path';

describe('page paths', () => {
  it.each([
    ['//x/', '/x'],
    ['//evil.com', '/evil.com'],
    ['//evil.com/who-we-are', '/evil.com/who-we-are'],
    ['/\\evil.com', '/evil.com'],
    ['/\\x/', '/x'],
    ['\\\\evil.com', undefined],
    ['/./x/../', '/'],
    ['/./who-we-are', '/who-we-are'],
    ['/x/../who-we-are', '/who-we-are'],
    ['/../../who-we-are', '/who-we-are'],
    ['/who-we-are/.', '/who-we-are'],
    ['/who-we-are/..', '/'],
    ['/%2e/who-we-are', '/who-we-are'],
    ['/%2E%2E/who-we-are', '/who-we-are'],
    ['/x/%2e%2e/who-we-are', '/who-we-are'],
    ['/x/.%2E/cms', '/cms'],
    ['/%2Fwho-we-are', '/who-we-are'],
    ['/%2f%2Fevil.com', '/evil.com'],
    ['/%5Cevil.com', '/evil.com'],
    ['/news-and-insights%2F', '/news-and-insights'],
    ['/products/cable-management/a%2Fb', '/products/cable-management/a/b'],
    ['/x%2F..%2Fcms', '/cms'],
    ['/NeWs-AnD-InSiGhTs', '/news-and-insights'],
    ['/CMS/Enquiries', '/cms/enquiries'],
    ['/%6eews-and-insights', '/news-and-insights'],
    ['/%4EEWS-and-insights', '/news-and-insights'],
    ['/%63ms/about', '/cms/about'],
    ['/news-and-insights/', '/news-and-insights'],
    ['/news-and-insights//', '/news-and-insights'],
    ['/news-and-insights///x', '/news-and-insights/x'],
    ['/', undefined],
    ['//', '/'],
    ['/who-we-are/.data', '/who-we-are.data'],
    ['/who-we-are/_.data', '/who-we-are.data'],
    ['/.data', '/_.data'],
    ['/_root.data', '/_.data'],
    ['/Who-We-Are.DATA', '/who-we-are.data'],
    ['/who-we-are#x', '/who-we-are'],
    ['/who-we-are?q=1#x', '/who-we-are?q=1'],
    ['/who-we-are%23x', undefined],
    ['/who-we-are%3f', '/who-we-are%3F'],
    ['/who-we-are%20', undefined],
    ['/news-and-insights/%c3%a9', '/news-and-insights/%C3%A9'],
    ['/NEWS/%C3%A9', '/news/%C3%A9'],
    ['/%E0%A4%A', '/%E0%A4%a'],
    ['/%E0%A4%a', undefined],
    ['/%2%46%2%46evil.com', '/evil.com'],
    ['/%zz', undefined],
    ['/who-we-are.data', undefined],
    ['/_.data', undefined],
    ['/who-we-are', undefined],
    ['/products/cable-management/cable-glands', undefined],
  ])('%s is %s', (sent, canonical) => {
    expect(canonicalUrl(sent, 'page')).toBe(canonical);
    // The answer is canonical itself: never a second redirect.
    if (canonical) expect(canonicalUrl(canonical, 'page')).toBeUndefined();
  });

  it('keeps the query as sent, after the canonical path', () => {
    expect(canonicalUrl('//x/News?page=2&utm_source=Y', 'page')).toBe(
      '/x/news?page=2&utm_source=Y',
    );
    expect(canonicalUrl('/News?', 'page')).toBe('/news?');
    expect(canonicalUrl('/news-and-insights?q=A//B', 'page')).toBeUndefined();
  });

  it('keeps the case of hashed file names and API paths that reached the pages', () => {
    expect(canonicalUrl('/./assets/entry.client-BmKx1.js', 'page')).toBe(
      '/assets/entry.client-BmKx1.js',
    );
    expect(canonicalUrl('/./media/Photo-AbC.jpg', 'page')).toBe('/media/Photo-AbC.jpg');
    expect(canonicalUrl('//api/v1/blog/ABC', 'page')).toBe('/api/v1/blog/ABC');
    expect(canonicalUrl('/Media/AbC.jpg', 'page')).toBeUndefined();
  });

  it('takes an absolute-form target as this site’s path, never the host it names', () => {
    expect(canonicalUrl('http://evil.com/who-we-are', 'page')).toBe('/who-we-are');
    expect(canonicalUrl('http://evil.com//x/', 'page')).toBe('/x');
    expect(canonicalUrl('https://evil.com', 'page')).toBe('/');
    expect(canonicalUrl('http://evil.com?x=1', 'page')).toBe('/?x=1');
    expect(canonicalUrl('*', 'page')).toBeUndefined();
  });

  it('never answers a target that names another host', () => {
    const tricky = [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\/evil.com',
      '/%2F%2Fevil.com',
      '/%5C%5Cevil.com',
      '/%2F/evil.com',
      '/./%2Fevil.com',
      '/../%2F/evil.com',
      '/.%2E/%5C/evil.com',
      'http://evil.com//evil.com',
      '//evil.com/%2E%2E/%2F%2Fevil.com',
      '/%252F%252Fevil.com',
      '/\t/evil.com',
      '/ /evil.com',
    ];
    for (const sent of tricky) {
      const target = canonicalUrl(sent, 'page') ?? sent;
      if (target === sent && !sent.startsWith('/')) continue;
      // A browser reads `\` as `/` and drops tabs and newlines before it resolves a Location.
      const read = target.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
      expect(read, sent).toMatch(/^\/(?!\/)/);
      expect(new URL(target, 'https://site.example').host, sent).toBe('site.example');
    }
  });

  it('answers only header-safe characters', () => {
    expect(canonicalUrl('/X?q=a b\u00e9', 'page')).toBe('/x?q=a%20b%C3%A9');
  });
});

describe('API paths', () => {
  const id = '1874a333-3804-4680-83fc-f0bfb8406014';
  it.each([
    [`/api/v1/blog/${id.toUpperCase()}`, 'api-read', `/api/v1/blog/${id}`],
    [`/api/v1/%62log/${id}`, 'api-read', `/api/v1/blog/${id}`],
    [`/api/v1/blog/%31${id.slice(1)}`, 'api-read', `/api/v1/blog/${id}`],
    ['/api/v1/%73ections', 'api-read', '/api/v1/sections'],
    ['/sitemaps/%70ages.xml', 'api-read', '/sitemaps/pages.xml'],
    [`/api/v1/blog/${id}`, 'api-read', undefined],
    ['/api/v1/%65nquiries', 'api', '/api/v1/enquiries'],
    ['/api/v1/media-library/AbC%2fx', 'api', '/api/v1/media-library/AbC%2Fx'],
    ['/api/v1/media-library/AbC', 'api', undefined],
  ] as const)('%s (%s) is %s', (sent, scope, canonical) => {
    expect(canonicalUrl(sent, scope)).toBe(canonical);
  });
});

describe('the redirect', () => {
  async function site(pages: boolean) {
    const app = Fastify();
    redirectToCanonicalUrls(app, {
      isCachedApiRead: (route) => route === '/api/v1/sections',
      pages,
    });
    app.all('/*', async () => 'page');
    app.get('/api/v1/sections', async () => 'sections');
    await app.ready();
    return app;
  }

  it('answers reads 301 and writes 308, with the query as sent', async () => {
    const app = await site(true);
    const read = await app.inject({ method: 'GET', url: '/News-And-Insights/?q=Pumps' });
    expect(read.statusCode).toBe(301);
    expect(read.headers.location).toBe('/news-and-insights?q=Pumps');
    const write = await app.inject({ method: 'POST', url: '/Contacts', payload: 'a=b' });
    expect(write.statusCode).toBe(308);
    expect(write.headers.location).toBe('/contacts');
    const api = await app.inject({ method: 'GET', url: '/api/v1/%73ections' });
    expect(api.statusCode).toBe(301);
    expect(api.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ method: 'GET', url: '/news-and-insights' })).body).toBe('page');
    await app.close();
  });

  it('leaves the pages’ paths alone in development, where Vite serves modules by their own case', async () => {
    const app = await site(false);
    const module = await app.inject({
      method: 'GET',
      url: '/node_modules/.vite/deps/chunk-BmKx1.js',
    });
    expect(module.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/%73ections' })).statusCode).toBe(301);
    await app.close();
  });
});
