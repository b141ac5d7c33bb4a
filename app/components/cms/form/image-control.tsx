import { btn } from '../styles';
import { FieldShell, type ControlProps } from './field-shell';
import { FileInput, useFileChoice } from './file-input';
import { isPending, pendingOf, type PendingFile } from './values';

/** What the server's image pipeline decodes. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

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

/** One image: the current one, a file input, and a preview of the newly chosen file. */
export function ImageControl({
  field,
  value,
  onChange,
  id,
  error,
}: ControlProps<string | PendingFile>) {
  const pending = isPending(value) ? value : null;
  const { inputRef, original, choose, keepCurrent } = useFileChoice(value, onChange, pending);

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Preview
          src={pending ? pending.url : (value as string)}
          alt={pending ? `Preview of the chosen file for ${field.label}` : `Current ${field.label}`}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <FileInput
            id={id}
            inputRef={inputRef}
            accept={IMAGE_TYPES}
            hint={field.hint}
            error={error}
            onFiles={([file]) => choose(pendingOf(file))}
          />
          <p className="text-sm text-slate-600">
            {pending
              ? `New image chosen: ${pending.file.name}. It is uploaded when you save.`
              : value
                ? 'No new file chosen: the current image is kept.'
                : 'No image yet.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {pending && (
              <button type="button" className={btn.small} onClick={keepCurrent}>
                Keep current image
              </button>
            )}
            {!pending && value !== '' && (
              <button type="button" className={btn.small} onClick={() => onChange('')}>
                Remove image<span className="sr-only">: {field.label}</span>
              </button>
            )}
            {!pending && value === '' && original !== '' && (
              <button type="button" className={btn.small} onClick={() => onChange(original)}>
                Undo remove<span className="sr-only">: {field.label}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </FieldShell>
  );
}
