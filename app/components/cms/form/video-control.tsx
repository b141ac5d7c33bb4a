import { ACCEPT, fileSize } from '../media/format';
import { FieldShell, type ControlProps } from './field-shell';
import { FileButton, FileChoice, useCheckedFileChoice } from './file-input';
import type { PendingFile } from './values';

/** A video file, uploaded (the form shows the upload's progress) or chosen from the library. */
export function VideoControl(props: ControlProps<string | PendingFile>) {
  const { field, value, onChange, id, error: apiError } = props;
  const maxMb = field.maxMb ?? 50;
  const { pending, original, keepCurrent, refused, picker } = useCheckedFileChoice(
    value,
    onChange,
    (file) =>
      file.size > maxMb * 1024 * 1024
        ? `This file is larger than ${maxMb} MB. Choose a smaller one.`
        : undefined,
  );
  const error = apiError ?? refused;

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
          accept={ACCEPT.video}
          error={error}
          {...picker}
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
