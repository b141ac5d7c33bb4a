import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { categoryLabel } from '~/case-studies';
import { RotatingImage } from '~/components/site/rotating-image';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { HeadedSection } from '~/components/ui/headed-section';
import { RichText } from '~/components/ui/rich-text';
import { productsUsedIn } from '~/loaders/catalogue.server';
import { pageRecord } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { caseStudyCategories } from '../../../content/case-study-categories';
import type { Route } from './+types/case-study';

/** Shown images alternate every 10 s (the client's site spec). */
const ROTATION_MS = 10_000;

export async function loader({ context, params }: Route.LoaderArgs) {
  const record = await context.services.content.recordBySlug('caseStudies', params.slug);
  if (!record) throw data(null, { status: 404 });
  const [study, products] = await Promise.all([
    pageRecord(context, 'caseStudies', record),
    productsUsedIn(context, record),
  ]);
  // The first image is the list thumbnail; the detail alternates the first two of the rest.
  const extra = study.imageUrl.slice(1, 3);
  const category = caseStudyCategories.find((c) => c.value === study.category.trim().toLowerCase());
  return {
    study,
    images: extra.length > 0 ? extra : study.imageUrl.slice(0, 1),
    categorySlug: category?.slug,
    products,
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.study.title,
    description: d.study.project,
    image: d.images[0],
    type: 'article',
  }));

/** One part of the write-up beside the images. */
function StudySection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      id={id}
      heading={heading}
      headingClassName="mb-2 text-xl font-semibold text-brand-900"
    >
      {children}
    </HeadedSection>
  );
}

export default function CaseStudy({
  loaderData: { study, images, categorySlug, products },
}: Route.ComponentProps) {
  const label = categoryLabel(study.category);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Case studies', to: '/case-studies' },
          { label, to: categorySlug ? `/case-studies/${categorySlug}` : undefined },
          { label: study.title },
        ]}
      />
      <article className="content-width py-8">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{label}</p>
        <h1 className="mt-1 mb-6 text-3xl font-bold text-brand-900">{study.title}</h1>
        <div className="grid gap-8 lg:grid-cols-2">
          <RotatingImage images={images} intervalMs={ROTATION_MS} alt={study.title} />
          <div className="space-y-6">
            <StudySection id="project-heading" heading="The project">
              <p className="leading-relaxed whitespace-pre-line text-slate-700">{study.project}</p>
            </StudySection>
            <StudySection id="solutions-heading" heading="Solutions provided">
              <RichText html={study.solutionsProvided} className="text-slate-700" />
            </StudySection>
            {products.length > 0 && (
              <StudySection id="products-heading" heading="Products used">
                <ul className="list-disc space-y-1 pl-5">
                  {products.map((p) => (
                    <li key={p.url}>
                      <Link to={p.url} className="text-accent-700 underline hover:text-brand-900">
                        {p.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </StudySection>
            )}
          </div>
        </div>
      </article>
    </>
  );
}
