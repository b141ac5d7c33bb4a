import { useState } from 'react';
import type { MediaItem } from '../../../../schemas/media';
import { AltTextFields } from '../media/alt-text-fields';
import { ACCEPT, altStatus } from '../media/format';
import { FieldShell, type ControlProps } from './field-shell';
import { FileButton, FileChoice, useSingleFileChoice } from './file-input';
import { altPathOf } from './upload-pending';
import { isPending, pendingOf, type PendingFile } from './values';

/** What the server's image pipeline decodes. */
export const IMAGE_TYPES = ACCEPT.image;

export function Preview({ src, alt, label }: { src: string; alt: string; label?: string }) {
  return (
    <figure className="flex h-32 w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 sm:w-56">
      {src ? (
        <img src={src} alt={alt} className="h-full w-full object-contain" />
      ) : (
        <figcaption className="text-sm text-slate-600">{label ?? 'No image'}</figcaption>
      )}
    </figure>
  );
}

/** What the control says about the image the field holds now. */
function statusText(value: string | PendingFile, original: string, picked: MediaItem | null) {
  if (isPending(value)) {
    return `New image chosen: ${value.file.name}. It is uploaded to the media library when you save.`;
  }
  if (picked && picked.url === value) {
    return `From the library: ${picked.filename}. Alt text: ${altStatus(picked)}.`;
  }
  if (!value) return original ? 'The image will be removed when you save.' : 'No image yet.';
  return value === original ? 'No new image chosen: the current one is kept.' : '';
}

/**
 * One image: the current one, a file input (the new file's alt text is asked for beside it),
 * "Choose from library", and a preview of what will be saved.
 */
export function ImageControl(props: ControlProps<string | PendingFile>) {
  const { field, value, onChange, id, path, errors, error } = props;
  const { pending, inputRef, original, clearInput, choose, keepCurrent } = useSingleFileChoice(
    value,
    onChange,
  );
  const [picked, setPicked] = useState<MediaItem | null>(null);
  const set = (next: string | PendingFile) => {
    if (!isPending(next)) clearInput();
    choose(next);
  };

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Preview
          src={pending ? pending.url : (value as string)}
          alt={pending ? `Preview of the chosen file for ${field.label}` : `Current ${field.label}`}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <FileChoice
            id={id}
            field={field}
            inputRef={inputRef}
            accept={IMAGE_TYPES}
            error={error}
            onFiles={([file]) => set(pendingOf(file))}
            status={statusText(value, original as string, picked)}
            library="image"
            onChoose={(item) => {
              setPicked(item);
              set(item.url);
            }}
          >
            {value !== original && original !== '' && (
              <FileButton fieldLabel={field.label} onClick={keepCurrent}>
                Keep current image
              </FileButton>
            )}
            {value !== '' && (
              <FileButton fieldLabel={field.label} onClick={() => set('')}>
                Remove image
              </FileButton>
            )}
          </FileChoice>
          {pending && (
            <AltTextFields
              id={`${id}-new`}
              legend={`Describe the new image (${pending.file.name})`}
              value={pending}
              onChange={(alt) => onChange({ ...pending, ...alt })}
              error={errors[altPathOf(path)]}
            />
          )}
        </div>
      </div>
    </FieldShell>
  );
}
