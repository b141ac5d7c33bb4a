/**
 * The response cache decides "is this the CMS?" on the path the router will match, so spellings
 * that a URL parser resolves to `/cms/…` stay out of the public cache.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { requestPolicy, routedPath } from '../../server/cache/cache-policy';

/** What requestPolicy reads of a request to the pages' catch-all route. */
const pageRequest = (url: string) =>
  ({ method: 'GET', url, headers: {}, routeOptions: { url: '/*' } }) as unknown as FastifyRequest;

describe('routedPath', () => {
  it.each([
    ['/cms/about', '/cms/about'],
    ['/./cms/about', '/cms/about'],
    ['/%2e/cms/about', '/cms/about'],
    ['/%2E%2E/cms', '/cms'],
    ['/x/../cms/enquiries', '/cms/enquiries'],
    ['/x/%2e%2e/cms', '/cms'],
    ['//cms/about', '/cms/about'],
    ['/\\cms', '/cms'],
    ['/%2Fcms', '/cms'],
    ['/%63ms/about', '/cms/about'],
    ['/news-and-insights/./x', '/news-and-insights/x'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('%s is routed as %s', (sent, routed) => {
    expect(routedPath(sent)).toBe(routed);
  });
});

describe('the cache policy of page paths', () => {
  it.each([
    '/cms/enquiries',
    '/./cms/enquiries',
    '/%2e/cms/enquiries',
    '/x/../cms/enquiries',
    '//cms/enquiries',
    '/CMS/enquiries',
    '/newsletter/unsubscribe?token=abc',
    '/./newsletter/unsubscribe?token=abc',
  ])('%s is left out of the cache, whatever the page answers', (url) => {
    expect(requestPolicy(pageRequest(url), true)).toBeUndefined();
  });

  it('a public page is cached', () => {
    expect(requestPolicy(pageRequest('/./who-we-are'), true)?.cache).toBe('page');
  });
});
