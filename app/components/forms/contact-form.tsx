import { Form, useNavigation } from 'react-router';
import type { FormResult } from '~/forms';
import { contactEnquirySchema } from '../../../schemas/enquiry';
import { FormStatus, Honeypot, SelectField, TextArea, TextField } from './form-field';
import { useCheckedSubmit } from './use-checked-submit';

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
  const busy = useNavigation().state === 'submitting';
  const { errors, onSubmit } = useCheckedSubmit(contactEnquirySchema, result?.fields);
  // After a success the form starts empty again; after a refusal it keeps what was typed.
  const v = result?.ok ? {} : (result?.values ?? {});
  const f = 'contact';
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-5"
      key={result?.ok ? 'sent' : 'editing'}
    >
      <FormStatus ok={Boolean(result?.ok)} message={result?.message} />
      <fieldset>
        <legend className="text-sm font-semibold text-brand-900">What can we help with?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(
            [
              ['quote', 'Request a quote'],
              ['contact', 'General enquiry'],
            ] as const
          ).map(([value, label]) => (
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
          error={errors.firstName}
        />
        <TextField
          form={f}
          name="lastName"
          label="Lastname"
          autoComplete="family-name"
          required
          maxLength={80}
          defaultValue={v.lastName}
          error={errors.lastName}
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
          error={errors.email}
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
          error={errors.phone}
          hint="For example 0803 123 4567 or +44 20 7946 0000"
        />
        <TextField
          form={f}
          name="company"
          label="Company"
          autoComplete="organization"
          maxLength={160}
          defaultValue={v.company}
          error={errors.company}
        />
        <SelectField
          form={f}
          name="productLine"
          label="Product Line"
          options={productLines}
          defaultValue={v.productLine ?? defaults.productLine}
          error={errors.productLine}
        />
      </div>
      <TextArea
        form={f}
        name="request"
        label="Request"
        required
        maxLength={4000}
        defaultValue={v.request}
        error={errors.request}
        hint="Quantities, ratings, site location and dates help us quote quickly."
      />
      <TextField
        form={f}
        name="documentUrl"
        type="url"
        label="URL to your document"
        maxLength={500}
        defaultValue={v.documentUrl}
        error={errors.documentUrl}
        hint="A link to drawings or a specification, e.g. on Google Drive or Dropbox."
      />
      <Honeypot />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send'}
      </button>
    </Form>
  );
}
