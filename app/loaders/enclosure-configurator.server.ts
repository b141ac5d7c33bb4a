/**
 * The enclosure configurator's action (docs/decisions/0053), posted to the product page that
 * shows it: a plain form, so it works without JavaScript. A configuration that passes goes into
 * the visitor's basket and the browser lands on /quote (303, like "Add to quote"); one that does
 * not comes back as a 400 with the page, its form filled in as sent and a message beside each
 * field (a drawing sent with it must be chosen again: a browser cannot be given a file back).
 * Posted from another site, React Router refuses it before it gets here (its origin
 * check), and the basket cookie is SameSite=Lax.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { formValues, type FormResult } from '~/forms';
import { readForm, uploadedFile } from './enquiry-actions.server';
import { basketCookie, basketToken } from './quote.server';

/** What the form is given back when its values need changing. */
export interface ConfigureResult extends FormResult {
  intent: 'configure';
}

const refused = (result: Omit<ConfigureResult, 'intent' | 'ok'>) =>
  data<ConfigureResult>({ intent: 'configure', ok: false, ...result }, { status: 400 });

export async function configureAction(
  context: AppLoadContext,
  request: Request,
  family: string,
  slug: string,
) {
  const [form, product, words] = await Promise.all([
    readForm(request),
    context.services.content.recordByFields('products', { family, slug }),
    context.services.content.section('quote/enclosure-configurator'),
  ]);
  if (!form) return refused({ message: words.msgInvalid });
  const values = formValues(form);
  // The page's own product: the form names none, so no other one can be slipped in.
  const result = await context.services.quotes.addConfigured(
    basketToken(request),
    { ...values, productId: product?.visibility === 'shown' ? product._id : '' },
    await uploadedFile(form, 'drawingFile'),
  );
  if (!result.ok)
    return refused({
      message: result.fields.productId ?? words.problemsMessage,
      fields: result.fields,
      values,
    });
  return redirect(`/quote?added=${encodeURIComponent(result.key)}`, {
    status: 303,
    headers: { 'Set-Cookie': basketCookie(result.token, context.publicUrl) },
  });
}
