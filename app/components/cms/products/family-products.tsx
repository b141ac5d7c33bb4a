import { CollectionManager, type CollectionView } from '../collections/collection-manager';
import type { ListPaging } from '../collections/list-address';
import type { GridItem } from '../collections/record-grid';
import type { CollectionDescriptor } from '../descriptors';
import { TitledCard } from '../titled-card';
import type { ProductTab } from '../shell/screens';

export const FAMILY_PRODUCTS_ANCHOR = 'edit-family-products';
/** Its own search and page parameters: the PP&D tab also lists the ATEX panels. */
export const FAMILY_PRODUCTS_PARAMS = { search: 'productsQ', page: 'productsPage' } as const;

/**
 * A Products tab's catalogue: the family's products, searchable and paged, with Add product
 * (its family set to the tab's), edit, hide (Shown on the site) and delete, toggled in the URL.
 */
export function FamilyProducts({
  tab,
  collection,
  items,
  view,
  paging,
}: {
  tab: ProductTab;
  collection: CollectionDescriptor;
  items: GridItem[];
  view: CollectionView;
  paging: ListPaging;
}) {
  return (
    <TitledCard
      id={FAMILY_PRODUCTS_ANCHOR}
      headingId={`${FAMILY_PRODUCTS_ANCHOR}-heading`}
      title={`Products in ${tab.name}`}
    >
      <CollectionManager
        collection={collection}
        items={items}
        view={view}
        headingLevel={3}
        initial={{ family: tab.key }}
        address={{
          path: '/cms/products',
          keep: { tab: tab.key },
          hash: FAMILY_PRODUCTS_ANCHOR,
          addParam: 'product',
          editParam: 'productEdit',
          searchParam: FAMILY_PRODUCTS_PARAMS.search,
          pageParam: FAMILY_PRODUCTS_PARAMS.page,
        }}
        paging={paging}
        text={{
          add: 'Add product',
          addHeading: `Add a product to ${tab.name}`,
          submit: 'Add product',
          listLabel: `${tab.name} products`,
          search: `Search ${tab.name} products`,
          empty: 'There are no products in this family yet.',
        }}
      />
    </TitledCard>
  );
}
