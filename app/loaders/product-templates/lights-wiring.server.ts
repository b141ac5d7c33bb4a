/** Lights and wiring: a lighting brand, a Simon switch range, the industrial devices pages. */
import type { BrandSummary } from '~/components/products/lights-wiring/brand-page';
import {
  brandPath,
  brands,
  groupByCategory,
  isBrand,
  type Brand,
} from '~/components/products/lights-wiring/lights';
import { rangePath } from '~/components/products/lights-wiring/paths';
import { section } from '../content.server';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

const lightsBrand = (async (context, record) => {
  const brand = slugTail(record);
  if (!isBrand(brand)) return undefined;
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
  const view = {
    brand: summaries[brand],
    section: page.lightsHeading,
    groups: groupByCategory(lights[brand]),
    others: brands.filter((b) => b !== brand).map((b) => summaries[b]),
  };
  return {
    view,
    head: {
      name: view.brand.name,
      title: `${view.brand.name} – ${view.section}`,
      description: view.brand.tagline,
      image: view.brand.image,
    },
  };
}) satisfies TemplateLoader<unknown>;

const switchRange = (async (context, record) => {
  const { ranges } = await section(context, 'catalogue/switches-and-sockets');
  const range = ranges.find((r) => r.slug === slugTail(record));
  if (!range) return undefined;
  const others = ranges
    .filter((r) => r !== range)
    .map((r) => ({ title: r.name, text: r.tagline, image: r.image, to: rangePath(r.slug) }));
  return {
    view: { range, others },
    head: { name: range.name, description: range.description, image: range.image },
  };
}) satisfies TemplateLoader<unknown>;

/** The two industrial pages; each lists its own part of catalogue/industrial-wiring. */
const kinds = ['wiring', 'lighting'] as const;
type Kind = (typeof kinds)[number];
const isKind = (value: string): value is Kind => kinds.some((k) => k === value);
const kindPath = (kind: Kind) => `/products/lights-wiring/industrial/${kind}`;

const industrialDevices = (async (context, record) => {
  const kind = slugTail(record);
  if (!isKind(kind)) return undefined;
  const [page, catalogue] = await Promise.all([
    section(context, 'products/lights-wiring/industrial'),
    section(context, 'catalogue/industrial-wiring'),
  ]);
  const titles: Record<Kind, string> = { wiring: page.wiringTitle, lighting: page.lightingTitle };
  const view = {
    title: titles[kind],
    intro: kind === 'wiring' ? catalogue.wiringIntro : catalogue.lightingIntro,
    items: catalogue[kind],
    tabs: kinds.map((k) => ({ label: titles[k], to: kindPath(k) })),
  };
  return {
    view,
    head: { name: view.title, description: view.intro, image: view.items[0]?.image },
  };
}) satisfies TemplateLoader<unknown>;

export const lightsWiringTemplates = {
  'lights-brand': lightsBrand,
  'switch-range': switchRange,
  'industrial-devices': industrialDevices,
};

const landing = (async (context) => {
  const { heading, intro, tiles } = await section(context, 'products/lights-wiring');
  return {
    view: { heading, intro, tiles },
    head: { kind: 'page', name: heading, description: intro, image: tiles[0]?.image },
  };
}) satisfies LandingLoader<unknown>;

export const lightsWiringLanding = { 'lights-wiring': landing };
