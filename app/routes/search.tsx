import { SearchBox } from '~/components/search/search-box';
import { SearchResults } from '~/components/search/search-results';
import { typeLabels } from '~/components/search/type-labels';
import { BannerPage } from '~/components/ui/page-banner';
import { QueryLimitNotice } from '~/components/ui/query-limit-notice';
import { listPage, redirectPastEnd } from '~/loaders/paging.server';
import { queryPageData } from '~/loaders/query-limit.server';
import { searchPage } from '~/loaders/search.server';
import { pageMeta } from '~/seo';
import { SEARCH_RESULTS_HEADER } from '../../content/search-text';
import type { Route } from './+types/search';

/** The site search at /search?q=… (docs/decisions/0014): a plain GET form and its results. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const number = listPage(url);
  const page = await searchPage(context, url, number);
  if (page.answer) redirectPastEnd(url, page.answer);
  // How many results the search found, for the search counts (server/ssr/count-visits.ts):
  // kept with the cached page, so a search answered from the cache is counted too.
  return queryPageData(
    page,
    page.answer ? { [SEARCH_RESULTS_HEADER]: String(page.answer.total) } : undefined,
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.q ? `${args.data.text.heading}: ${args.data.q}` : args.data.text.heading,
      description: args.data.text.prompt,
      // Result pages name /search as their canonical URL (no query), so search engines fold
      // them into the one search page rather than index each; a `noindex` would also tell
      // them to drop /search itself.
    },
  );

export default function Search({ loaderData: { text, q, answer, limited } }: Route.ComponentProps) {
  const types = typeLabels(text);
  return (
    <BannerPage title={text.heading} className="py-10">
      <div className="max-w-2xl">
        <SearchBox key={q} text={text} types={types} defaultValue={q} variant="page" />
      </div>
      {limited ? (
        <QueryLimitNotice limit={limited} />
      ) : answer ? (
        <SearchResults answer={answer} text={text} types={types} />
      ) : (
        <p className="mt-6 max-w-2xl text-slate-700">{text.prompt}</p>
      )}
    </BannerPage>
  );
}
