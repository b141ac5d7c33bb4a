/**
 * The Trash screen's data: a page of deleted records for the address's kind and cursor, and the
 * kinds to choose from (the registry's collections, which stay on the server).
 */
import type { AppLoadContext } from 'react-router';
import { collections, type CollectionName } from '../../content/registry';
import type { TrashList } from '../../schemas/trash';
import { ServiceError } from '../../server/services/shared/service-error';
import { trashListQuery } from '../../server/services/publishing/trash';
import { readAddress } from '~/components/cms/paging';
import type { TrashErrors, TrashKind, TrashView } from '~/components/cms/trash/trash-address';

export interface TrashData {
  view: TrashView;
  errors: TrashErrors;
  /** Undefined when the trash could not be read: the screen says so. */
  list: TrashList | undefined;
  kinds: TrashKind[];
}

const kinds: TrashKind[] = (Object.keys(collections) as CollectionName[]).map((name) => ({
  name,
  title: collections[name].title,
}));

/** The kind and cursor in an address; one that breaks the API's rules is left out and reported. */
function viewOf(params: URLSearchParams): { view: TrashView; errors: TrashErrors } {
  const { parsed, kept, errors } = readAddress(params, ['collection', 'cursor'], trashListQuery);
  return { view: parsed ?? kept, errors };
}

export async function trashData(
  context: AppLoadContext,
  params: URLSearchParams,
): Promise<TrashData> {
  const { view, errors } = viewOf(params);
  const { trash } = context.services;
  try {
    return { view, errors, list: await trash.list(view), kinds };
  } catch (err) {
    // A cursor we did not hand out: reported, and the first page shown instead.
    if (err instanceof ServiceError && err.fields?.cursor) {
      const first = { collection: view.collection };
      const list = await trash.list(first).catch(() => undefined);
      return { view: first, errors: { ...errors, cursor: err.fields.cursor }, list, kinds };
    }
    console.error('Could not read the trash:', err);
    return { view, errors, list: undefined, kinds };
  }
}
