import { CollectionScreen } from '~/components/cms/collections/collection-screen';
import { collectionScreen, firstChars } from '~/loaders/cms-collections.server';
import type { Route } from './+types/news-and-insights';
import { screenHead } from '~/components/cms/shell/screens';

export const loader = ({ request, context, url }: Route.LoaderArgs) =>
  collectionScreen(request, context, url, 'blogPosts', (p) => ({
    id: p._id,
    title: p.title,
    detail: firstChars(p.subtitle),
    image: p.blogImage,
  }));

const head = screenHead('news-and-insights');

export const meta: Route.MetaFunction = head.meta;

export default function CmsNews({ loaderData }: Route.ComponentProps) {
  return (
    <CollectionScreen
      head={head}
      data={loaderData}
      listIntro="Posts appear on the public site, newest first."
      text={{
        add: 'Add News & Insights',
        addHeading: 'Add News & Insights',
        submit: 'Post',
        listLabel: 'Posts',
        search: 'Search posts',
        empty: 'There are no posts yet.',
      }}
    />
  );
}
