import { describedBy } from '../form/field-shell';
import { input } from '../styles';

/** A labelled input with its error message, for the account and settings forms. */
export function PlainField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  hint,
  autoFocus,
  defaultValue,
  inputMode,
  className,
}: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
  /** The value it starts with (the forms read their inputs when submitted). */
  defaultValue?: string;
  /** `numeric` for a whole number: phones show digits, and `type` stays text (no spinner). */
  inputMode?: 'numeric';
  /** Classes of the input beyond the shared ones (a narrower number box). */
  className?: string;
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
        defaultValue={defaultValue}
        inputMode={inputMode}
        className={className ? `${input} ${className}` : input}
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
