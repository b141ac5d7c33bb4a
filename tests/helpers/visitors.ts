/**
 * Who sends the public forms in API tests: a client address of its own for each request, a
 * buyer's quote request, a message from the contact form and a job applicant with a CV.
 */
import type {
  EnquiryService,
  SubmitResult,
  UploadedCv,
} from '../../server/services/enquiries/enquiry-service';

/**
 * A new client address on each call, under `prefix` (`'10.20'`, say: one per test file), so that
 * no request is refused for its client's rate.
 */
export function clientAddresses(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${count % 250}`;
  };
}

/** The fields of a quote request from a buyer, but the request itself. */
export const buyerQuote = {
  type: 'quote',
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@buyer.example',
  phone: '0803 123 4567',
  company: 'Lekki Towers Ltd',
  productLine: 'Tranos Elite Range',
};

/** The smallest file the CV check takes for a PDF. */
export const CV_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** What tells one job applicant from another; the rest of the careers form is filled in alike. */
export interface Applicant {
  name: string;
  email: string;
  designation?: string;
  documentUrl?: string;
}

/**
 * A job application with its CV, sent through the enquiry service as the careers form's route
 * sends it (no mail server needed); the stored enquiry's id.
 */
export async function applyForJob(
  enquiries: Pick<EnquiryService, 'submit'>,
  applicant: Applicant,
  clientIp: string,
  cv: UploadedCv = { bytes: CV_PDF, filename: 'cv.pdf' },
): Promise<string> {
  const result = await enquiries.submit(
    {
      type: 'career',
      age: '31',
      phone: '08031234567',
      yearsOfExperience: '7',
      designation: 'Electrical Engineer',
      ...applicant,
    },
    clientIp,
    cv,
  );
  return storedId(result);
}

/** Who writes through the contact form, and what they ask. */
export interface ContactSender {
  firstName: string;
  lastName: string;
  email: string;
  request: string;
  phone?: string;
  company?: string;
  productLine?: string;
}

/**
 * A message from the contact form, sent through the enquiry service as the form's route sends
 * it; the stored enquiry's id.
 */
export async function sendContactMessage(
  enquiries: Pick<EnquiryService, 'submit'>,
  sender: ContactSender,
  clientIp: string,
): Promise<string> {
  const result = await enquiries.submit(
    { type: 'contact', phone: '08031234567', ...sender },
    clientIp,
  );
  return storedId(result);
}

function storedId(result: SubmitResult): string {
  if (!result.ok || !result.id) throw new Error(`enquiry not stored: ${JSON.stringify(result)}`);
  return result.id;
}
