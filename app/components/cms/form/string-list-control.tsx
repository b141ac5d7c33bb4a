import { input } from '../styles';
import { describedBy, FieldError, FieldGroup, type ControlProps } from './field-shell';
import { AddEntryButton, ItemActions } from './item-actions';

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/** A list of short texts (features, bullet points): add, edit, reorder, remove. */
export function StringListControl(props: ControlProps<string[]>) {
  const { field, value, onChange, id, path, errors } = props;
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
                  list={value}
                  index={i}
                  onChange={onChange}
                />
              </div>
              <div className="pl-8">
                <FieldError id={itemId} error={error} />
              </div>
            </li>
          );
        })}
      </ol>
      <AddEntryButton
        entry="item"
        listLabel={field.label}
        onClick={() => {
          onChange([...value, '']);
          focusLater(`${id}-${value.length}`);
        }}
      />
    </FieldGroup>
  );
}
