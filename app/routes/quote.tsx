import { Link } from 'react-router';
import { BasketLines } from '~/components/quote/basket-lines';
import { QuoteRequestForm } from '~/components/quote/quote-request-form';
import { BannerPage } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { basketRows, quoteAction } from '~/loaders/quote.server';
import { pageMetaOf } from '~/seo';
import { fillIn } from '../../content/text-template';
import type { Route } from './+types/quote';

/** /quote: the buyer's basket and the request for quote it becomes. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const [page, items, configurator] = await Promise.all([
    section(context, 'quote/page'),
    basketRows(context, request),
    section(context, 'quote/enclosure-configurator'),
  ]);
  // Arrived from a product page's form (without JavaScript): say what was added.
  const added = items.find((i) => i.key === url.searchParams.get('added'))?.name;
  const drawing = items.find((i) => i.drawing)?.drawing;
  return {
    page,
    items,
    added: added && fillIn(page.msgAdded, { name: added }),
    changeLabel: configurator.changeLabel,
    removeDrawingLabel: configurator.removeDrawingLabel,
    carried: drawing && fillIn(page.attachmentCarried, { name: drawing }),
  };
}

export const action = ({ context, request }: Route.ActionArgs) => quoteAction(context, request);

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.page.heading, description: d.page.intro }));

/** The way on to the catalogue: a link under a sent request, a button under an empty basket. */
function BrowseProducts({ label, className }: { label: string; className: string }) {
  return (
    <p className="mt-4">
      <Link to="/products" className={className}>
        {label}
      </Link>
    </p>
  );
}

export default function Quote({
  loaderData: { page, items, added, changeLabel, removeDrawingLabel, carried },
  actionData,
}: Route.ComponentProps) {
  const sent = actionData?.intent === 'send' ? actionData : undefined;
  const lineResult = actionData && actionData.intent !== 'send' ? actionData : undefined;
  return (
    <BannerPage title={page.heading} subtitle={page.intro} className="space-y-10 py-12">
      {added && !actionData && (
        <p role="status" className="rounded-md bg-green-50 p-3 font-medium text-green-900">
          {added}
        </p>
      )}
      {lineResult?.message && (
        <p
          role="status"
          className={`rounded-md p-3 font-medium ${lineResult.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {lineResult.message}
        </p>
      )}
      {sent?.ok ? (
        <section aria-labelledby="sent-heading" className="max-w-3xl">
          <h2 id="sent-heading" className="section-heading mb-3">
            {page.sentHeading}
          </h2>
          <p role="status" className="text-lg">
            {sent.message}
          </p>
          <BrowseProducts label={page.browseLabel} className="text-brand-700 underline" />
        </section>
      ) : items.length === 0 ? (
        <section aria-label="Your quote" className="max-w-3xl">
          <p>{page.empty}</p>
          <BrowseProducts label={page.browseLabel} className="btn-primary" />
        </section>
      ) : (
        <>
          <section aria-labelledby="basket-heading" className="max-w-3xl">
            <h2 id="basket-heading" className="section-heading mb-4">
              {items.length === 1
                ? page.countOne
                : fillIn(page.countMany, { count: String(items.length) })}
            </h2>
            <BasketLines
              items={items}
              changeLabel={changeLabel}
              removeDrawingLabel={removeDrawingLabel}
              errors={lineResult && !lineResult.ok ? (lineResult.fields ?? {}) : {}}
            />
          </section>
          <section aria-labelledby="details-heading" className="max-w-3xl">
            <h2 id="details-heading" className="section-heading mb-6">
              {page.detailsHeading}
            </h2>
            <QuoteRequestForm
              result={sent}
              attachmentHint={page.attachmentHint}
              carried={carried}
            />
          </section>
        </>
      )}
    </BannerPage>
  );
}

/** A visitor's own basket: never kept by a browser's or a proxy's cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
