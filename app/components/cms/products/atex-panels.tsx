import {
  CollectionManager,
  collectionText,
  type CollectionView,
} from '../collections/collection-manager';
import type { ListPaging } from '../collections/list-address';
import type { GridItem } from '../collections/record-grid';
import type { CollectionDescriptor } from '../descriptors';
import { TitledCard } from '../titled-card';

export const ATEX_ANCHOR = 'edit-atex-power-panels';
/** The Products tab that also manages the panels. */
export const ATEX_TAB = 'power-protection-and-distribution';

/** ATEX power panels on the PP&D tab: list, add, edit and delete (toggled in the URL). */
export function AtexPanels({
  collection,
  items,
  view,
  paging,
}: {
  collection: CollectionDescriptor;
  items: GridItem[];
  view: CollectionView;
  paging: ListPaging;
}) {
  return (
    <TitledCard id={ATEX_ANCHOR} headingId={`${ATEX_ANCHOR}-heading`} title="ATEX power panels">
      <CollectionManager
        collection={collection}
        items={items}
        view={view}
        headingLevel={3}
        address={{
          path: '/cms/products',
          keep: { tab: ATEX_TAB },
          hash: ATEX_ANCHOR,
          addParam: 'atex',
          editParam: 'atexEdit',
        }}
        paging={paging}
        text={collectionText({
          records: 'ATEX power panels',
          add: 'Add ATEX power panel',
          addHeading: 'Add an ATEX power panel',
        })}
      />
    </TitledCard>
  );
}
