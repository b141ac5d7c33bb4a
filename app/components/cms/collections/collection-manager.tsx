import { Link, useNavigate } from 'react-router';
import type { CmsRecord, CollectionDescriptor } from '../descriptors';
import type { Values } from '../form/values';
import { Icon } from '../icons';
import { RecordForm } from '../record-form';
import { Pager } from '../pager';
import { btn } from '../styles';
import { listLinks, type ListAddress, type ListPaging } from './list-address';
import { ListSearch } from './list-search';
import { RecordGrid, type GridItem } from './record-grid';
import { useDeleteRecord } from './use-delete-record';

export interface CollectionView {
  mode: 'list' | 'new' | 'edit';
  /** The record being edited (mode `edit`); undefined when the id is unknown. */
  record?: CmsRecord;
}

/** What a collection's list and form call things; each screen words them for its records. */
export interface CollectionText {
  add: string;
  addHeading: string;
  submit: string;
  listLabel: string;
  empty: string;
  search: string;
}

/**
 * A collection's wording from what its records are called, so its list, search box and empty
 * list name them alike. The button says "Submit" unless told otherwise.
 */
export function collectionText({
  records,
  add,
  addHeading,
  submit = 'Submit',
  empty = `There are no ${records} yet.`,
}: {
  /** The records in the plural, as a sentence names them: "case studies". */
  records: string;
  add: string;
  addHeading: string;
  submit?: string;
  empty?: string;
}): CollectionText {
  const listLabel = records.charAt(0).toUpperCase() + records.slice(1);
  return { add, addHeading, submit, listLabel, search: `Search ${records}`, empty };
}

/**
 * A collection's list, a page at a time and searchable, and its add/edit form, toggled by the
 * URL (`?view=new`, `?edit=id`), so Close, Post and the browser's back button all return to
 * the list page they came from.
 */
export function CollectionManager({
  collection,
  items,
  view,
  address,
  paging,
  text,
  initial,
  headingLevel = 2,
}: {
  collection: CollectionDescriptor;
  /** A new record's values before the editor types. */
  initial?: Values;
  headingLevel?: 2 | 3;
  items: GridItem[];
  view: CollectionView;
  address: ListAddress;
  paging: ListPaging;
  text: CollectionText;
}) {
  const navigate = useNavigate();
  const { remove, dialog } = useDeleteRecord(collection.path, { toTrash: true });
  const links = listLinks(address, paging);
  const toList = () => navigate(links.list);

  if (view.mode === 'new' || (view.mode === 'edit' && view.record)) {
    const record = view.mode === 'edit' ? view.record : undefined;
    return (
      <RecordForm
        key={record?._id ?? 'new'}
        collection={collection}
        record={record}
        initial={initial}
        heading={record ? `Edit “${String(record.title ?? record.name ?? '')}”` : text.addHeading}
        submitLabel={record ? 'Publish' : text.submit}
        onClose={toList}
        onSaved={() => navigate(record ? links.list : links.fresh)}
      />
    );
  }

  return (
    <div className="space-y-4">
      {view.mode === 'edit' && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          That item no longer exists. It may have been deleted.
        </p>
      )}
      <Link to={links.add} className={btn.primary}>
        <Icon name="plus" />
        {text.add}
      </Link>
      <ListSearch
        key={paging.q}
        address={address}
        paging={paging}
        label={text.search}
        id={`${collection.name}-search`}
      />
      <RecordGrid
        items={items}
        label={text.listLabel}
        editTo={links.edit}
        onDelete={(item) => void remove(item.id, item.title)}
        empty={paging.q ? `Nothing matches “${paging.q}”.` : text.empty}
        headingLevel={headingLevel}
      />
      <Pager info={paging} href={links.page} label={`${text.listLabel}: pages`} />
      {dialog}
    </div>
  );
}
