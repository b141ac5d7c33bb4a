import { IndustryFilter } from '~/components/site/industry-filter';
import { CaseStudyCard } from '~/components/site/case-study-card';
import { Loaded } from '~/components/ui/loaded';
import { PageBanner } from '~/components/ui/page-banner';
import { attempt, pageRecords, section } from '~/loaders/content.server';
import { pageMeta } from '~/seo';
import { caseStudyCategories } from '../../../content/case-study-categories';
import type { Route } from './+types/case-studies';

/** Serves /case-studies and the five category paths; the category is the path's last part. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/')[2];
  const category = caseStudyCategories.find((c) => c.slug === slug);
  const [page, studies] = await Promise.all([
    section(context, 'case-studies/page'),
    attempt(
      context,
      context.services.content
        .list('caseStudies')
        .then((all) =>
          pageRecords(
            context,
            'caseStudies',
            all.filter((s) => !category || s.category.trim().toLowerCase() === category.value),
          ),
        )
        .then((studies) =>
          studies.map(({ imageUrl, ...rest }) => {
            return {
              slug: rest.slug,
              title: rest.title,
              category: rest.category,
              thumbnail: imageUrl[0],
            };
          }),
        ),
      'case studies',
    ),
  ]);
  return { page, category: category && { slug: category.slug, label: category.label }, studies };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.category
        ? `${args.data.category.label} case studies`
        : args.data.page.heading,
      description: args.data.page.intro,
    },
  );

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
          {(list) =>
            list.length > 0 ? (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((s) => (
                  <li key={s.slug}>
                    <CaseStudyCard study={s} />
                  </li>
                ))}
              </ul>
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
