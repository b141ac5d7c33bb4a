import { Icon } from '../icons';
import { btn } from '../styles';
import { AltTextFields } from './alt-text-fields';
import { fileSize, typeName } from './format';
import { UploadProgress } from './upload-progress';
import type { QueuedFile } from './use-upload-queue';

/** One file in the upload queue: what it is, its description, its progress or refusal. */
export function UploadRow({
  file: f,
  onDescribe,
  onRemove,
}: {
  file: QueuedFile;
  onDescribe: (alt: QueuedFile['alt']) => void;
  onRemove: () => void;
}) {
  const id = `upload-${f.key}`;
  const uploading = f.state === 'uploading';
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:flex-row">
      {f.preview ? (
        <img
          src={f.preview}
          alt=""
          className="aspect-[4/3] w-full rounded bg-slate-100 object-contain sm:w-40"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded bg-slate-100 text-slate-600 sm:w-40">
          <Icon name={f.type} className="size-10" />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1">
            <span id={`${id}-name`} className="block font-semibold break-all text-brand-900">
              {f.file.name}
            </span>
            <span className="text-sm text-slate-600">
              {typeName[f.type]} · {fileSize(f.file.size)}
            </span>
          </p>
          {!uploading && (
            <button type="button" className={btn.small} onClick={onRemove}>
              Remove<span className="sr-only"> {f.file.name} from the files to upload</span>
            </button>
          )}
        </div>
        {f.preview && (
          <AltTextFields
            id={id}
            legend={`Describe ${f.file.name}`}
            value={f.alt}
            onChange={onDescribe}
            error={f.altError}
          />
        )}
        {uploading && (
          <UploadProgress id={`${id}-progress`} progress={f.progress} describedBy={`${id}-name`} />
        )}
        {f.error && (
          <p className="text-sm font-semibold text-red-700">
            <span aria-hidden="true">⚠ </span>
            {f.error}
          </p>
        )}
      </div>
    </li>
  );
}
