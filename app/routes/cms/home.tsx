import { data } from 'react-router';
import { PARTNERS_ANCHOR, PartnersManager } from '~/components/cms/collections/partners-manager';
import { ScreenHeading, SectionList } from '~/components/cms/screen-page';
import { collectionPage } from '~/loaders/cms-collections.server';
import { describeCollection, noStore, requireUser, screenSections } from '~/loaders/cms.server';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const [home, site, partners] = await Promise.all([
    screenSections(context, ['home']),
    screenSections(context, ['site']),
    collectionPage(request, context, 'partners'),
  ]);
  return data(
    {
      sections: [...home, ...site],
      partnerCollection: describeCollection('partners'),
      partners: partners.records.map(({ _id, partner, name }) => ({ _id, partner, name })),
      partnerPaging: partners.paging,
    },
    { headers: noStore },
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Home | CMS' }];

export default function CmsHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeading
        title="Home"
        intro="The home page, the footer, and the texts other pages share. Each block saves on its own."
      />
      <SectionList
        sections={loaderData.sections}
        extras={[
          {
            after: 'hero-images/hero-image-three',
            anchor: PARTNERS_ANCHOR,
            title: 'Partner logos',
            node: (
              <PartnersManager
                collection={loaderData.partnerCollection}
                partners={loaderData.partners}
                paging={loaderData.partnerPaging}
              />
            ),
          },
        ]}
      />
    </>
  );
}
