import type { FormResult } from '~/forms';
import { emailField, phoneField, PublicForm, TextFields, type TextFieldSpec } from './public-form';

/** The server's rules, loaded when the form is first used (public-form.tsx). */
const careerRules = () =>
  import('../../../schemas/enquiry').then((rules) => rules.careerEnquirySchema);

const name: TextFieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true, maxLength: 160 },
];
const details: TextFieldSpec[] = [
  {
    name: 'age',
    type: 'number',
    inputMode: 'numeric',
    label: 'Age',
    required: true,
    min: 16,
    max: 80,
  },
  {
    name: 'yearsOfExperience',
    type: 'number',
    inputMode: 'numeric',
    label: 'Years of Experience',
    required: true,
    min: 0,
    max: 60,
  },
  emailField,
  phoneField,
];
const application: TextFieldSpec[] = [
  {
    name: 'designation',
    label: 'Designation',
    required: true,
    maxLength: 160,
    hint: 'The role you are applying for, e.g. Electrical Technician',
  },
  {
    name: 'documentUrl',
    type: 'url',
    label: 'URL to your document',
    maxLength: 500,
    hint: 'A link to your CV or portfolio, if you prefer not to upload it.',
  },
  {
    name: 'cv',
    type: 'file',
    label: 'CV',
    accept:
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    hint: 'PDF or Word (.docx), at most 5 MB.',
  },
];

/** The job application of /careers (the fields of the client's site spec), with an optional CV. */
export function CareerForm({ result }: { result?: FormResult }) {
  const f = 'career';
  return (
    <PublicForm schema={careerRules} result={result} multipart>
      {(state) => (
        <>
          <input type="hidden" name="type" value="career" />
          <TextFields form={f} specs={name} state={state} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextFields form={f} specs={details} state={state} />
          </div>
          <TextFields form={f} specs={application} state={state} />
        </>
      )}
    </PublicForm>
  );
}
