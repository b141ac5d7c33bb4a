import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/services/publishing/rich-text';
import { slugify } from '../../server/services/shared/slug';

describe('rich-text sanitising', () => {
  it('keeps the toolbar formatting', () => {
    const html = '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><ol><li>one</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="y()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>hi</p>');
  });

  it('allows only http, https, mailto and tel links', () => {
    expect(sanitizeRichText('<a href="https://a.example">a</a>')).toContain(
      'href="https://a.example"',
    );
    expect(sanitizeRichText('<a href="tel:+234700">t</a>')).toContain('href="tel:+234700"');
    expect(sanitizeRichText('<a href="ftp://a.example">a</a>')).not.toContain('ftp:');
  });

  it('keeps inline images only of the allowed types', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toContain('<img');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAAA">')).not.toContain('<img');
  });
});

describe('slugs', () => {
  it('turns titles into URL slugs', () => {
    expect(slugify('Hazardous-area Power Panels for a Gas Plant')).toBe(
      'hazardous-area-power-panels-for-a-gas-plant',
    );
    expect(slugify('Oil & Gas')).toBe('oil-and-gas');
    expect(slugify('   ')).toBe('item');
  });
});
