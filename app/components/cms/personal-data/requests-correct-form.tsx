import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { apiJson } from '../api';
import { describedBy } from '../form/field-shell';
import { btn, input } from '../styles';

export interface CorrectableField {
  name: string;
  label: string;
  value: string;
}

/**
 * A small form correcting one record's details (an enquiry's name, phone, company, e-mail; a
 * subscription's address). The API checks each value with the public form's own rules and
 * answers a message per field, shown beside it.
 */
export function RequestsCorrectForm({
  path,
  fields,
  title,
}: {
  /** The API path the corrections are PATCHed to. */
  path: string;
  fields: CorrectableField[];
  title: string;
}) {
  const id = useId();
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Only what changed goes: the rest stays as the person sent it.
    const changes = Object.fromEntries(
      fields.flatMap((f) => {
        const value = String(form.get(f.name) ?? '');
        return value === f.value ? [] : [[f.name, value]];
      }),
    );
    if (Object.keys(changes).length === 0) {
      setMessage('Nothing was changed.');
      return;
    }
    setBusy(true);
    const result = await apiJson('PATCH', path, changes);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      setMessage(result.error.message);
      return;
    }
    setErrors({});
    setMessage('Saved.');
    await revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={`Correct ${title}`}>
      {fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const error = errors[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={fieldId} className="mb-1 block font-semibold text-brand-900">
              {f.label}
            </label>
            <input
              id={fieldId}
              name={f.name}
              defaultValue={f.value}
              type={f.name === 'email' ? 'email' : 'text'}
              className={input}
              {...describedBy(fieldId, undefined, error)}
            />
            {error && (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-semibold text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={btn.secondary} disabled={busy}>
          Save the correction
        </button>
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      </div>
    </form>
  );
}
