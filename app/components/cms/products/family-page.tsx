import type { CmsRecord, CollectionDescriptor } from '../descriptors';
import { RecordForm } from '../record-form';

export const FAMILY_PAGE_ANCHOR = 'edit-family-page';

/**
 * The family's own page (decision 0024): its name, summary and image on the products list, and
 * what its landing layout shows (introduction, group headings…), edited on the family record.
 */
export function FamilyPage({
  collection,
  family,
}: {
  collection: CollectionDescriptor;
  family: CmsRecord;
}) {
  return (
    <div id={FAMILY_PAGE_ANCHOR}>
      <RecordForm
        collection={collection}
        record={family}
        heading={`Family page: ${String(family.name)}`}
        submitLabel="Publish"
      />
    </div>
  );
}
