import type { SectionDescriptor } from './descriptors';
import { EditorForm } from './form/editor-form';
import { useEditorForm } from './form/use-editor-form';
import { HistoryButton } from './history/history-button';
import { TitledCard } from './titled-card';

import { sectionAnchor } from '../../../content/section';

export { sectionAnchor };

/** One registry section's editor: its fields, generated from its descriptor, with Publish. */
export function SectionEditor({ section }: { section: SectionDescriptor }) {
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
    <TitledCard id={anchor} headingId={`${anchor}-heading`} title={section.title}>
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
