/**
 * Loader side of the CMS's collection screens: the list (as grid items), and the view the URL
 * asks for (`?view=new`, `?edit=<id>`) with the record to edit.
 */
import { data, type AppLoadContext } from 'react-router';
import type { CollectionName } from '../../content/registry';
import type { CollectionRecord } from '../../server/services/content-service';
import type { CollectionView } from '~/components/cms/collections/collection-manager';
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

/**
 * Everything a collection screen loads: the guard, the list as grid items, the view the URL
 * asks for and the collection's field descriptors; never cached.
 */
export async function collectionScreen<N extends CollectionName>(
  request: Request,
  context: AppLoadContext,
  name: N,
  toItem: (record: CollectionRecord<N>) => GridItem,
) {
  await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const [records, view] = await Promise.all([
    context.services.content.list(name),
    collectionView(context, name, params),
  ]);
  return data(
    { collection: describeCollection(name), view, items: records.map(toItem) },
    { headers: noStore },
  );
}
