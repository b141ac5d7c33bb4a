import {
  cmLandingPath,
  CmFrame,
} from '~/components/products/cable-management/cable-management-frame';
import { Paragraphs } from '~/components/products/power-protection-and-distribution/paragraphs';
import { CardGrid } from '~/components/ui/card-grid';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/cable-glands';

const glandsPath = `${cmLandingPath}/cable-glands`;

export async function loader({ context }: Route.LoaderArgs) {
  const [page, catalogue, landing] = await Promise.all([
    section(context, 'products/cable-management/cable-glands/page'),
    section(context, 'catalogue/cable-glands'),
    section(context, 'products/cable-management'),
  ]);
  return {
    heading: page.heading,
    intro: catalogue.intro,
    landing: { label: landing.heading, to: cmLandingPath },
    cards: catalogue.glands.map((g) => ({
      title: g.name,
      to: `${glandsPath}/${g.slug}`,
      image: g.image,
      text: g.summary,
    })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.heading,
    description: d.intro,
    image: d.cards[0]?.image,
  }));

export default function CableGlands({
  loaderData: { heading, intro, landing, cards },
}: Route.ComponentProps) {
  return (
    <CmFrame title={heading} trail={[landing]}>
      <Paragraphs text={intro} className="max-w-3xl text-lg text-slate-700" />
      <CardGrid cards={cards} />
    </CmFrame>
  );
}
