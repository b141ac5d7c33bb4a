import { useId, useState } from 'react';
import type { MediaItem } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { btn } from '../styles';
import { ACCEPT, aTypeName } from './format';
import { replaceMedia } from './media-api';

/**
 * Replacing a file with new bytes of the same kind. Its address changes (addresses are the
 * content's hash), and the server moves every use to the new one, so pages show the new file.
 */
export function ReplaceFile({
  item,
  onReplaced,
}: {
  item: MediaItem;
  onReplaced: (item: MediaItem) => void;
}) {
  const id = useId();
  const announce = useAnnounce();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const uses = item.usedBy.length;

  const replace = async () => {
    if (!file || progress !== null) return;
    setProgress(0);
    const result = await replaceMedia(item.id, file, setProgress);
    setProgress(null);
    if (!result.ok) {
      setError(result.error.fields?.file ?? result.error.message);
      announce(`The file was not replaced: ${result.error.message}`, 'error');
      return;
    }
    setError(undefined);
    setFile(undefined);
    onReplaced(result.value);
    announce(
      uses === 0
        ? 'File replaced.'
        : uses === 1
          ? 'File replaced. The place using it now shows the new one.'
          : `File replaced. The ${uses} places using it now show the new one.`,
    );
  };

  return (
    <div className="space-y-2">
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        Choose {aTypeName[item.type]} to put in its place.{' '}
        {uses
          ? `Every page using this file (${uses === 1 ? 'one place' : `${uses} places`}) will show the new one; the description stays.`
          : 'Nothing uses this file yet.'}
      </p>
      <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-brand-900">
        New file
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT[item.type]}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setFile(e.target.files?.[0]);
          setError(undefined);
        }}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      {progress !== null && (
        <div>
          <label htmlFor={`${id}-progress`} className="text-sm font-semibold text-brand-900">
            Uploading: {Math.round(progress * 100)}%
          </label>
          <progress
            id={`${id}-progress`}
            max={1}
            value={progress}
            className="mt-1 block h-2 w-full"
          />
        </div>
      )}
      <button
        type="button"
        className={btn.secondary}
        disabled={!file || progress !== null}
        onClick={() => void replace()}
      >
        Replace file
      </button>
    </div>
  );
}
