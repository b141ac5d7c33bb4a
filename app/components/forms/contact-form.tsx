import type { FormResult } from '~/forms';
import { contactEnquirySchema } from '../../../schemas/enquiry';
import { SelectField, TextArea, TextField } from './form-field';
import { PublicForm } from './public-form';

const kinds = [
  ['quote', 'Request a quote'],
  ['contact', 'General enquiry'],
] as const;

/** The contact and quote-request form of /contacts (public-site.md §3 contact form fields). */
export function ContactForm({
  result,
  productLines,
  defaults,
}: {
  result?: FormResult;
  productLines: string[];
  defaults: { type: 'contact' | 'quote'; productLine: string };
}) {
  const f = 'contact';
  return (
    <PublicForm schema={contactEnquirySchema} result={result}>
      {({ errors: e, values: v }) => (
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
                    defaultChecked={(v.type ?? defaults.type) === value}
                    className="size-5"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={f}
              name="firstName"
              label="Firstname"
              autoComplete="given-name"
              required
              maxLength={80}
              defaultValue={v.firstName}
              error={e.firstName}
            />
            <TextField
              form={f}
              name="lastName"
              label="Lastname"
              autoComplete="family-name"
              required
              maxLength={80}
              defaultValue={v.lastName}
              error={e.lastName}
            />
            <TextField
              form={f}
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              maxLength={200}
              defaultValue={v.email}
              error={e.email}
            />
            <TextField
              form={f}
              name="phone"
              type="tel"
              label="Phone Number"
              autoComplete="tel"
              required
              maxLength={30}
              defaultValue={v.phone}
              error={e.phone}
              hint="For example 0803 123 4567 or +44 20 7946 0000"
            />
            <TextField
              form={f}
              name="company"
              label="Company"
              autoComplete="organization"
              maxLength={160}
              defaultValue={v.company}
              error={e.company}
            />
            <SelectField
              form={f}
              name="productLine"
              label="Product Line"
              options={productLines}
              defaultValue={v.productLine ?? defaults.productLine}
              error={e.productLine}
            />
          </div>
          <TextArea
            form={f}
            name="request"
            label="Request"
            required
            maxLength={4000}
            defaultValue={v.request}
            error={e.request}
            hint="Quantities, ratings, site location and dates help us quote quickly."
          />
          <TextField
            form={f}
            name="documentUrl"
            type="url"
            label="URL to your document"
            maxLength={500}
            defaultValue={v.documentUrl}
            error={e.documentUrl}
            hint="A link to drawings or a specification, e.g. on Google Drive or Dropbox."
          />
        </>
      )}
    </PublicForm>
  );
}
