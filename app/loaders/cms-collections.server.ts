/**
 * Loader side of the CMS's collection screens: the list (as grid items), and the view the URL
 * asks for (`?view=new`, `?edit=<id>`) with the record to edit.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { CollectionName } from '../../content/registry';
import { lenientPage, lenientSearch } from '../../schemas/list-query';
import type { CollectionRecord } from '../../server/services/content/content-service';
import type { CollectionView } from '~/components/cms/collections/collection-manager';
import { pageCount } from '~/components/cms/paging';
import { recordTarget } from '../../content/cms-targets';
import { publishingState } from '../../server/services/publishing/edit-states';
import { describeCollection, noStore, recordForEdit, requireUser } from './cms.server';

export async function collectionView(
  context: AppLoadContext,
  name: CollectionName,
  params: URLSearchParams,
  keys: { edit: string; add: string } = { edit: 'edit', add: 'view' },
): Promise<CollectionView> {
  const editId = params.get(keys.edit);
  if (editId) {
    const record = await recordForEdit(context, name, editId);
    return { mode: 'edit', record };
  }
  return { mode: params.get(keys.add) === 'new' ? 'new' : 'list' };
}

export const firstChars = (text: string, n = 20) =>
  text.length > n ? `${text.slice(0, n)}…` : text;

export const firstImage = (paths: string) => paths.split(',')[0]?.trim() ?? '';

export { describeCollection };

export interface GridItem {
  id: string;
  title: string;
  detail: string;
  image: string;
}

export const COLLECTION_PAGE_SIZE = 24;

/**
 * The page of a collection's CMS list that the address asks for (`?q=`, `?page=`). A page past
 * the last one redirects to the last, so a stale link after deletions still lands on records.
 */
export async function collectionPage<N extends CollectionName>(
  pageUrl: URL,
  context: AppLoadContext,
  name: N,
  /** Field → value the listed records must have (a family's products). */
  fields?: Readonly<Record<string, string>>,
  /** The list's search and page parameters, where a screen holds two lists. */
  names: { search: string; page: string } = { search: 'q', page: 'page' },
) {
  // A copy: a redirect below changes its query.
  const url = new URL(pageUrl);
  const q = lenientSearch(url.searchParams.get(names.search));
  const page = lenientPage(url.searchParams.get(names.page));
  const pageSize = COLLECTION_PAGE_SIZE;
  const { records, total } = await context.services.content.adminPage(name, {
    q,
    page,
    pageSize,
    fields,
  });
  const states = await context.services.content.editStates(
    records.map((r) => recordTarget(name, r._id)),
  );
  const listed = records.map((r) => ({
    ...r,
    publishingState: publishingState(
      states.get(recordTarget(name, r._id)),
      (r as { published?: boolean }).published !== false,
    ),
  }));
  const pages = pageCount({ total, pageSize, page });
  if (page > pages) {
    if (pages > 1) url.searchParams.set(names.page, String(pages));
    else url.searchParams.delete(names.page);
    throw redirect(`${url.pathname}${url.search}`, { headers: noStore });
  }
  return { records: listed, paging: { q, page, pageSize, total } };
}

/**
 * Everything a collection screen loads: the guard, a page of the list as grid items, the view
 * the URL asks for and the collection's field descriptors; never cached.
 */
export async function collectionScreen<N extends CollectionName>(
  request: Request,
  context: AppLoadContext,
  url: URL,
  name: N,
  toItem: (record: CollectionRecord<N>) => GridItem,
) {
  await requireUser(request, context, url);
  const [{ records, paging }, view] = await Promise.all([
    collectionPage(url, context, name),
    collectionView(context, name, url.searchParams),
  ]);
  return data(
    {
      collection: describeCollection(name),
      view,
      items: records.map((r) => ({ ...toItem(r), state: r.publishingState })),
      paging,
    },
    { headers: noStore },
  );
}
