/** One slug for record addresses, ids from content and section anchors (issue 35). */
import { describe, expect, it } from 'vitest';
import { contentId } from '../../app/content-ids';
import { sectionAnchor } from '../../content/section';
import { slug } from '../../content/slug';
import { slugify } from '../../server/services/shared/slug';

describe('the slug', () => {
  it('folds accents and ampersands alike wherever it is used', () => {
    expect(slug('  Panels & Boards — Café ')).toBe('panels-and-boards-cafe');
    expect(slugify('Panels & Boards — Café')).toBe('panels-and-boards-cafe');
    expect(contentId('Panels & Boards — Café', 'other')).toBe('c-panels-and-boards-cafe');
    expect(sectionAnchor('home/hero')).toBe('edit-home-hero');
  });

  it('gives a record an address of at most 80 characters, never an empty one', () => {
    expect(slugify('a '.repeat(60))).toMatch(/^a(-a)*$/);
    expect(slugify('a '.repeat(60)).length).toBeLessThanOrEqual(80);
    expect(slugify('!!!')).toBe('item');
    expect(slug('!!!')).toBe('');
  });
});
