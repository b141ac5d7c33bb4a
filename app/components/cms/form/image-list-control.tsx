import { AltTextFields } from '../media/alt-text-fields';
import { FieldShell, type ControlProps } from './field-shell';
import { FileButton, FileChoice, useFileChoice } from './file-input';
import { IMAGE_TYPES } from './image-control';
import { ItemActions } from './item-actions';
import { altPathOf } from './upload-pending';
import {
  isPending,
  pendingOf,
  revokeFiles,
  sameValue,
  type ImageListValue,
  type PendingFile,
} from './values';

const thumb =
  'aspect-[4/3] w-24 shrink-0 rounded border border-slate-200 bg-slate-100 object-contain sm:w-32';

/** One image of the list: its picture, move and remove buttons, and a new file's description. */
function Entry({
  entry,
  index,
  list,
  fieldLabel,
  id,
  altError,
  onChange,
}: {
  entry: string | PendingFile;
  index: number;
  list: ImageListValue;
  fieldLabel: string;
  id: string;
  altError: string | undefined;
  onChange: (list: ImageListValue) => void;
}) {
  const name = `image ${index + 1} of ${fieldLabel}`;
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-md border border-slate-200 bg-white p-2">
      <div className="flex items-start gap-2">
        {isPending(entry) ? (
          <img src={entry.url} alt={`Preview of new image ${index + 1}`} className={thumb} />
        ) : (
          <img src={entry} alt={`Image ${index + 1} of ${fieldLabel}`} className={thumb} />
        )}
        <div className="ml-auto">
          <ItemActions
            name={name}
            list={list}
            index={index}
            onChange={(next) => {
              // A new file taken off the list gives up its preview.
              if (next.length < list.length) revokeFiles(entry);
              onChange(next);
            }}
          />
        </div>
      </div>
      {isPending(entry) && (
        <AltTextFields
          id={`${id}-${index}`}
          legend={`Describe new image ${index + 1} (${entry.file.name})`}
          value={entry}
          onChange={(alt) => onChange(list.map((e, j) => (j === index ? { ...entry, ...alt } : e)))}
          error={altError}
        />
      )}
    </li>
  );
}

/**
 * Several images (stored comma-joined): files chosen and library images are added to the end;
 * each image can be moved or removed. New files are described as they are added.
 */
export function ImageListControl(props: ControlProps<ImageListValue>) {
  const { field, value, onChange, id, path, errors, error } = props;
  const { inputRef, original, clearInput, keepCurrent } = useFileChoice(value, onChange, value);
  const added = value.filter(isPending).length;

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="space-y-3">
        {value.length ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {value.map((entry, i) => (
              <Entry
                key={isPending(entry) ? entry.url : `${entry}-${i}`}
                entry={entry}
                index={i}
                list={value}
                fieldLabel={field.label}
                id={id}
                altError={errors[altPathOf(path, i)]}
                onChange={onChange}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No images yet.</p>
        )}
        <FileChoice
          id={id}
          field={field}
          inputRef={inputRef}
          accept={IMAGE_TYPES}
          multiple
          error={error}
          onFiles={(files) => {
            clearInput();
            onChange([...value, ...files.map(pendingOf)]);
          }}
          status={
            added
              ? `${added} new image${added === 1 ? '' : 's'} will be uploaded to the media library when you save.`
              : 'Files you choose are added after the current images.'
          }
          library="image"
          onChoose={(item) => onChange([...value, item.url])}
        >
          {!sameValue(value, original) && (
            <FileButton fieldLabel={field.label} onClick={keepCurrent}>
              Keep current images
            </FileButton>
          )}
        </FileChoice>
      </div>
    </FieldShell>
  );
}
