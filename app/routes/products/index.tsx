import { FinderForm, FinderResults } from '~/components/products/catalogue/product-finder';
import { BannerPage } from '~/components/ui/page-banner';
import { QueryLimitNotice } from '~/components/ui/query-limit-notice';
import { finderPage } from '~/loaders/catalogue.server';
import { listPage, redirectPastEnd } from '~/loaders/paging.server';
import { queryPageData } from '~/loaders/query-limit.server';
import { pageMeta, pagerLinks } from '~/seo';
import type { Route } from './+types/index';

/**
 * The product finder at /products: every shown product of the catalogue, narrowed by family,
 * industry, the family's specifications and a text over names, models and part numbers.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const number = listPage(url);
  const page = await finderPage(context, url, number);
  redirectPastEnd(url, page.results);
  return queryPageData(page);
}

// The query limit's Retry-After (query-limit.server.ts).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(
    args,
    args.data && { title: args.data.text.heading, description: args.data.text.intro },
  ),
  ...pagerLinks(args, args.data?.results),
];

export default function ProductFinder({ loaderData }: Route.ComponentProps) {
  return (
    <BannerPage title={loaderData.text.heading} subtitle={loaderData.text.intro} className="py-10">
      <FinderForm {...loaderData} />
      {loaderData.limited ? (
        <QueryLimitNotice limit={loaderData.limited} />
      ) : (
        <FinderResults {...loaderData} />
      )}
    </BannerPage>
  );
}
