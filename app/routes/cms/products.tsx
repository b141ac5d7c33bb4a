import { data, redirect } from 'react-router';
import { ATEX_TAB, AtexPanels } from '~/components/cms/products/atex-panels';
import { ProductTabBar } from '~/components/cms/products/product-tab-bar';
import { renamedTab, tabOf } from '~/components/cms/products/product-tabs';
import { FamilyPage } from '~/components/cms/products/family-page';
import { ScreenHeading } from '~/components/cms/screen-page';
import { FAMILY_PRODUCTS_PARAMS, FamilyProducts } from '~/components/cms/products/family-products';
import {
  collectionPage,
  collectionView,
  describeCollection,
  firstImage,
} from '~/loaders/cms-collections.server';
import {
  describeCollectionWithChoices,
  noStore,
  recordForEdit,
  requireUser,
} from '~/loaders/cms.server';
import type { Route } from './+types/products';
import { screenHead } from '~/components/cms/shell/screens';

async function atex({ url, context }: Route.LoaderArgs, params: URLSearchParams) {
  const [{ records, paging }, view] = await Promise.all([
    collectionPage(url, context, 'atexPowerPanels'),
    collectionView(context, 'atexPowerPanels', params, { edit: 'atexEdit', add: 'atex' }),
  ]);
  return {
    collection: describeCollection('atexPowerPanels'),
    view,
    paging,
    items: records.map((p) => ({
      id: p._id,
      title: p.title,
      image: p.atexPowerPanelsImage,
      state: p.publishingState,
    })),
  };
}

/** The tab's family of the catalogue: its products as grid items, and the view asked for. */
async function familyProducts(
  { url, context }: Route.LoaderArgs,
  params: URLSearchParams,
  family: string,
) {
  const [{ records, paging }, view] = await Promise.all([
    collectionPage(url, context, 'products', { family }, FAMILY_PRODUCTS_PARAMS),
    collectionView(context, 'products', params, { edit: 'productEdit', add: 'product' }),
  ]);
  return {
    collection: await describeCollectionWithChoices(context, 'products'),
    view,
    paging,
    items: records.map((p) => ({
      state: p.publishingState,
      id: p._id,
      title: p.name,
      detail: p.visibility === 'hidden' ? 'Hidden from the site' : p.url,
      image: firstImage(p.images),
    })),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context, url } = args;
  await requireUser(request, context, url);
  const params = url.searchParams;
  const renamed = renamedTab(params.get('tab'));
  if (renamed) {
    // Bookmarks from before the tabs were named after their product group's URL.
    params.set('tab', renamed.key);
    throw redirect(`${url.pathname}?${params.toString()}`, 301);
  }
  const tab = tabOf(params.get('tab'));
  const [family, atexPanels, products] = await Promise.all([
    familyPage(args, tab.key),
    tab.key === ATEX_TAB ? atex(args, params) : undefined,
    familyProducts(args, params, tab.key),
  ]);
  return data({ tab: tab.key, family, atex: atexPanels, products }, { headers: noStore });
}

/** The tab's family record, for the form of the family's own page (decision 0024). */
async function familyPage({ context }: Route.LoaderArgs, slug: string) {
  const found = await context.services.drafts.recordByFields('productFamilies', { slug });
  const record = found && (await recordForEdit(context, 'productFamilies', found._id));
  if (!record) throw data(null, { status: 404 });
  return { collection: describeCollection('productFamilies'), record };
}

const head = screenHead('products');

export const meta: Route.MetaFunction = head.meta;

export default function CmsProducts({ loaderData }: Route.ComponentProps) {
  const tab = tabOf(loaderData.tab);
  const { atex: panels, products, family } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} />
      <ProductTabBar current={tab} />
      <div data-testid={`product-tab-${tab.key}`}>
        <p className="mb-4 text-lg font-semibold text-brand-900">{tab.name}</p>
        <div className="mb-8">
          <FamilyProducts
            key={JSON.stringify(products.view.mode) + (products.view.record?._id ?? '')}
            tab={tab}
            collection={products.collection}
            items={products.items}
            view={products.view}
            paging={products.paging}
          />
        </div>
        {panels && (
          <div className="mb-8">
            <AtexPanels
              key={JSON.stringify(panels.view.mode) + (panels.view.record?._id ?? '')}
              collection={panels.collection}
              items={panels.items}
              view={panels.view}
              paging={panels.paging}
            />
          </div>
        )}
        <FamilyPage
          key={`${family.record._id}-${family.record.version ?? ''}`}
          collection={family.collection}
          family={family.record}
        />
      </div>
    </>
  );
}
