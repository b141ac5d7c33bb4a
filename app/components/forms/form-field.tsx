import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

interface Common {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** The id prefix, so two forms on one page never share ids. */
  form: string;
}

const inputClass = (error?: string) =>
  `mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-slate-900 ${
    error ? 'border-red-600 bg-red-50' : 'border-slate-300 bg-white'
  }`;

function Frame({
  form,
  name,
  label,
  error,
  hint,
  required,
  children,
}: Common & { required?: boolean; children: ReactNode }) {
  const id = `${form}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Splits a field's props into its frame (label, hint, message), the attributes that tie the
 * control to that frame, and the control's own attributes.
 */
function fieldParts<P extends { required?: boolean }>({
  form,
  name,
  label,
  error,
  hint,
  ...own
}: Common & P) {
  const id = `${form}-${name}`;
  return {
    frame: { form, name, label, error, hint, required: own.required },
    control: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      className: inputClass(error),
    },
    own,
  };
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control, own } = fieldParts(props);
  return (
    <Frame {...frame}>
      <input {...control} {...own} />
    </Frame>
  );
}

export function TextArea(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control, own } = fieldParts(props);
  return (
    <Frame {...frame}>
      <textarea rows={5} {...control} {...own} />
    </Frame>
  );
}

export function SelectField({
  options,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: string[] }) {
  return (
    <ChoiceField
      {...props}
      options={[{ value: '', label: 'Choose…' }, ...options.map((o) => ({ value: o, label: o }))]}
    />
  );
}

const choiceOption = ({ value, label }: { value: string; label: string }) => (
  <option key={value} value={value}>
    {label}
  </option>
);

/** A choice whose values are not its words (the words come from the CMS). */
export function ChoiceField({
  options,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
  }) {
  const { frame, control, own } = fieldParts(props);
  return (
    <Frame {...frame}>
      <select {...control} {...own}>
        {options.map(choiceOption)}
      </select>
    </Frame>
  );
}

/** Hidden from people (and from assistive technology); bots fill it in and are ignored. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The outcome of a submission, announced to screen readers. */
export function FormStatus({ ok, message }: { ok: boolean; message?: string }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p
          className={`rounded-md p-4 font-medium ${ok ? 'bg-green-50 text-green-900 ring-1 ring-green-600' : 'bg-red-50 text-red-900 ring-1 ring-red-600'}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
