/**
 * The buyer's details on /quote, sent with the basket as one request for quote. The same
 * rules as the server (schemas/quote.ts) check it in the browser first.
 */
import type { FormResult } from '~/forms';
import { TextArea, TextField } from '../forms/form-field';
import {
  emailField,
  phoneField,
  PublicForm,
  TextFields,
  type TextFieldSpec,
} from '../forms/public-form';

/** The server's rules, loaded when the form is first used (public-form.tsx). */
const quoteRequestRules = () =>
  import('../../../schemas/quote').then((rules) => rules.quoteRequestSchema);

const buyer: TextFieldSpec[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', required: true, maxLength: 160 },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: 160 },
  emailField,
  { ...phoneField, hint: 'For example 0803 123 4567 or +44 20 7946 0000' },
  {
    name: 'location',
    label: 'State or delivery location',
    autoComplete: 'address-level1',
    required: true,
    maxLength: 200,
    hint: 'For example Rivers State, or the site’s address',
  },
  { name: 'neededBy', type: 'date', label: 'Needed by' },
];

export function QuoteRequestForm({
  result,
  attachmentHint,
  carried,
}: {
  result?: FormResult;
  attachmentHint: string;
  /** Said above the attachment when the basket carries a configured enclosure's drawing. */
  carried?: string;
}) {
  const f = 'quote';
  return (
    <PublicForm schema={quoteRequestRules} result={result} multipart>
      {(state) => (
        <>
          <input type="hidden" name="intent" value="send" />
          <TextFields form={f} specs={buyer} state={state} />
          <TextArea
            form={f}
            name="message"
            label="Message"
            rows={4}
            maxLength={4000}
            defaultValue={state.values.message}
            error={state.errors.message}
          />
          {carried && (
            <p id={`${f}-carried`} className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
              {carried}
            </p>
          )}
          <TextField
            form={f}
            name="attachment"
            type="file"
            label="Attachment"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            hint={attachmentHint}
            error={state.errors.attachment}
          />
          {state.errors.items && (
            <p className="text-sm font-medium text-red-700">{state.errors.items}</p>
          )}
        </>
      )}
    </PublicForm>
  );
}
