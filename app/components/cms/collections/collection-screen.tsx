import { useSearchParams } from 'react-router';
import type { CollectionDescriptor } from '../descriptors';
import { ScreenHeading } from '../screen-heading';
import { CollectionManager, type CollectionText, type CollectionView } from './collection-manager';
import type { ListPaging } from './list-address';
import type { GridItem } from './record-grid';

/** A screen that is one collection (News & Insights, Case Studies): its heading, list and form. */
export function CollectionScreen({
  head,
  data,
  text,
  listIntro,
}: {
  /** From `screenHead`: the screen's heading and address. */
  head: { heading: string; url: string };
  /** What `collectionScreen` loads. */
  data: {
    collection: CollectionDescriptor;
    items: GridItem[];
    view: CollectionView;
    paging: ListPaging;
  };
  text: CollectionText;
  /** Shown under the heading while the list is shown, not the form. */
  listIntro?: string;
}) {
  const [params] = useSearchParams();
  return (
    <>
      <ScreenHeading
        title={head.heading}
        intro={data.view.mode === 'list' ? listIntro : undefined}
      />
      <CollectionManager
        // A new address (page, search, view) starts the manager afresh.
        key={params.toString()}
        collection={data.collection}
        items={data.items}
        view={data.view}
        address={{ path: head.url }}
        paging={data.paging}
        text={text}
      />
    </>
  );
}
