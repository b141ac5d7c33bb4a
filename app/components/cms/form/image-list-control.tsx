import { Icon } from '../icons';
import { btn } from '../styles';
import { FieldShell, type ControlProps } from './field-shell';
import { FileInput, useFileChoice } from './file-input';
import { IMAGE_TYPES } from './image-control';
import { isPendingList, pendingOf, splitPaths, type PendingFile } from './values';

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
  error,
}: ControlProps<string | PendingFile[]>) {
  const chosen = isPendingList(value) ? value : null;
  const current = chosen ? [] : splitPaths(typeof value === 'string' ? value : '');
  const { inputRef, original, choose, keepCurrent } = useFileChoice(value, onChange, chosen);

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
        <FileInput
          id={id}
          inputRef={inputRef}
          accept={IMAGE_TYPES}
          multiple
          hint={field.hint}
          error={error}
          onFiles={(files) => choose(files.map(pendingOf))}
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
