import { ContactForm } from '~/components/forms/contact-form';
import { MapEmbed } from '~/components/site/map-embed';
import { BannerPage } from '~/components/ui/page-banner';
import { PhoneLink } from '~/components/ui/phone-link';
import { section } from '~/loaders/content.server';
import { enquiryAction } from '~/loaders/enquiry-actions.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/contacts';

/** The most products the quote form names; beyond them, a buyer picks the family. */
const QUOTE_FORM_PRODUCTS = 200;

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  const { content } = context.services;
  const [page, footer, families, products] = await Promise.all([
    section(context, 'contacts/page'),
    section(context, 'footer'),
    content.list('productFamilies'),
    // The form offers the products by name, a bounded list however large the catalogue grows.
    content.page('products', { limit: QUOTE_FORM_PRODUCTS }).then((p) => p.items),
  ]);
  // The product lines offered are the catalogue's families and products, by their names now.
  // "Request a quote" links carry ?product=<the product page's slug>: preselect that product.
  const product = query.get('product')?.slice(0, 100);
  const preselected =
    (product &&
      (products.find((p) => p.slug === product || p.slug.endsWith(`/${product}`))?.name ??
        families.find((f) => f.slug === product)?.name)) ||
    '';
  const productLines = [
    ...new Set([...families.map((f) => f.name), ...products.map((p) => p.name)]),
  ];
  const quote = query.get('type') === 'quote' || Boolean(product);
  return {
    page,
    footer,
    productLines,
    defaults: {
      type: quote ? ('quote' as const) : ('contact' as const),
      productLine: preselected,
      // The product finder's "Ask us for it" says what the buyer looked for.
      request: query.get('about')?.slice(0, 300) ?? '',
    },
  };
}

export const action = ({ context, request }: Route.ActionArgs) =>
  enquiryAction(context, request, 'contacts/page');

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.page.heading, description: d.page.intro }));

export default function Contacts({
  loaderData: { page, footer, productLines, defaults },
  actionData,
}: Route.ComponentProps) {
  const details = [
    { label: 'Head office', text: footer.headOffice },
    { label: 'Factory', text: footer.factoryAddress },
    { label: 'Opening hours', text: page.openingHours },
  ].filter((d) => d.text);
  return (
    <BannerPage title={page.heading} subtitle={page.intro} className="space-y-12 py-12">
      <section aria-label="Contact details" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Phone and e-mail
          </h2>
          <p>
            <PhoneLink phone={footer.phone} className="text-brand-700 underline" />
          </p>
          <p>
            <a className="text-brand-700 underline" href={`mailto:${footer.email}`}>
              {footer.email}
            </a>
          </p>
        </div>
        {details.map((d) => (
          <div key={d.label}>
            <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-700 uppercase">
              {d.label}
            </h2>
            <p className="whitespace-pre-line text-slate-700">{d.text}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="enquiry-heading" className="max-w-3xl">
        <h2 id="enquiry-heading" className="section-heading mb-6">
          Send us an enquiry
        </h2>
        <ContactForm result={actionData} productLines={productLines} defaults={defaults} />
      </section>
      <MapEmbed title={page.mapTitle} preview={page.mapPreview} query={page.mapQuery} />
    </BannerPage>
  );
}
