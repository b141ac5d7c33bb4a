/**
 * The public forms' actions: they parse the posted form and hand it to the same enquiry
 * service the API uses, so a form works with or without JavaScript.
 */
import { data, type AppLoadContext } from 'react-router';
import { formValues, type FormResult } from '~/forms';
import type { SubmitResult } from '../../server/services/enquiry-service';

/** Largest body a form may post: a 5 MB CV plus the text fields. */
const MAX_BODY = 6 * 1024 * 1024;

function answer(result: SubmitResult, values: Record<string, string>, thanks: string) {
  if (result.ok) return data<FormResult>({ ok: true, message: thanks });
  if (result.reason === 'rate_limited')
    return data<FormResult>({ ok: false, message: result.message, values }, { status: 429 });
  return data<FormResult>(
    { ok: false, message: 'Please check the fields marked below.', fields: result.fields, values },
    { status: 400 },
  );
}

export async function enquiryAction(context: AppLoadContext, request: Request, thanks: string) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) {
    return data<FormResult>(
      { ok: false, message: 'That upload is too large: attach a CV of at most 5 MB.' },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const values = formValues(form);
  const file = form.get('cv');
  const cv =
    file instanceof File && file.size > 0
      ? { bytes: Buffer.from(await file.arrayBuffer()), filename: file.name }
      : undefined;
  const result = await context.services.enquiries.submit(values, context.clientIp, cv);
  return answer(result, values, thanks);
}

export async function newsletterAction(context: AppLoadContext, request: Request) {
  const values = formValues(await request.formData());
  const result = await context.services.enquiries.subscribe(values, context.clientIp);
  return answer(
    result,
    values,
    'Thank you: you are subscribed. Every e-mail we send has a link to unsubscribe.',
  );
}
