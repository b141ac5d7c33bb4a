import type { ReactNode } from 'react';
import type { FieldDescriptor } from '../descriptors';
import type { Values } from './values';

/** What each control needs to know about itself. */
export interface ControlProps<T> {
  field: FieldDescriptor;
  value: T;
  onChange: (value: T) => void;
  /** The input's id; hints and errors derive theirs from it. */
  id: string;
  /** Where the API reports this field's errors: `email`, `socialLinks.0.url`. */
  path: string;
  /** Every error of the form, for lists whose entries have their own. */
  errors: Record<string, string>;
  /** This field's own error, `errors[path]`, for the controls of one input. */
  error: string | undefined;
  /** The values of the record or entry the field belongs to (a group reads its layout there). */
  record?: Values;
}

/** The attributes tying an input to its hint and error message. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

const FILE_KINDS = new Set(['image', 'imageList', 'video', 'document']);

export function FieldHint({ id, field }: { id: string; field: FieldDescriptor }) {
  if (!field.hint) return null;
  // The spec shows image and video limits in red; document limits follow them.
  const tone = FILE_KINDS.has(field.kind) ? 'text-red-700' : 'text-slate-600';
  return (
    <p id={`${id}-hint`} className={`mt-1 text-sm ${tone}`}>
      {field.hint}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
}

/** Label, control, hint and error of one field. */
export function FieldShell({
  id,
  field,
  error,
  children,
  labelAs = 'label',
}: {
  id: string;
  field: FieldDescriptor;
  error: string | undefined;
  children: ReactNode;
  /** `span` when the control is not a native input (the rich-text editor labels itself). */
  labelAs?: 'label' | 'span';
}) {
  const Label = labelAs;
  return (
    <div>
      <Label
        id={`${id}-label`}
        {...(labelAs === 'label' ? { htmlFor: id } : {})}
        className="mb-1 block font-semibold text-brand-900"
      >
        {field.label}
      </Label>
      {children}
      <FieldHint id={id} field={field} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of inputs (string lists, lists of entries) under one legend. */
export function FieldGroup({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: FieldDescriptor;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="min-w-0 rounded-md border border-slate-300 p-2 sm:p-4"
      aria-describedby={describedBy(id, field.hint, error)['aria-describedby']}
    >
      <legend className="px-1 font-semibold text-brand-900">{field.label}</legend>
      {children}
      <FieldHint id={id} field={field} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
