import { describedBy } from '../form/field-shell';
import { input } from '../styles';

/** A labelled input with its error message, for the account forms. */
export function PlainField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  hint,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
        className={input}
        {...describedBy(id, hint, error)}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
