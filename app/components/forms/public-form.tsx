import type { ComponentProps, ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormResult } from '~/forms';
import { FormStatus, Honeypot, TextField } from './form-field';
import { PrivacyNote } from './privacy-note';
import { useCheckedSubmit, type SchemaLoader } from './use-checked-submit';

export interface FormState {
  /** Messages per field, from the browser check or the server. */
  errors: Record<string, string>;
  /** What was typed, kept after a refusal; empty after a success. */
  values: Record<string, string>;
}

/**
 * The frame of a public form: checked in the browser with its schema (loaded when the form is
 * first used), posted to the page's
 * action (so it works without JavaScript), with the outcome announced, a honeypot, and Send
 * with the privacy notice's sentence beside it.
 */
export function PublicForm({
  schema,
  result,
  multipart = false,
  children,
}: {
  schema: SchemaLoader;
  result?: FormResult;
  multipart?: boolean;
  children: (state: FormState) => ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  const { errors, onSubmit, onFocus } = useCheckedSubmit(schema, result?.fields);
  const values = result?.ok ? {} : (result?.values ?? {});
  return (
    <Form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="relative space-y-5"
      // A success starts an empty form; a refusal keeps the typed one.
      key={result?.ok ? 'sent' : 'editing'}
    >
      <FormStatus ok={Boolean(result?.ok)} message={result?.message} />
      {children({ errors, values })}
      <Honeypot />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
        <PrivacyNote />
      </div>
    </Form>
  );
}

export type TextFieldSpec = Omit<
  ComponentProps<typeof TextField>,
  'form' | 'defaultValue' | 'error'
>;

/** The e-mail and phone fields, asked the same way by every public form. */
export const emailField: TextFieldSpec = {
  name: 'email',
  type: 'email',
  label: 'Email',
  autoComplete: 'email',
  required: true,
  maxLength: 200,
};
export const phoneField: TextFieldSpec = {
  name: 'phone',
  type: 'tel',
  label: 'Phone Number',
  autoComplete: 'tel',
  required: true,
  maxLength: 30,
};

/** Text fields from their specs, each with what was typed and its message. */
export function TextFields({
  form,
  specs,
  state,
}: {
  form: string;
  specs: TextFieldSpec[];
  state: FormState;
}) {
  return specs.map((spec) => (
    <TextField
      key={spec.name}
      form={form}
      {...spec}
      defaultValue={state.values[spec.name]}
      error={state.errors[spec.name]}
    />
  ));
}
