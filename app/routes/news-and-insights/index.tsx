import { Form, Link } from 'react-router';
import { NewsCard } from '~/components/site/news-card';
import { Loaded } from '~/components/ui/loaded';
import { Glyph } from '~/components/ui/glyph';
import { BannerPage } from '~/components/ui/page-banner';
import { Pager } from '~/components/ui/pager';
import { QueryLimitNotice } from '~/components/ui/query-limit-notice';
import { TileList } from '~/components/ui/tile-list';
import { attempt, section } from '~/loaders/content.server';
import { newsCards } from '~/loaders/lists.server';
import { listPage, redirectPastEnd } from '~/loaders/paging.server';
import { queryLimit, queryPageData } from '~/loaders/query-limit.server';
import { pageMeta, pagerLinks, pageSearch } from '~/seo';
import { NEWS_SEARCH_MAX } from '../../../content/news-search';
import type { Route } from './+types/index';

/**
 * The search runs on the server: `?q=` matches title, subtitle and content, in any case.
 * Twelve cards a page (`?page=N`), newest first.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, NEWS_SEARCH_MAX);
  const number = listPage(url);
  const limited = await queryLimit(context, url);
  const [page, posts] = await Promise.all([
    section(context, 'news/page'),
    limited ? undefined : attempt(context, newsCards(context, number, q), 'news and insights'),
  ]);
  if (posts?.ok) redirectPastEnd(url, posts.value);
  return queryPageData({ page, q, posts, limited });
}

// The query limit's Retry-After (query-limit.server.ts).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = (args: Route.MetaArgs) => {
  const list = args.data?.posts?.ok ? args.data.posts.value : undefined;
  return [
    ...pageMeta(
      args,
      args.data && {
        title: args.data.page.heading,
        description: args.data.page.intro,
        canonicalSearch: pageSearch(list?.page ?? 1),
      },
    ),
    ...pagerLinks(args, list),
  ];
};

export default function News({ loaderData: { page, q, posts, limited } }: Route.ComponentProps) {
  return (
    <BannerPage title={page.heading} subtitle={page.intro} className="py-10">
      <Form method="get" role="search" className="mb-8 flex max-w-xl gap-2">
        <label htmlFor="news-search" className="sr-only">
          Search news and insights
        </label>
        <input
          id="news-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={NEWS_SEARCH_MAX}
          placeholder="Search news & insights"
          // min-w-0: an input is 20 characters wide unless let shrink, which pushed the
          // button past a 320 px screen.
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 px-3"
        />
        {/* On a phone the button is its magnifier, leaving the box room for its placeholder. */}
        <button type="submit" className="btn-primary px-3 sm:px-5">
          <Glyph name="search" className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </button>
      </Form>
      {limited && <QueryLimitNotice limit={limited} />}
      {posts && (
        <Loaded outcome={posts} what="news and insights">
          {({ items, total, page: number, pageCount }) => (
            <>
              <p aria-live="polite" className={q ? 'mb-6 text-slate-700' : 'sr-only'}>
                {q &&
                  total > 0 &&
                  `${total} ${total === 1 ? 'post matches' : 'posts match'} “${q}”.`}
              </p>
              {items.length > 0 ? (
                <TileList items={items} keyOf={(post) => post._id}>
                  {(post, i) => <NewsCard post={post} first={i === 0} />}
                </TileList>
              ) : q ? (
                <div className="rounded-lg bg-brand-50 p-8 text-center">
                  <p className="text-lg text-slate-800">No posts match “{q}”.</p>
                  <Link
                    to="/news-and-insights"
                    className="mt-3 inline-block font-semibold text-brand-700 underline"
                  >
                    Show all posts
                  </Link>
                </div>
              ) : (
                <p className="rounded-lg bg-brand-50 p-8 text-center text-lg text-slate-800">
                  Check back for news and insights
                </p>
              )}
              <Pager page={number} pageCount={pageCount} label="News and insights pages" />
            </>
          )}
        </Loaded>
      )}
    </BannerPage>
  );
}
