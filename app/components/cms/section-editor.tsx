import type { SectionDescriptor } from './descriptors';
import { EditorForm } from './form/editor-form';
import { useEditorForm } from './form/use-editor-form';
import { HistoryButton } from './history/history-button';
import { TitledCard } from './titled-card';

import { sectionAnchor } from '../../../content/section';

export { sectionAnchor };

/**
 * One registry section's editor. Keyed by the version it was read at: when the screen's data
 * is read again after someone saved (a discarded draft), the form starts from the new value.
 */
export function SectionEditor({ section }: { section: SectionDescriptor }) {
  return <SectionForm key={section.version ?? ''} section={section} />;
}

/** The section's fields, generated from its descriptor, with Publish and Save draft. */
function SectionForm({ section }: { section: SectionDescriptor }) {
  const anchor = sectionAnchor(section.key);
  const form = useEditorForm({
    id: section.key,
    title: section.title,
    fields: section.fields,
    stored: section.value,
    version: section.version,
    method: 'PATCH',
    path: `/${section.key}/${section.id}`,
    envelope: section.envelope,
    publishing: section.publishing,
  });
  return (
    <TitledCard
      id={anchor}
      headingId={`${anchor}-heading`}
      title={section.title}
      className="scroll-mt-20"
    >
      <EditorForm
        form={form}
        fields={section.fields}
        idPrefix={anchor}
        labelledBy={`${anchor}-heading`}
        submitLabel="Publish"
        submitName={section.title}
      >
        <HistoryButton
          target={section.key}
          title={section.title}
          envelope={section.envelope}
          onRestored={form.load}
        />
      </EditorForm>
    </TitledCard>
  );
}
