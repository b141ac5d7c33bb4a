import { useRef, useState } from 'react';
import { describedBy } from './field-shell';
import { revokeFiles } from './values';

/**
 * What the image, image-list and video controls share: the stored value to return to, the
 * chosen files' previews to release, and the file input to empty when going back.
 */
export function useFileChoice<T>(value: T, onChange: (value: T) => void, chosen: unknown) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The stored value, to return to; the form remounts its controls after each save.
  const [original] = useState(value);
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  /** Replaces the chosen files, releasing the previews of those it replaces. */
  const choose = (next: T) => {
    revokeFiles(chosen);
    onChange(next);
  };
  const keepCurrent = () => {
    clearInput();
    choose(original);
  };
  return { inputRef, original, clearInput, choose, keepCurrent };
}

/** A file input tied to its field's hint and error; reports the files chosen, if any. */
export function FileInput({
  id,
  inputRef,
  accept,
  multiple,
  hint,
  error,
  onFiles,
}: {
  id: string;
  inputRef: React.Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  hint: string | undefined;
  error: string | undefined;
  onFiles: (files: [File, ...File[]]) => void;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      multiple={multiple}
      accept={accept}
      className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
      onChange={(e) => {
        const [first, ...more] = e.target.files ?? [];
        if (first) onFiles([first, ...more]);
      }}
      {...describedBy(id, hint, error)}
    />
  );
}
