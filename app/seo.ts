/**
 * Per-page `<title>`, description, canonical URL, Open Graph tags and JSON-LD, built from the
 * root loader's site settings so every page states them the same way.
 */
import type { MetaDescriptor } from 'react-router';
import type { MediaImg } from '../content/media';
import { pageHref } from './paging';

export interface SiteInfo {
  companyName: string;
  tagline: string;
  publicUrl: string;
}

export interface PageSeo {
  title: string;
  description: string;
  image?: MediaImg | string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: Record<string, unknown>;
  /** Not for search engines (error screens). */
  noindex?: boolean;
  /** What the canonical URL keeps of the query (`?page=2` of a list); none by default. */
  canonicalSearch?: string;
}

interface MetaArgsLike {
  location: { pathname: string; search?: string };
  matches: ({ id: string; data?: unknown } | undefined)[];
}

export function siteInfo(matches: MetaArgsLike['matches']): SiteInfo | undefined {
  const root = matches.find((m) => m?.id === 'root')?.data as { site?: SiteInfo } | undefined;
  return root?.site;
}

const clip = (text: string, max = 160) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export function pageMeta(args: MetaArgsLike, page: PageSeo | undefined): MetaDescriptor[] {
  const site = siteInfo(args.matches);
  if (!site || !page) return [{ title: 'Not Found' }];
  const url = `${site.publicUrl}${args.location.pathname === '/' ? '' : args.location.pathname}${
    page.canonicalSearch ?? ''
  }`;
  const title = args.location.pathname === '/' ? page.title : `${page.title} | ${site.companyName}`;
  const description = clip(
    page.description
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const image = typeof page.image === 'string' ? page.image : page.image?.src;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.companyName },
    { property: 'og:type', content: page.type === 'article' ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: `${site.publicUrl}${image}` });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (page.jsonLd)
    tags.push({ 'script:ld+json': { '@context': 'https://schema.org', ...page.jsonLd } });
  return tags;
}

/** The canonical query of page `page` of a numbered list: none for the first page. */
export const pageSearch = (page: number) => pageHref('', '', page);

/** `<link rel="prev">` and `<link rel="next">` of a numbered list page, keeping its query. */
export function pagerLinks(
  args: MetaArgsLike,
  list: { page: number; pageCount: number } | undefined,
): MetaDescriptor[] {
  const site = siteInfo(args.matches);
  if (!site || !list) return [];
  const { pathname, search = '' } = args.location;
  const link = (rel: string, n: number) => ({
    tagName: 'link',
    rel,
    href: `${site.publicUrl}${pageHref(pathname, search, n)}`,
  });
  return [
    ...(list.page > 1 ? [link('prev', list.page - 1)] : []),
    ...(list.page < list.pageCount ? [link('next', list.page + 1)] : []),
  ];
}

/** The head of a page from its loader data (`Not Found` while there is none). */
export function pageMetaOf<D>(
  args: MetaArgsLike & { data: D | undefined },
  page: (data: D) => PageSeo,
): MetaDescriptor[] {
  return pageMeta(args, args.data === undefined ? undefined : page(args.data));
}

/** What a product page's head says: one product, named, described and pictured. */
export interface ProductHead {
  name: string;
  description: string;
  image?: MediaImg;
  /** The `<title>` when it says more than the name (a brand with its range). */
  title?: string;
  /** The meta description when the page leads with a shorter text than the product's own. */
  summary?: string;
}

/**
 * The head of every product page: title, description, canonical link, Open Graph and the
 * Product JSON-LD, from the loader data (`Not Found` while there is none).
 */
export function productMeta<D>(
  args: MetaArgsLike & { data: D | undefined },
  head: (data: D) => ProductHead,
): MetaDescriptor[] {
  const product = args.data === undefined ? undefined : head(args.data);
  return pageMeta(
    args,
    product && {
      title: product.title ?? product.name,
      description: product.summary ?? product.description,
      image: product.image,
      type: 'product',
      jsonLd: productJsonLd(
        siteInfo(args.matches),
        product.name,
        product.description,
        product.image,
      ),
    },
  );
}

/** Schema.org Product for a product page. */
function productJsonLd(
  site: SiteInfo | undefined,
  name: string,
  description: string,
  image?: MediaImg,
) {
  return {
    '@type': 'Product',
    name,
    description: clip(
      description
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      300,
    ),
    ...(image?.src && site ? { image: `${site.publicUrl}${image.src}` } : {}),
    ...(site ? { brand: { '@type': 'Brand', name: site.companyName } } : {}),
  };
}

/**
 * The head of a catalogue page drawn by a template: a product's (with its schema.org Product)
 * unless the template says the page is an overview (`kind: 'page'`).
 */
export function catalogueMeta<D extends { head: ProductHead & { kind?: 'page' } }>(
  args: MetaArgsLike & { data: D | undefined },
): MetaDescriptor[] {
  return args.data?.head.kind === 'page'
    ? pageMetaOf(args, ({ head }) => ({
        title: head.name,
        description: head.description,
        image: head.image,
      }))
    : productMeta(args, (d) => d.head);
}
