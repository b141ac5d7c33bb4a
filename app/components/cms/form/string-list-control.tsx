import { Icon } from '../icons';
import { btn, input } from '../styles';
import { describedBy, FieldError, FieldGroup, type ControlProps } from './field-shell';
import { ItemActions } from './item-actions';
import { moved } from './values';

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/** A list of short texts (features, bullet points): add, edit, reorder, remove. */
export function StringListControl({
  field,
  value,
  onChange,
  id,
  path,
  errors,
}: ControlProps<string[]>) {
  const set = (i: number, text: string) => onChange(value.map((v, j) => (j === i ? text : v)));
  return (
    <FieldGroup id={id} field={field} error={errors[path]}>
      {value.length === 0 && <p className="text-sm text-slate-600">No items yet.</p>}
      <ol className="space-y-2">
        {value.map((item, i) => {
          const itemId = `${id}-${i}`;
          const error = errors[`${path}.${i}`];
          return (
            <li key={i}>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <label htmlFor={itemId} className="w-6 shrink-0 text-right text-sm text-slate-600">
                  <span className="sr-only">{field.label}, item </span>
                  {i + 1}
                </label>
                <input
                  id={itemId}
                  className={`${input} min-w-0 flex-1 basis-48`}
                  value={item}
                  onChange={(e) => set(i, e.target.value)}
                  {...describedBy(itemId, undefined, error)}
                />
                <ItemActions
                  name={`${field.label} item ${i + 1}`}
                  index={i}
                  count={value.length}
                  onMove={(to) => onChange(moved(value, i, to))}
                  onRemove={() => onChange(value.filter((_, j) => j !== i))}
                />
              </div>
              <div className="pl-8">
                <FieldError id={itemId} error={error} />
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${btn.small} mt-3`}
        onClick={() => {
          onChange([...value, '']);
          focusLater(`${id}-${value.length}`);
        }}
      >
        <Icon name="plus" className="size-4" />
        Add item<span className="sr-only"> to {field.label}</span>
      </button>
    </FieldGroup>
  );
}
