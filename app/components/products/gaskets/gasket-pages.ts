/**
 * The gasket pages of the route table and their content sections. The route config and the
 * page module both read this, so a page cannot exist without its section or the reverse.
 */
export const gasketPages = {
  'spiral-wound-gaskets': 'products/gaskets/spiral-wound-gaskets',
  'soft-cut-gaskets': 'products/gaskets/soft-cut-gaskets',
  kammprofile: 'products/gaskets/kammprofile',
} as const;

export type GasketSlug = keyof typeof gasketPages;

export const isGasketSlug = (slug: string): slug is GasketSlug => Object.hasOwn(gasketPages, slug);
