import { useRef, useState, type ReactNode } from 'react';
import type { MediaItem, MediaType } from '../../../../schemas/media';
import type { FieldDescriptor } from '../descriptors';
import { ChooseFromLibrary } from '../media/choose-from-library';
import { btn } from '../styles';
import { describedBy } from './field-shell';
import { isPending, pendingOf, revokeFiles, type PendingFile } from './values';

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

/** `useFileChoice` for a field of one file: the file chosen and not yet uploaded, if any. */
export function useSingleFileChoice(
  value: string | PendingFile,
  onChange: (value: string | PendingFile) => void,
) {
  const pending = isPending(value) ? value : null;
  return { pending, ...useFileChoice(value, onChange, pending) };
}

/**
 * `useSingleFileChoice` for a control that checks a file before taking it (its type, its size),
 * so a wrong file is refused beside the field before anything is sent: the value stays as it
 * was, the input is emptied, and the reason shows until the next choice.
 */
export function useCheckedFileChoice(
  value: string | PendingFile,
  onChange: (value: string | PendingFile) => void,
  /** Why this file cannot be taken, or undefined when it can. */
  refusal: (file: File) => string | undefined,
) {
  const choice = useSingleFileChoice(value, onChange);
  const [refused, setRefused] = useState<string>();
  const take = (next: string | PendingFile) => {
    setRefused(undefined);
    choice.choose(next);
  };
  return {
    ...choice,
    refused,
    clearRefusal: () => setRefused(undefined),
    /** What `FileChoice` needs to take a file or a library item through the check. */
    picker: {
      inputRef: choice.inputRef,
      onFiles: ([file]: [File, ...File[]]) => {
        const why = refusal(file);
        if (why === undefined) return take(pendingOf(file));
        setRefused(why);
        choice.clearInput();
      },
      onChoose: (item: MediaItem) => {
        choice.clearInput();
        take(item.url);
      },
    },
  };
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

/**
 * What every file control shows below or beside its preview: the file input, what saving will
 * do, then "Choose from library" and the control's own buttons.
 */
export function FileChoice({
  id,
  field,
  inputRef,
  accept,
  multiple,
  error,
  onFiles,
  status,
  library,
  onChoose,
  children,
}: {
  id: string;
  field: FieldDescriptor;
  inputRef: React.Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  error: string | undefined;
  onFiles: (files: [File, ...File[]]) => void;
  /** What the field holds now and what saving does with it. */
  status: string;
  library: MediaType;
  onChoose: (item: MediaItem) => void;
  /** The keep, remove and undo buttons that apply now. */
  children?: ReactNode;
}) {
  return (
    <>
      <FileInput
        id={id}
        inputRef={inputRef}
        accept={accept}
        multiple={multiple}
        hint={field.hint}
        error={error}
        onFiles={onFiles}
      />
      <p className="text-sm text-slate-600">{status}</p>
      <div className="flex flex-wrap gap-2">
        <ChooseFromLibrary type={library} fieldLabel={field.label} onChoose={onChoose} />
        {children}
      </div>
    </>
  );
}

/** A keep, remove or undo button of a file control; screen readers hear the field's name too. */
export function FileButton({
  fieldLabel,
  onClick,
  children,
}: {
  fieldLabel: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={btn.small} onClick={onClick}>
      {children}
      <span className="sr-only">: {fieldLabel}</span>
    </button>
  );
}
