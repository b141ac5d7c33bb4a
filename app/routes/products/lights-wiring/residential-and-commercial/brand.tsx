import { data } from 'react-router';
import { BrandPage, type BrandSummary } from '~/components/products/lights-wiring/brand-page';
import {
  brandPath,
  brands,
  groupByCategory,
  isBrand,
  type Brand,
} from '~/components/products/lights-wiring/lights';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/brand';

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = params.brand;
  if (!isBrand(brand)) throw data(null, { status: 404 });
  const [page, lights] = await Promise.all([
    section(context, 'products/lights-wiring/residential-and-commercial'),
    section(context, 'catalogue/lights'),
  ]);
  const summaries: Record<Brand, BrandSummary> = {
    duro: {
      name: page.duroName,
      tagline: lights.duroTagline,
      image: page.duroImage,
      to: brandPath('duro'),
    },
    valor: {
      name: page.valorName,
      tagline: lights.valorTagline,
      image: page.valorImage,
      to: brandPath('valor'),
    },
  };
  return {
    brand: summaries[brand],
    section: page.lightsHeading,
    groups: groupByCategory(lights[brand]),
    others: brands.filter((b) => b !== brand).map((b) => summaries[b]),
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.brand.name,
    title: `${d.brand.name} – ${d.section}`,
    description: d.brand.tagline,
    image: d.brand.image,
  }));

export default function LightingBrand({ loaderData }: Route.ComponentProps) {
  return <BrandPage {...loaderData} />;
}
