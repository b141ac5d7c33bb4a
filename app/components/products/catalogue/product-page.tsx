import { Link } from 'react-router';
import { HeadedSection } from '~/components/ui/headed-section';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { keyedRows, TwoColumnTable } from '~/components/ui/two-column-table';
import type { GenericView, ProductTemplatePage } from '~/loaders/product-templates.server';
import { ProductPageFrame } from './product-page-frame';

/**
 * The standard product page (template `generic`): photos, description, key specifications,
 * models; its downloads, the industries it serves and the projects it was used in follow (as on
 * every product page).
 */
export function CatalogueProductPage({ product, family }: GenericView) {
  return (
    <ProductPageFrame
      product={product}
      family={family}
      photoClassName="aspect-[4/3] w-full rounded-lg object-cover shadow-sm"
      spacing="space-y-12"
      buttons={<RequestQuoteLink product={product.slug.split('/').pop()} />}
    >
      <ProductFacts product={product} />
    </ProductPageFrame>
  );
}

/** Specifications and models: each only when the product has some (downloads follow the view). */
function ProductFacts({ product }: Pick<GenericView, 'product'>) {
  return (
    <>
      {product.specs.length > 0 && (
        <HeadedSection id="specifications-heading" heading="Key specifications">
          <TwoColumnTable
            columns={['Specification', 'Value']}
            rows={keyedRows(
              product.specs,
              (spec) => spec.label,
              (spec) => [spec.value, spec.unit].filter(Boolean).join(' '),
            )}
            rowHeaderClassName="font-medium text-brand-900"
            valueClassName="text-slate-700"
          />
        </HeadedSection>
      )}
      {product.models.length > 0 && (
        <HeadedSection id="models-heading" heading="Models and part numbers">
          <TwoColumnTable
            columns={['Part number', 'Description']}
            rows={keyedRows(
              product.models,
              (model) => model.partNumber,
              (model) => model.description,
            )}
            rowHeaderClassName="font-mono font-medium text-brand-900"
            valueClassName="text-slate-700"
          />
        </HeadedSection>
      )}
    </>
  );
}

/**
 * The industries a product serves and the projects it was used in, as links: below every
 * product page, whichever template drew it.
 */
export function ProductLinks({ industries, caseStudies }: ProductTemplatePage['links']) {
  const lists = [
    { id: 'industries-heading', heading: 'Industries served', links: industries },
    { id: 'projects-heading', heading: 'Used in these projects', links: caseStudies },
  ].filter((list) => list.links.length > 0);
  if (lists.length === 0) return null;
  return (
    <div className="content-width grid gap-8 pb-12 md:grid-cols-2">
      {lists.map((list) => (
        <HeadedSection key={list.id} id={list.id} heading={list.heading}>
          <ul className="list-disc space-y-1 pl-5">
            {list.links.map((link) => (
              <li key={link.url}>
                <Link to={link.url} className="text-accent-700 underline hover:text-brand-900">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </HeadedSection>
      ))}
    </div>
  );
}
