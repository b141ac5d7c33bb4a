import type { FieldDescriptor } from '../descriptors';
import { FieldGroup, type ControlProps } from './field-shell';
import { FieldsEditor } from './fields-editor';
import type { Values } from './values';

/**
 * The fields a group shows for the record as it is in the form: a product's details show the
 * fields of the page layout chosen above them, and follow a change of layout at once.
 */
export function shownFields(field: FieldDescriptor, record: Values | undefined): FieldDescriptor[] {
  const fields = field.fields ?? [];
  if (!field.layouts) return fields;
  const names = field.layouts.fields[String(record?.[field.layouts.by] ?? '')] ?? [];
  return fields.filter((f) => names.includes(f.name));
}

/** A group of fields kept together (decision 0024), under the group's legend. */
export function GroupControl(props: ControlProps<Values>) {
  const { field, value, onChange, id, path, errors, record } = props;
  const fields = shownFields(field, record);
  if (fields.length === 0) return null;
  return (
    <FieldGroup id={id} field={field} error={errors[path]}>
      <FieldsEditor
        fields={fields}
        values={value}
        onChange={(name, v) => onChange({ ...value, [name]: v })}
        idPrefix={id}
        pathPrefix={path}
        errors={errors}
      />
    </FieldGroup>
  );
}
