import { IndustryFilter } from '~/components/site/industry-filter';
import { CaseStudyCard } from '~/components/site/case-study-card';
import { Loaded } from '~/components/ui/loaded';
import { PageBanner } from '~/components/ui/page-banner';
import { Pager } from '~/components/ui/pager';
import { TileList } from '~/components/ui/tile-list';
import { attempt, section } from '~/loaders/content.server';
import { caseStudyCards } from '~/loaders/lists.server';
import { listPage, redirectPastEnd } from '~/loaders/paging.server';
import { pageMeta, pagerLinks, pageSearch } from '~/seo';
import { caseStudyCategories } from '../../../content/case-study-categories';
import type { Route } from './+types/index';

/**
 * Serves /case-studies and the five category paths; the category is the path's last part.
 * Twelve cards a page (`?page=N`), newest first.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.pathname.split('/')[2];
  const category = caseStudyCategories.find((c) => c.slug === slug);
  const number = listPage(url);
  const [page, studies] = await Promise.all([
    section(context, 'case-studies/page'),
    attempt(context, caseStudyCards(context, number, category?.value), 'case studies'),
  ]);
  if (studies.ok) redirectPastEnd(url, studies.value);
  return { page, category: category && { slug: category.slug, label: category.label }, studies };
}

export const meta = (args: Route.MetaArgs) => {
  const list = args.data?.studies.ok ? args.data.studies.value : undefined;
  return [
    ...pageMeta(
      args,
      args.data && {
        title: args.data.category
          ? `${args.data.category.label} case studies`
          : args.data.page.heading,
        description: args.data.page.intro,
        canonicalSearch: pageSearch(list?.page ?? 1),
      },
    ),
    ...pagerLinks(args, list),
  ];
};

export default function CaseStudies({
  loaderData: { page, category, studies },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title={category ? `${page.heading}: ${category.label}` : page.heading}
        subtitle={page.intro}
      />
      <div className="content-width py-10">
        <div className="mb-8">
          <IndustryFilter current={category?.slug} />
        </div>
        <Loaded outcome={studies} what="case studies">
          {({ items, page: number, pageCount }) =>
            items.length > 0 ? (
              <>
                <TileList items={items} keyOf={(s) => s.slug}>
                  {(s, i) => <CaseStudyCard study={s} first={i === 0} />}
                </TileList>
                <Pager page={number} pageCount={pageCount} label="Case study pages" />
              </>
            ) : (
              <p className="rounded-lg bg-brand-50 p-8 text-center text-slate-700">
                No case studies in this industry yet.
              </p>
            )
          }
        </Loaded>
      </div>
    </>
  );
}
