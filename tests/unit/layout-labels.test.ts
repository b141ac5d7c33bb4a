/**
 * The choices of "Page layout" show uncut on a 320 px phone (issue 51): a select cannot wrap
 * the choice it shows, and the CMS's record editor leaves it about 24 characters there.
 */
import { describe, expect, it } from 'vitest';
import { familyLayouts, productLayouts } from '../../content/catalogue/templates';

describe('page layout choices', () => {
  it.each([
    ['product', productLayouts],
    ['family', familyLayouts],
  ] as const)('of a %s are at most 24 characters long', (_, layouts) => {
    const long = layouts.map((l) => l.label).filter((label) => label.length > 24);
    expect(long).toEqual([]);
  });
});
