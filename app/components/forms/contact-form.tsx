import type { FormResult } from '~/forms';
import { SelectField, TextArea } from './form-field';
import { emailField, phoneField, PublicForm, TextFields, type TextFieldSpec } from './public-form';

/** The server's rules, loaded when the form is first used (public-form.tsx). */
const contactRules = () =>
  import('../../../schemas/enquiry').then((rules) => rules.contactEnquirySchema);

const kinds = [
  ['quote', 'Request a quote'],
  ['contact', 'General enquiry'],
] as const;

/** The contact form's fields (the client's site spec), in the order the spec lists them. */
const people: TextFieldSpec[] = [
  {
    name: 'firstName',
    label: 'Firstname',
    autoComplete: 'given-name',
    required: true,
    maxLength: 80,
  },
  {
    name: 'lastName',
    label: 'Lastname',
    autoComplete: 'family-name',
    required: true,
    maxLength: 80,
  },
  emailField,
  { ...phoneField, hint: 'For example 0803 123 4567 or +44 20 7946 0000' },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: 160 },
];
const documentLink: TextFieldSpec[] = [
  {
    name: 'documentUrl',
    type: 'url',
    label: 'URL to your document',
    maxLength: 500,
    hint: 'A link to drawings or a specification, e.g. on Google Drive or Dropbox.',
  },
];

/** The contact and quote-request form of /contacts. */
export function ContactForm({
  result,
  productLines,
  defaults,
}: {
  result?: FormResult;
  productLines: string[];
  defaults: { type: 'contact' | 'quote'; productLine: string; request: string };
}) {
  const f = 'contact';
  return (
    <PublicForm schema={contactRules} result={result}>
      {(state) => (
        <>
          <fieldset>
            <legend className="text-sm font-semibold text-brand-900">What can we help with?</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {kinds.map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="type"
                    value={value}
                    defaultChecked={(state.values.type ?? defaults.type) === value}
                    className="size-5"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextFields form={f} specs={people} state={state} />
            <SelectField
              form={f}
              name="productLine"
              label="Product Line"
              options={productLines}
              defaultValue={state.values.productLine ?? defaults.productLine}
              error={state.errors.productLine}
            />
          </div>
          <TextArea
            form={f}
            name="request"
            label="Request"
            required
            maxLength={4000}
            defaultValue={state.values.request ?? defaults.request}
            error={state.errors.request}
            hint="Quantities, ratings, site location and dates help us quote quickly."
          />
          <TextFields form={f} specs={documentLink} state={state} />
        </>
      )}
    </PublicForm>
  );
}
