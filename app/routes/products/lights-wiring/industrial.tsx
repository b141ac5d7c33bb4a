import { data } from 'react-router';
import { DeviceCard } from '~/components/products/lights-wiring/device-card';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { TabBar } from '~/components/ui/tab-bar';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/industrial';

/** The two industrial pages; each lists its own part of catalogue/industrial-wiring. */
const kinds = ['wiring', 'lighting'] as const;
type Kind = (typeof kinds)[number];
const isKind = (value: string): value is Kind => kinds.some((k) => k === value);
const kindPath = (kind: Kind) => `/products/lights-wiring/industrial/${kind}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const kind = params.kind;
  if (!isKind(kind)) throw data(null, { status: 404 });
  const [page, catalogue] = await Promise.all([
    section(context, 'products/lights-wiring/industrial'),
    section(context, 'catalogue/industrial-wiring'),
  ]);
  const titles: Record<Kind, string> = { wiring: page.wiringTitle, lighting: page.lightingTitle };
  return {
    title: titles[kind],
    intro: kind === 'wiring' ? catalogue.wiringIntro : catalogue.lightingIntro,
    items: catalogue[kind],
    tabs: kinds.map((k) => ({ label: titles[k], to: kindPath(k) })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({ name: d.title, description: d.intro, image: d.items[0]?.image }));

export default function IndustrialWiring({
  loaderData: { title, intro, items, tabs },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={title} subtitle={intro} />
      <TabBar label="Industrial products" tabs={tabs} />
      <div className="content-width py-12">
        <ul className="grid gap-5 lg:grid-cols-2">
          {items.map((item, i) => (
            <li key={`${item.name}-${i}`}>
              <DeviceCard device={item} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <RequestQuoteLink product={title} />
        </div>
      </div>
    </>
  );
}
