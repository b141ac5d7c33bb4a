import { data } from 'react-router';
import { powerProtectionNavigation } from '~/components/products/power-protection-and-distribution/product-frame';
import {
  ProductDetail,
  type ProductDetailProps,
} from '~/components/products/power-protection-and-distribution/product-detail';
import { section } from '~/loaders/content.server';
import {
  powerProtectionProducts,
  type PowerProtectionProduct,
} from '../../../../content/sections/products/power-protection-and-distribution';
import { productMeta } from '~/seo';
import type { Route } from './+types/product';

type Detail = Omit<ProductDetailProps, 'tabs' | 'landing' | 'quoteProduct'>;
type DetailProduct = Extract<PowerProtectionProduct, { layout: 'product-detail' }>;
type Context = Route.LoaderArgs['context'];

/**
 * The switchboard and switchgear pages differ only in their section and its field names, so
 * one module serves them; each section's fields are mapped onto the shared detail layout.
 */
const details: Record<DetailProduct['section'], (context: Context) => Promise<Detail>> = {
  'products/tranos-elite-range': async (context) => {
    const p = await section(context, 'products/tranos-elite-range');
    return {
      title: p.title,
      description: { text: p.description },
      images: p.tranosEliteImages,
      features: p.features,
      catalogueUrl: p.catalogueUrl,
    };
  },
  'products/siemens-sivacon-s8': async (context) => {
    const p = await section(context, 'products/siemens-sivacon-s8');
    return {
      title: p.title,
      description: { text: p.description },
      images: p.siemensSivaconImages,
      features: p.features,
      catalogueUrl: p.catalogueUrl,
    };
  },
  'products/siemens-simoprime': async (context) => {
    const p = await section(context, 'products/siemens-simoprime');
    return {
      title: p.title,
      description: { text: p.description },
      images: p.siemensSimoprimeImages,
      catalogueUrl: p.catalogueUrl,
    };
  },
  'products/siemens-simosec': async (context) => {
    const p = await section(context, 'products/siemens-simosec');
    return {
      title: p.title,
      description: { html: p.description },
      images: p.siemensSimosecImages,
      catalogueUrl: p.catalogueUrl,
    };
  },
};

/** The detail product at this address, from the family's one list of products. */
const detailProduct = (slug: string) =>
  powerProtectionProducts.find(
    (p): p is DetailProduct => p.slug === slug && p.layout === 'product-detail',
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  const entry = detailProduct(slug);
  if (!entry) throw data(null, { status: 404 });
  const [product, landing] = await Promise.all([
    details[entry.section](context),
    section(context, 'products/power-protection-and-distribution'),
  ]);
  return { slug, product, ...powerProtectionNavigation(landing, entry.family) };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.product.title,
    description:
      'html' in d.product.description ? d.product.description.html : d.product.description.text,
    image: d.product.images[0],
  }));

export default function PowerProduct({
  loaderData: { slug, product, tabs, landing },
}: Route.ComponentProps) {
  return <ProductDetail {...product} quoteProduct={slug} tabs={tabs} landing={landing} />;
}
