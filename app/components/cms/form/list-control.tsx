import { useState } from 'react';
import type { FieldDescriptor } from '../descriptors';
import { FieldGroup, type ControlProps } from './field-shell';
import { FieldsEditor } from './fields-editor';
import { AddEntryButton, ItemActions } from './item-actions';
import { emptyItem, type Values } from './values';

/** "Model 2: TG 20" — the entry's number and its first text, for the collapsed summary. */
function summary(label: string, index: number, fields: FieldDescriptor[], item: Values) {
  const first = fields.find((f) => typeof item[f.name] === 'string' && item[f.name] !== '');
  const text = first ? String(item[first.name]).slice(0, 60) : '';
  return `${label} ${index + 1}${text ? `: ${text}` : ''}`;
}

function Entry({
  title,
  startOpen,
  forceOpen,
  children,
}: {
  title: string;
  startOpen: boolean;
  forceOpen: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <details
      open={open || forceOpen}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-md border border-slate-200 bg-slate-50"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-medium text-brand-900 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        {title}
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-2 sm:p-3">{children}</div>
    </details>
  );
}

/** A list of entries with their own fields (models, links, certifications…). */
export function ListControl({ field, value, onChange, id, path, errors }: ControlProps<Values[]>) {
  const fields = field.fields ?? [];
  const itemLabel = field.itemLabel ?? 'Entry';
  // Long lists start collapsed; entries added later start open.
  const [firstCount] = useState(value.length);
  const update = (i: number, name: string, v: unknown) =>
    onChange(value.map((item, j) => (j === i ? { ...item, [name]: v } : item)));

  return (
    <FieldGroup id={id} field={field} error={errors[path]}>
      {value.length === 0 && <p className="text-sm text-slate-600">No entries yet.</p>}
      <ol className="space-y-3">
        {value.map((item, i) => {
          const itemPath = `${path}.${i}`;
          return (
            <li key={i}>
              <Entry
                title={summary(itemLabel, i, fields, item)}
                startOpen={firstCount <= 3 || i >= firstCount}
                forceOpen={Object.keys(errors).some((k) => k.startsWith(`${itemPath}.`))}
              >
                <div className="flex justify-end">
                  <ItemActions
                    name={`${itemLabel} ${i + 1}`}
                    list={value}
                    index={i}
                    onChange={onChange}
                  />
                </div>
                <FieldsEditor
                  fields={fields}
                  values={item}
                  onChange={(name, v) => update(i, name, v)}
                  idPrefix={`${id}-${i}`}
                  pathPrefix={itemPath}
                  errors={errors}
                />
              </Entry>
            </li>
          );
        })}
      </ol>
      <AddEntryButton
        entry={itemLabel.toLowerCase()}
        listLabel={field.label}
        onClick={() => onChange([...value, emptyItem(fields)])}
      />
    </FieldGroup>
  );
}
