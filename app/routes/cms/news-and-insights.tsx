import { useSearchParams } from 'react-router';
import { CollectionManager } from '~/components/cms/collections/collection-manager';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { collectionScreen, firstChars } from '~/loaders/cms-collections.server';
import type { Route } from './+types/news-and-insights';
import { screenHead } from '~/components/cms/shell/screens';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  collectionScreen(request, context, 'blogPosts', (p) => ({
    id: p._id,
    title: p.title,
    detail: firstChars(p.subtitle),
    image: p.blogImage,
  }));

const head = screenHead('news-and-insights');

export const meta: Route.MetaFunction = head.meta;

export default function CmsNews({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { view } = loaderData;
  return (
    <>
      <ScreenHeading
        title={head.heading}
        intro={view.mode === 'list' ? 'Posts appear on the public site, newest first.' : undefined}
      />
      <CollectionManager
        key={params.toString()}
        collection={loaderData.collection}
        items={loaderData.items}
        view={view}
        address={{ path: head.url }}
        paging={loaderData.paging}
        text={{
          add: 'Add News & Insights',
          addHeading: 'Add News & Insights',
          submit: 'Post',
          listLabel: 'Posts',
          search: 'Search posts',
          empty: 'There are no posts yet.',
        }}
      />
    </>
  );
}
