import type { ProductPageData } from '~/loaders/catalogue.server';

/** What a product page's head says of a catalogue product (its meta tags and JSON-LD). */
export const catalogueProductHead = ({ product }: ProductPageData) => ({
  name: product.name,
  description: product.body || product.summary,
  summary: product.summary,
  image: product.images[0],
});
