/**
 * The public forms' actions: they parse the posted form and hand it to the same enquiry
 * service the API uses, so a form works with or without JavaScript.
 */
import { data, type AppLoadContext } from 'react-router';
import { formValues, type FormResult } from '~/forms';
import { section } from './content.server';
import { enquiryReference } from '../../schemas/enquiry';
import { SIGN_UP_ANSWER } from '../../schemas/newsletter';
import { fillIn } from '../../content/text-template';
import type { SubmitResult } from '../../server/services/enquiries/enquiry-service';

/** The editors' words for a form's answer: its thanks, and what it says of fields to fix. */
export interface AnswerWords {
  thanks: string;
  checkFields: string;
}

/**
 * What a public form's action answers for the service's result: thanks, a wait (429) or the
 * fields to fix (400), with what was typed; `extra` goes with each (e.g. which form it was).
 */
export function formAnswer<E extends object = object>(
  result: SubmitResult,
  values: Record<string, string>,
  words: AnswerWords,
  extra: E = {} as E,
) {
  if (result.ok) return data<FormResult & E>({ ...extra, ok: true, message: words.thanks });
  if (result.reason === 'rate_limited')
    return data<FormResult & E>(
      { ...extra, ok: false, message: result.message, values },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    );
  return data<FormResult & E>(
    {
      ...extra,
      ok: false,
      message: words.checkFields,
      fields: result.fields,
      values,
    },
    { status: 400 },
  );
}

/** A file the form sent in `name`, read whole (the body's size was checked before). */
export async function uploadedFile(form: FormData, name: string) {
  const file = form.get(name);
  return file instanceof File && file.size > 0
    ? { bytes: Buffer.from(await file.arrayBuffer()), filename: file.name }
    : undefined;
}

/**
 * The posted form, or undefined when it cannot be read: not form data, a broken multipart body,
 * or one cut off at the page's size limit (the server then answers 413 instead).
 */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

const unreadable = (message: string) => data<FormResult>({ ok: false, message }, { status: 400 });

/** The posted form with what every public form says (section site/forms), read together. */
const formAndWords = (context: AppLoadContext, request: Request) =>
  Promise.all([readForm(request), section(context, 'site/forms')]);

/** The contact (and quote) form of /contacts, or the job application of /careers. */
export async function enquiryAction(
  context: AppLoadContext,
  request: Request,
  page: 'contacts/page' | 'careers/page',
) {
  // The body's size and type were checked before it was read (server/http/public-write-guard).
  const [[form, words], { thanks }] = await Promise.all([
    formAndWords(context, request),
    section(context, page),
  ]);
  if (!form) return unreadable(words.unreadable);
  const values = formValues(form);
  const cv = await uploadedFile(form, 'cv');
  const result = await context.services.enquiries.submit(values, context.clientIp, cv);
  // The reference the acknowledgement e-mail also gives, to quote when calling.
  const reference =
    result.ok && result.id && words.reference
      ? ` ${fillIn(words.reference, { reference: enquiryReference(result.id) })}`
      : '';
  return formAnswer(result, values, {
    thanks: `${thanks}${reference}`,
    checkFields: words.checkFields,
  });
}

export async function newsletterAction(context: AppLoadContext, request: Request) {
  const [form, words] = await formAndWords(context, request);
  if (!form) return unreadable(words.unreadable);
  const values = formValues(form);
  const result = await context.services.newsletter.subscribe(values, context.clientIp);
  return formAnswer(result, values, { thanks: SIGN_UP_ANSWER, checkFields: words.checkFields });
}
