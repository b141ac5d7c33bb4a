import { data, useSearchParams } from 'react-router';
import { caseStudyCategories } from '../../../content/case-study-categories';
import { CollectionManager } from '~/components/cms/collections/collection-manager';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { collectionView, describeCollection, firstImage } from '~/loaders/cms-collections.server';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/case-studies';

const categoryLabel = (value: string) =>
  caseStudyCategories.find((c) => c.value === value)?.label ?? value;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const [studies, view] = await Promise.all([
    context.services.content.list('caseStudies'),
    collectionView(context, 'caseStudies', params),
  ]);
  return data(
    {
      collection: describeCollection('caseStudies'),
      view,
      items: studies.map((s) => ({
        id: s._id,
        title: s.title,
        detail: categoryLabel(s.category),
        image: firstImage(s.imageUrl),
      })),
    },
    { headers: noStore },
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Case Studies | CMS' }];

export default function CmsCaseStudies({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <ScreenHeading title="Case Studies" />
      <CollectionManager
        key={params.toString()}
        collection={loaderData.collection}
        items={loaderData.items}
        view={loaderData.view}
        links={{
          list: '/cms/case-studies',
          add: '/cms/case-studies?view=new',
          edit: (id) => `/cms/case-studies?edit=${id}`,
        }}
        text={{
          add: 'Add case studies',
          addHeading: 'Add a case study',
          submit: 'Submit',
          listLabel: 'Case studies',
          empty: 'There are no case studies yet.',
        }}
      />
    </>
  );
}
