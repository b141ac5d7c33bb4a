import { useRef, useState } from 'react';
import { btn } from '../styles';
import { describedBy, FieldShell, type ControlProps } from './field-shell';
import { isPending, pendingOf, type PendingFile } from './values';

const fileSize = (bytes: number) =>
  bytes < 1048576 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** A video file; the form shows the upload's progress while it is sent. */
export function VideoControl({
  field,
  value,
  onChange,
  id,
  path,
  errors,
}: ControlProps<string | PendingFile>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [original] = useState(value);
  const [tooLarge, setTooLarge] = useState<string>();
  const pending = isPending(value) ? value : null;
  const error = errors[path] ?? tooLarge;
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
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept="video/mp4,video/webm"
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (file.size > maxBytes) {
              setTooLarge(
                `This file is larger than ${field.maxMb ?? 50} MB. Choose a smaller one.`,
              );
              e.target.value = '';
              return;
            }
            setTooLarge(undefined);
            if (pending) URL.revokeObjectURL(pending.url);
            onChange(pendingOf(file));
          }}
          {...describedBy(id, field.hint, error)}
        />
        <p className="text-sm text-slate-600">
          {pending
            ? `New video chosen: ${pending.file.name} (${fileSize(pending.file.size)}). It is uploaded when you save.`
            : 'No new file chosen: the current video is kept.'}
        </p>
        {pending && (
          <button
            type="button"
            className={btn.small}
            onClick={() => {
              URL.revokeObjectURL(pending.url);
              if (fileInput.current) fileInput.current.value = '';
              onChange(original);
            }}
          >
            Keep current video
          </button>
        )}
      </div>
    </FieldShell>
  );
}
