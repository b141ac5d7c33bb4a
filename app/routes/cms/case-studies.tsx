import { collectionText } from '~/components/cms/collections/collection-manager';
import { CollectionScreen } from '~/components/cms/collections/collection-screen';
import { categoryLabel } from '~/case-studies';
import { collectionScreen, firstImage } from '~/loaders/cms-collections.server';
import type { Route } from './+types/case-studies';
import { screenHead } from '~/components/cms/shell/screens';

export const loader = ({ request, context, url }: Route.LoaderArgs) =>
  collectionScreen(request, context, url, 'caseStudies', (s) => ({
    id: s._id,
    title: s.title,
    detail: categoryLabel(s.category),
    image: firstImage(s.imageUrl),
  }));

const head = screenHead('case-studies');

export const meta: Route.MetaFunction = head.meta;

export default function CmsCaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <CollectionScreen
      head={head}
      data={loaderData}
      text={collectionText({
        records: 'case studies',
        add: 'Add case studies',
        addHeading: 'Add a case study',
      })}
    />
  );
}
