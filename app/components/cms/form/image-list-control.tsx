import { useRef, useState } from 'react';
import { Icon } from '../icons';
import { btn } from '../styles';
import { describedBy, FieldShell, type ControlProps } from './field-shell';
import { IMAGE_TYPES } from './image-control';
import { isPendingList, pendingOf, revokeFiles, splitPaths, type PendingFile } from './values';

function Grid({ children }: { children: React.ReactNode }) {
  return <ul className="grid grid-cols-3 gap-2">{children}</ul>;
}

const thumb = 'aspect-[4/3] w-full rounded border border-slate-200 bg-slate-100 object-contain';

/**
 * Several images (stored comma-joined). Choosing files replaces the whole list, as the API
 * does; single current images can be removed. Previews in a grid of three columns.
 */
export function ImageListControl({
  field,
  value,
  onChange,
  id,
  path,
  errors,
}: ControlProps<string | PendingFile[]>) {
  const error = errors[path];
  const fileInput = useRef<HTMLInputElement>(null);
  const [original] = useState(value);
  const chosen = isPendingList(value) ? value : null;
  const current = chosen ? [] : splitPaths(typeof value === 'string' ? value : '');

  const keepCurrent = () => {
    revokeFiles(chosen);
    if (fileInput.current) fileInput.current.value = '';
    onChange(original);
  };

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="space-y-3">
        {chosen ? (
          <Grid>
            {chosen.map((p, i) => (
              <li key={p.url}>
                <img src={p.url} alt={`Preview of new image ${i + 1}`} className={thumb} />
              </li>
            ))}
          </Grid>
        ) : current.length ? (
          <Grid>
            {current.map((src, i) => (
              <li key={`${src}-${i}`} className="relative">
                <img src={src} alt={`Current image ${i + 1}`} className={thumb} />
                <button
                  type="button"
                  className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-red-50"
                  onClick={() => onChange(current.filter((_, j) => j !== i).join(','))}
                  aria-label={`Remove image ${i + 1} of ${field.label}`}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </li>
            ))}
          </Grid>
        ) : (
          <p className="text-sm text-slate-600">No images yet.</p>
        )}
        <input
          ref={fileInput}
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (!files.length) return;
            revokeFiles(chosen);
            onChange(files.map(pendingOf));
          }}
          {...describedBy(id, field.hint, error)}
        />
        <p className="text-sm text-slate-600">
          {chosen
            ? `${chosen.length} new image${chosen.length === 1 ? '' : 's'} chosen; they replace the current ones when you save.`
            : 'Choosing files replaces all current images.'}
        </p>
        {(chosen || value !== original) && (
          <button type="button" className={btn.small} onClick={keepCurrent}>
            Keep current images
          </button>
        )}
      </div>
    </FieldShell>
  );
}
