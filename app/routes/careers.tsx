import { CareerForm } from '~/components/forms/career-form';
import { PageBanner } from '~/components/ui/page-banner';
import { RichText } from '~/components/ui/rich-text';
import { section } from '~/loaders/content.server';
import { enquiryAction } from '~/loaders/enquiry-actions.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/careers';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, footer] = await Promise.all([
    section(context, 'careers/page'),
    section(context, 'footer'),
  ]);
  return { page, email: footer.email };
}

export const action = ({ context, request }: Route.ActionArgs) =>
  enquiryAction(context, request, 'careers/page');

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.page.heading,
    description: d.page.intro,
    image: d.page.banner,
  }));

export default function Careers({ loaderData: { page, email }, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} image={page.banner} />
      <div className="content-width grid gap-10 py-12 lg:grid-cols-2">
        <RichText html={page.body} className="text-slate-700" />
        <section aria-labelledby="apply-heading" className="rounded-lg bg-brand-50 p-6">
          <h2 id="apply-heading" className="mb-4 text-xl font-semibold text-brand-900">
            Apply
          </h2>
          <CareerForm result={actionData} />
          {email && (
            <p className="mt-6 text-sm text-slate-700">
              Prefer e-mail? Write to{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`mailto:${email}?subject=Job application`}
              >
                {email}
              </a>
              .
            </p>
          )}
        </section>
      </div>
    </>
  );
}
