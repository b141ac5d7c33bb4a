import { data } from 'react-router';
import { powerProtectionNavigation } from '~/components/products/power-protection-and-distribution/product-frame';
import {
  ProductDetail,
  type ProductDetailProps,
} from '~/components/products/power-protection-and-distribution/product-detail';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/product';

type Detail = Omit<ProductDetailProps, 'tabs' | 'landing' | 'quoteProduct'>;

/**
 * The four switchboard and switchgear pages differ only in their section and its field names,
 * so one module serves them; each entry maps its section onto the shared detail layout.
 */
const products = {
  'tranos-elite-range': {
    family: 'low',
    read: async (context: Route.LoaderArgs['context']): Promise<Detail> => {
      const p = await section(context, 'products/tranos-elite-range');
      return {
        title: p.title,
        description: { text: p.description },
        images: p.tranosEliteImages,
        features: p.features,
        catalogueUrl: p.catalogueUrl,
      };
    },
  },
  'siemens-sivacon': {
    family: 'low',
    read: async (context: Route.LoaderArgs['context']): Promise<Detail> => {
      const p = await section(context, 'products/siemens-sivacon-s8');
      return {
        title: p.title,
        description: { text: p.description },
        images: p.siemensSivaconImages,
        features: p.features,
        catalogueUrl: p.catalogueUrl,
      };
    },
  },
  'siemens-simoprime': {
    family: 'medium',
    read: async (context: Route.LoaderArgs['context']): Promise<Detail> => {
      const p = await section(context, 'products/siemens-simoprime');
      return {
        title: p.title,
        description: { text: p.description },
        images: p.siemensSimoprimeImages,
        catalogueUrl: p.catalogueUrl,
      };
    },
  },
  'siemens-simosec': {
    family: 'medium',
    read: async (context: Route.LoaderArgs['context']): Promise<Detail> => {
      const p = await section(context, 'products/siemens-simosec');
      return {
        title: p.title,
        description: { html: p.description },
        images: p.siemensSimosecImages,
        catalogueUrl: p.catalogueUrl,
      };
    },
  },
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  if (!(slug in products)) throw data(null, { status: 404 });
  const entry = products[slug as keyof typeof products];
  const [product, landing] = await Promise.all([
    entry.read(context),
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
