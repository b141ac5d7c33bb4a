import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldDescriptor } from '../descriptors';
import { UploadProgress } from '../media/upload-progress';
import { btn } from '../styles';
import { PublishingActions, PublishingStatus } from '../publishing/publishing-actions';
import { ConflictDialog } from './conflict-dialog';
import { FieldsEditor } from './fields-editor';
import { UnsavedCopyNotice } from './unsaved-copy-notice';
import type { EditorFormState } from './use-editor-form';

/** A generic form: the fields' controls, upload progress, and Save / Discard buttons. */
export function EditorForm({
  form,
  fields,
  idPrefix,
  labelledBy,
  submitLabel,
  submitName,
  children,
}: {
  form: EditorFormState;
  fields: FieldDescriptor[];
  idPrefix: string;
  labelledBy: string;
  submitLabel: string;
  /** Appended for screen readers to the submit button ("Save changes to Footer"). */
  submitName?: string;
  /** Extra buttons (Close) placed beside Submit. */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);

  // After a failed save, take the user to the first field with a message.
  useEffect(() => {
    if (Object.keys(form.errors).length) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [form.errors]);

  const discardChanges = form.dirty && !form.busy && (
    <>
      <button type="button" className={btn.secondary} onClick={form.discard}>
        Discard changes
      </button>
      <span className="text-sm text-amber-800">Unsaved changes</span>
    </>
  );

  return (
    <form ref={ref} noValidate aria-labelledby={labelledBy} onSubmit={form.submit}>
      <PublishingStatus form={form} />
      {form.unsavedCopy && <UnsavedCopyNotice offer={form.unsavedCopy} title={form.title} />}
      <FieldsEditor
        key={form.version}
        fields={fields}
        values={form.values}
        onChange={form.setField}
        idPrefix={idPrefix}
        errors={form.errors}
      />
      {form.progress !== null && (
        <UploadProgress id={`${idPrefix}-progress`} progress={form.progress} className="mt-4" />
      )}
      {/*
        The extra buttons (History, Close) and Discard changes go on the row of the save
        buttons: after the publishing block's own rows they wrapped onto a line of their own.
      */}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {form.publishing ? (
          <PublishingActions
            form={form}
            idPrefix={idPrefix}
            submitLabel={submitLabel}
            submitName={submitName}
          >
            {children}
            {discardChanges}
          </PublishingActions>
        ) : (
          <>
            <button type="submit" className={btn.primary} disabled={form.busy}>
              {form.busy ? 'Saving…' : submitLabel}
              {submitName && <span className="sr-only"> {submitName}</span>}
            </button>
            {children}
            {discardChanges}
          </>
        )}
      </div>
      <ConflictDialog
        open={form.conflict !== null}
        title={form.title}
        conflict={form.conflict?.details}
        onReload={() => form.conflict?.reload()}
        onOverwrite={() => form.conflict?.overwrite()}
        onKeepEditing={() => form.conflict?.keepEditing()}
      />
    </form>
  );
}
