import {
  cmLandingPath,
  CmFrame,
} from '~/components/products/cable-management/cable-management-frame';
import { AnchorNav, TracSections } from '~/components/products/cable-management/trac-sections';
import { secondaryButton } from '~/components/products/power-protection-and-distribution/product-detail';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/trac';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, landing, trays, ladders, fittings, accessories] = await Promise.all([
    section(context, 'products/cable-management/trac/page'),
    section(context, 'products/cable-management'),
    section(context, 'products/cable-management/cable-trays'),
    section(context, 'products/cable-management/cable-ladders'),
    section(context, 'products/cable-management/cable-fittings'),
    section(context, 'products/cable-management/accessories-and-fasteners'),
  ]);
  return {
    page,
    landing: { label: landing.heading, to: cmLandingPath },
    // The anchor ids are fixed: other pages and old links point at them.
    sections: [
      { id: 'cable-trays', ...trays, image: trays.cableTraysImage },
      { id: 'cable-ladders', ...ladders, image: ladders.cableLaddersImage },
      { id: 'cable-fittings', ...fittings, image: fittings.cableFittingsImage },
      {
        id: 'accessories-and-fasteners',
        ...accessories,
        image: accessories.accessoriesAndFastenersImage,
      },
    ].map(({ id, title, description, image }) => ({ id, title, description, image })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.page.heading,
    description: d.page.intro,
    image: d.sections[0]?.image,
  }));

export default function Trac({ loaderData: { page, landing, sections } }: Route.ComponentProps) {
  return (
    <CmFrame title={page.heading} subtitle={page.intro} trail={[landing]}>
      <AnchorNav sections={sections} />
      <TracSections sections={sections} />
      <RequestQuoteLink product="trac" className={secondaryButton} />
    </CmFrame>
  );
}
