import type { FieldDescriptor } from '../descriptors';
import { FieldControl } from './field-control';
import type { Values } from './values';

/** Renders the controls of a set of fields: a whole section, or one entry of a list. */
export function FieldsEditor({
  fields,
  values,
  onChange,
  idPrefix,
  pathPrefix = '',
  errors,
}: {
  fields: FieldDescriptor[];
  values: Values;
  onChange: (name: string, value: unknown) => void;
  idPrefix: string;
  pathPrefix?: string;
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-5">
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(v) => onChange(field.name, v)}
          id={`${idPrefix}--${field.name}`}
          path={pathPrefix ? `${pathPrefix}.${field.name}` : field.name}
          errors={errors}
          record={values}
        />
      ))}
    </div>
  );
}
