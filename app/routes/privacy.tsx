import { withRetentionPeriods } from '../../content/retention-text';
import { BannerPage } from '~/components/ui/page-banner';
import { PhoneLink } from '~/components/ui/phone-link';
import { RichText } from '~/components/ui/rich-text';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/privacy';

/**
 * /privacy: the privacy notice (issue 32). Who is responsible is told from the company facts the
 * site already keeps (its name, head office, phone and e-mail), and how long each kind of data is
 * kept from the periods the retention job applies, not from copies of them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [notice, settings, footer, periods] = await Promise.all([
    section(context, 'privacy'),
    section(context, 'site/settings'),
    section(context, 'footer'),
    context.services.personalDataSettings.periods(),
  ]);
  return {
    notice: { ...notice, body: withRetentionPeriods(notice.body, periods) },
    controller: {
      name: settings.companyName,
      headOffice: footer.headOffice,
      phone: footer.phone,
      email: footer.email,
    },
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.notice.heading, description: d.notice.intro }));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{label}</dt>
      <dd className="mt-1 whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

export default function Privacy({ loaderData: { notice, controller } }: Route.ComponentProps) {
  return (
    <BannerPage title={notice.heading} subtitle={notice.intro} className="space-y-10 py-12">
      <section aria-labelledby="controller-heading" className="max-w-3xl">
        <h2 id="controller-heading" className="section-heading mb-3">
          {notice.controllerHeading}
        </h2>
        <p className="leading-relaxed text-slate-700">{notice.controllerText}</p>
        <dl className="mt-6 grid gap-6 rounded-lg bg-brand-50 p-6 sm:grid-cols-2">
          <Fact label="Company">{controller.name}</Fact>
          {controller.headOffice && <Fact label="Head office">{controller.headOffice}</Fact>}
          {controller.phone && (
            <Fact label="Phone">
              <PhoneLink phone={controller.phone} className="text-brand-700 underline" />
            </Fact>
          )}
          {controller.email && (
            <Fact label="E-mail">
              <a className="text-brand-700 underline" href={`mailto:${controller.email}`}>
                {controller.email}
              </a>
            </Fact>
          )}
          {notice.dpoEmail && (
            <Fact label={notice.dpoLabel}>
              <a className="text-brand-700 underline" href={`mailto:${notice.dpoEmail}`}>
                {notice.dpoEmail}
              </a>
            </Fact>
          )}
        </dl>
      </section>
      <RichText
        html={notice.body}
        className="max-w-3xl text-slate-700 [&_h2]:mt-8 [&_h2]:text-2xl [&_h3]:text-lg"
      />
    </BannerPage>
  );
}
