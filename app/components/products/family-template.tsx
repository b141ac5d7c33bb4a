/**
 * A family's page: the view of the landing layout its record chose (docs/decisions/0013). The
 * standard layout lists all the family's products; a special one lists, below its own layout,
 * the products it does not show itself.
 */
import { landingViewsOf, viewModules } from '~/catalogue/views';
import type { FamilyTemplatePage, GenericLandingView } from '~/loaders/family-templates.server';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { MoreProducts } from './catalogue/more-products';
import { TemplateView } from './template-view';

function StandardFamily({ name, summary }: GenericLandingView) {
  return <PageBanner title={name} subtitle={summary} />;
}

/** The landing views: the standard one and those of the family folders. */
const landingViews = { generic: StandardFamily, ...landingViewsOf(viewModules) };

export function FamilyTemplateView({ page }: { page: FamilyTemplatePage }) {
  return (
    <>
      <TemplateView views={landingViews} page={page} />
      {page.template !== 'generic' ? (
        <MoreProducts cards={page.products} />
      ) : (
        <div className="content-width py-10">
          {page.products.length > 0 ? (
            <CardGrid cards={page.products} label={`${page.head.name} products`} />
          ) : (
            <p className="text-slate-700">There are no products in this family yet.</p>
          )}
        </div>
      )}
    </>
  );
}
