import { FinderForm, FinderResults } from '~/components/products/catalogue/product-finder';
import { PageBanner } from '~/components/ui/page-banner';
import { finderPage } from '~/loaders/catalogue.server';
import { redirectFirstPage, redirectPastEnd, requestedPage } from '~/loaders/paging.server';
import { pageMeta, pagerLinks } from '~/seo';
import type { Route } from './+types/index';

/**
 * The product finder at /products: every shown product of the catalogue, narrowed by family,
 * industry, the family's specifications and a text over names, models and part numbers.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const number = requestedPage(url);
  redirectFirstPage(url, number);
  const page = await finderPage(context, url, number);
  redirectPastEnd(url, page.results);
  return page;
}

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(
    args,
    args.data && { title: args.data.text.heading, description: args.data.text.intro },
  ),
  ...pagerLinks(args, args.data?.results),
];

export default function ProductFinder({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.text.heading} subtitle={loaderData.text.intro} />
      <div className="content-width py-10">
        <FinderForm {...loaderData} />
        <FinderResults {...loaderData} />
      </div>
    </>
  );
}
