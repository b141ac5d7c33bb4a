import { data } from 'react-router';
import { PARTNERS_ANCHOR, PartnersManager } from '~/components/cms/collections/partners-manager';
import { ScreenHeading, SectionList } from '~/components/cms/screen-page';
import { screenAt, screenHead } from '~/components/cms/shell/screens';
import { collectionPage } from '~/loaders/cms-collections.server';
import {
  describeCollection,
  noStore,
  recordVersions,
  requireUser,
  screenSections,
} from '~/loaders/cms.server';
import type { Route } from './+types/home';

const screen = screenAt('');

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  // One group per registry screen, in the list's order: the home page's own sections first.
  const [partners, ...groups] = await Promise.all([
    collectionPage(url, context, 'partners'),
    ...(screen.edits ?? []).map((edits) => screenSections(context, [edits])),
  ]);
  const versions = await recordVersions(
    context,
    'partners',
    partners.records.map((r) => r._id),
  );
  return data(
    {
      sections: groups.flat(),
      partnerCollection: describeCollection('partners'),
      partners: partners.records.map(({ _id, partner, name }) => ({
        _id,
        partner,
        name,
        version: versions.get(_id),
      })),
      partnerPaging: partners.paging,
    },
    { headers: noStore },
  );
}

export const meta: Route.MetaFunction = screenHead('').meta;

export default function CmsHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeading title={screen.title} intro={screen.intro} />
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
