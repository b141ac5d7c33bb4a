import type { CmsRecord, CollectionDescriptor } from './descriptors';
import { EditorForm } from './form/editor-form';
import { useEditorForm } from './form/use-editor-form';
import { HistoryButton } from './history/history-button';
import type { Values } from './form/values';
import { btn } from './styles';
import { TitledCard } from './titled-card';

/**
 * Add or edit one record of a collection (news post, case study, ATEX panel, partner) with the
 * generic form. Close leaves (asking first when there are unsaved changes, via the guard).
 */
export function RecordForm({
  collection,
  record,
  initial,
  heading,
  submitLabel,
  onClose,
  onSaved,
}: {
  collection: CollectionDescriptor;
  /** The record to edit; a new one when undefined. */
  record?: CmsRecord;
  /** A new record's values before the editor types (a product's family, from its tab). */
  initial?: Values;
  heading: string;
  submitLabel: string;
  /** Leaves the form; a form that is always open (a family's page) has no Close. */
  onClose?: () => void;
  onSaved?: (saved: Values) => void;
}) {
  const anchor = `record-${collection.name}`;
  const form = useEditorForm({
    id: `${collection.name}-${record?._id ?? 'new'}`,
    title: heading,
    fields: collection.fields,
    stored: record ?? initial,
    version: record?.version,
    method: record ? 'PATCH' : 'POST',
    path: record ? `/${collection.path}/${record._id}` : `/${collection.path}`,
    envelope: collection.itemEnvelope,
    create: !record,
    // A new record has no state yet, but may start as a draft.
    publishing: record ? record.publishing : { state: 'unpublished', previewPath: '', target: '' },
    successMessage: record ? `${heading}: changes saved.` : `${collection.title}: added.`,
    onSaved,
  });
  return (
    <TitledCard headingId={`${anchor}-heading`} title={heading}>
      <EditorForm
        form={form}
        fields={collection.fields}
        idPrefix={anchor}
        labelledBy={`${anchor}-heading`}
        submitLabel={submitLabel}
      >
        {onClose && (
          <button type="button" className={btn.secondary} onClick={onClose}>
            Close
          </button>
        )}
        {record && (
          <HistoryButton
            target={`${collection.name}/${record._id}`}
            title={heading}
            envelope={collection.itemEnvelope}
            onRestored={form.load}
          />
        )}
      </EditorForm>
    </TitledCard>
  );
}
