import { useState } from 'react';
import { fileSizeLabel } from '../../../../content/documents';
import { btn } from '../styles';
import { FieldShell, type ControlProps } from './field-shell';
import { FileInput, useFileChoice } from './file-input';
import { isPending, pendingOf, type PendingFile } from './values';

/** A video file; the form shows the upload's progress while it is sent. */
export function VideoControl({
  field,
  value,
  onChange,
  id,
  error: apiError,
}: ControlProps<string | PendingFile>) {
  const [tooLarge, setTooLarge] = useState<string>();
  const pending = isPending(value) ? value : null;
  const { inputRef, clearInput, choose, keepCurrent } = useFileChoice(value, onChange, pending);
  const error = apiError ?? tooLarge;
  const maxBytes = (field.maxMb ?? 50) * 1024 * 1024;

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="space-y-2">
        {(pending || value) && (
          <video
            key={pending ? pending.url : (value as string)}
            src={pending ? pending.url : (value as string)}
            controls
            muted
            preload="metadata"
            aria-label={pending ? 'Preview of the chosen video' : `Current ${field.label}`}
            className="max-h-56 w-full rounded-md bg-black sm:w-96"
          />
        )}
        <FileInput
          id={id}
          inputRef={inputRef}
          accept="video/mp4,video/webm"
          hint={field.hint}
          error={error}
          onFiles={([file]) => {
            if (file.size > maxBytes) {
              setTooLarge(
                `This file is larger than ${field.maxMb ?? 50} MB. Choose a smaller one.`,
              );
              clearInput();
              return;
            }
            setTooLarge(undefined);
            choose(pendingOf(file));
          }}
        />
        <p className="text-sm text-slate-600">
          {pending
            ? `New video chosen: ${pending.file.name} (${fileSizeLabel(pending.file.size)}). It is uploaded when you save.`
            : 'No new file chosen: the current video is kept.'}
        </p>
        {pending && (
          <button type="button" className={btn.small} onClick={keepCurrent}>
            Keep current video
          </button>
        )}
      </div>
    </FieldShell>
  );
}
