/**
 * The public forms' actions: they parse the posted form and hand it to the same enquiry
 * service the API uses, so a form works with or without JavaScript.
 */
import { data, type AppLoadContext } from 'react-router';
import { formValues, type FormResult } from '~/forms';
import { enquiryReference } from '../../schemas/enquiry';
import { SIGN_UP_ANSWER } from '../../schemas/newsletter';
import type { SubmitResult } from '../../server/services/enquiries/enquiry-service';

/**
 * What a public form's action answers for the service's result: thanks, a wait (429) or the
 * fields to fix (400), with what was typed; `extra` goes with each (e.g. which form it was).
 */
export function formAnswer<E extends object = object>(
  result: SubmitResult,
  values: Record<string, string>,
  thanks: string,
  extra: E = {} as E,
) {
  if (result.ok) return data<FormResult & E>({ ...extra, ok: true, message: thanks });
  if (result.reason === 'rate_limited')
    return data<FormResult & E>(
      { ...extra, ok: false, message: result.message, values },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    );
  return data<FormResult & E>(
    {
      ...extra,
      ok: false,
      message: 'Please check the fields marked below.',
      fields: result.fields,
      values,
    },
    { status: 400 },
  );
}

/**
 * The posted form, or undefined when it cannot be read: not form data, a broken multipart body,
 * or one cut off at the page's size limit (the server then answers 413 instead).
 */
/** A file the form sent in `name`, read whole (the body's size was checked before). */
export async function uploadedFile(form: FormData, name: string) {
  const file = form.get(name);
  return file instanceof File && file.size > 0
    ? { bytes: Buffer.from(await file.arrayBuffer()), filename: file.name }
    : undefined;
}

export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

const unreadable = () =>
  data<FormResult>(
    {
      ok: false,
      message: 'The form could not be read. Please fill it in again on this page and send it.',
    },
    { status: 400 },
  );

export async function enquiryAction(context: AppLoadContext, request: Request, thanks: string) {
  // The body's size and type were checked before it was read (server/http/public-write-guard).
  const form = await readForm(request);
  if (!form) return unreadable();
  const values = formValues(form);
  const cv = await uploadedFile(form, 'cv');
  const result = await context.services.enquiries.submit(values, context.clientIp, cv);
  // The reference the acknowledgement e-mail also gives, to quote when calling.
  const reference =
    result.ok && result.id ? ` Your reference is ${enquiryReference(result.id)}.` : '';
  return formAnswer(result, values, `${thanks}${reference}`);
}

export async function newsletterAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  if (!form) return unreadable();
  const values = formValues(form);
  const result = await context.services.newsletter.subscribe(values, context.clientIp);
  return formAnswer(result, values, SIGN_UP_ANSWER);
}
