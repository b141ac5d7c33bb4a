import type { FormResult } from '~/forms';
import { careerEnquirySchema } from '../../../schemas/enquiry';
import { TextField } from './form-field';
import { PublicForm } from './public-form';

const cvTypes =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The job application of /careers (public-site.md §3 career form fields), with an optional CV. */
export function CareerForm({ result }: { result?: FormResult }) {
  const f = 'career';
  return (
    <PublicForm schema={careerEnquirySchema} result={result} multipart>
      {({ errors: e, values: v }) => (
        <>
          <input type="hidden" name="type" value="career" />
          <TextField
            form={f}
            name="name"
            label="Name"
            autoComplete="name"
            required
            maxLength={160}
            defaultValue={v.name}
            error={e.name}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={f}
              name="age"
              type="number"
              inputMode="numeric"
              label="Age"
              required
              min={16}
              max={80}
              defaultValue={v.age}
              error={e.age}
            />
            <TextField
              form={f}
              name="yearsOfExperience"
              type="number"
              inputMode="numeric"
              label="Years of Experience"
              required
              min={0}
              max={60}
              defaultValue={v.yearsOfExperience}
              error={e.yearsOfExperience}
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
            />
          </div>
          <TextField
            form={f}
            name="designation"
            label="Designation"
            required
            maxLength={160}
            defaultValue={v.designation}
            error={e.designation}
            hint="The role you are applying for, e.g. Electrical Technician"
          />
          <TextField
            form={f}
            name="documentUrl"
            type="url"
            label="URL to your document"
            maxLength={500}
            defaultValue={v.documentUrl}
            error={e.documentUrl}
            hint="A link to your CV or portfolio, if you prefer not to upload it."
          />
          <TextField
            form={f}
            name="cv"
            type="file"
            label="CV"
            accept={cvTypes}
            error={e.cv}
            hint="PDF or Word (.docx), at most 5 MB."
          />
        </>
      )}
    </PublicForm>
  );
}
