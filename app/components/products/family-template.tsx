/**
 * A family's page: the view of the landing layout its record chose (docs/decisions/0013). The
 * standard layout lists all the family's products; a special one lists, below its own layout,
 * the products it does not show itself.
 */
import type { ComponentType } from 'react';
import type { FamilyTemplate } from '../../../content/catalogue/templates';
import type { FamilyTemplatePage, LandingViewData } from '~/loaders/family-templates.server';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { cableManagementLandingView } from './cable-management/templates';
import { MoreProducts } from './catalogue/more-products';
import { TemplateView } from './template-view';
import { enclosuresLandingView } from './enclosures/templates';
import { gasketsLandingView } from './gaskets/templates';
import { lightsWiringLandingView } from './lights-wiring/templates';
import { powerGenerationLandingView } from './power-generation/templates';
import { powerProtectionLandingView } from './power-protection-and-distribution/templates';
import { warehouseStorageLandingView } from './warehouse-storage/templates';

function StandardFamily({ name, summary }: LandingViewData['generic']) {
  return <PageBanner title={name} subtitle={summary} />;
}

const landingViews: { [T in FamilyTemplate]: ComponentType<LandingViewData[T]> } = {
  generic: StandardFamily,
  ...powerProtectionLandingView,
  ...cableManagementLandingView,
  ...enclosuresLandingView,
  ...warehouseStorageLandingView,
  ...gasketsLandingView,
  ...powerGenerationLandingView,
  ...lightsWiringLandingView,
};

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
