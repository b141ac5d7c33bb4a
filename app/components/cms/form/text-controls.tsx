import { input } from '../styles';
import { describedBy, FieldShell, type ControlProps } from './field-shell';

const inputType = { email: 'email', phone: 'tel' } as const;
const autoComplete = { email: 'email', phone: 'tel' } as const;

/** Text, e-mail, phone, link and multi-line text. */
export function TextControl({ field, value, onChange, id, path, error }: ControlProps<string>) {
  const common = {
    id,
    name: path,
    value,
    className: input,
    ...describedBy(id, field.hint, error),
  };
  return (
    <FieldShell id={id} field={field} error={error}>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          // Links may be site paths (/products/…), so they are plain text, checked by the API.
          type={inputType[field.kind as keyof typeof inputType] ?? 'text'}
          inputMode={field.kind === 'link' ? 'url' : undefined}
          autoComplete={autoComplete[field.kind as keyof typeof autoComplete] ?? 'off'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** One of a fixed list of options (e.g. a case study's category). */
export function ChoiceControl({ field, value, onChange, id, path, error }: ControlProps<string>) {
  const known = field.options?.some((o) => o.value === value);
  return (
    <FieldShell id={id} field={field} error={error}>
      <select
        id={id}
        name={path}
        value={value}
        className={input}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(id, field.hint, error)}
      >
        {!known && <option value={value}>Choose…</option>}
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
