import { useRef, useState } from 'react';
import { btn } from '../styles';
import { describedBy, FieldShell, type ControlProps } from './field-shell';
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
  path,
  errors,
}: ControlProps<string | PendingFile>) {
  const error = errors[path];
  const fileInput = useRef<HTMLInputElement>(null);
  // The stored image, to return to; the form remounts its controls after each save.
  const [original] = useState(value);
  const pending = isPending(value) ? value : null;

  const keepCurrent = () => {
    if (pending) URL.revokeObjectURL(pending.url);
    if (fileInput.current) fileInput.current.value = '';
    onChange(original);
  };

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Preview
          src={pending ? pending.url : (value as string)}
          alt={pending ? `Preview of the chosen file for ${field.label}` : `Current ${field.label}`}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept={IMAGE_TYPES}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              if (pending) URL.revokeObjectURL(pending.url);
              onChange(pendingOf(file));
            }}
            {...describedBy(id, field.hint, error)}
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
