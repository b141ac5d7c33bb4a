/**
 * Loader side of the CMS's collection screens: the list (as grid items), and the view the URL
 * asks for (`?view=new`, `?edit=<id>`) with the record to edit.
 */
import type { AppLoadContext } from 'react-router';
import type { CollectionName } from '../../content/registry';
import type { CollectionView } from '~/components/cms/collections/collection-manager';
import { describeCollection, recordForEdit } from './cms.server';

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
