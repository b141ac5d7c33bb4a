import { useState } from 'react';
import { ACCEPT, fileSize } from '../media/format';
import { FieldShell, type ControlProps } from './field-shell';
import { FileButton, FileChoice, useSingleFileChoice } from './file-input';
import { pendingOf, type PendingFile } from './values';

/** A video file, uploaded (the form shows the upload's progress) or chosen from the library. */
export function VideoControl(props: ControlProps<string | PendingFile>) {
  const { field, value, onChange, id, error: apiError } = props;
  const [tooLarge, setTooLarge] = useState<string>();
  const { pending, inputRef, original, clearInput, choose, keepCurrent } = useSingleFileChoice(
    value,
    onChange,
  );
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
        <FileChoice
          id={id}
          field={field}
          inputRef={inputRef}
          accept={ACCEPT.video}
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
          status={
            pending
              ? `New video chosen: ${pending.file.name} (${fileSize(pending.file.size)}). It is uploaded to the media library when you save.`
              : value === original
                ? 'No new file chosen: the current video is kept.'
                : value
                  ? 'A video from the library is chosen: it replaces the current one when you save.'
                  : 'The video will be removed when you save.'
          }
          library="video"
          onChoose={(item) => {
            clearInput();
            setTooLarge(undefined);
            choose(item.url);
          }}
        >
          {value !== original && (
            <FileButton fieldLabel={field.label} onClick={keepCurrent}>
              Keep current video
            </FileButton>
          )}
        </FileChoice>
      </div>
    </FieldShell>
  );
}
