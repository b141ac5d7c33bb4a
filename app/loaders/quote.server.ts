/**
 * The quote basket's page: the basket read by the visitor's cookie, and the one action every
 * basket form posts to (add from a product page, change quantities, remove, send), so each
 * works as a plain form without JavaScript and through a fetcher with it.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { formValues, type FormResult } from '~/forms';
import { formAnswer, readForm, uploadedFile } from './enquiry-actions.server';
import { imageCollector } from './images.server';
import { collections } from '../../content/registry';
import { BASKET_DAYS } from '../../schemas/quote';
import { fillIn } from '../../content/text-template';

export const BASKET_COOKIE = 'quote_basket';

/** The basket token the request carries, if any. */
export function basketToken(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${BASKET_COOKIE}=([^;]*)`).exec(cookies);
  return match?.[1] || undefined;
}

/**
 * The basket's lines as the page shows them: each product's first photo with its stored widths,
 * so a 64 px thumbnail is a small variant, not the original upload.
 */
export async function basketRows(context: AppLoadContext, request: Request) {
  const items = await context.services.quotes.basket(basketToken(request));
  const { img, complete } = imageCollector(context);
  const rows = items.map(({ image, ...item }) => ({
    ...item,
    ...(image && { image: img(image, collections.products.fields.images.size) }),
  }));
  await complete();
  return rows;
}

/** Keeps the basket for its days from the last change, on this site only. */
export const basketCookie = (token: string, publicUrl: string) =>
  [
    `${BASKET_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${BASKET_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(publicUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');

export interface QuoteActionResult extends FormResult {
  intent: 'add' | 'update' | 'remove' | 'removeDrawing' | 'send';
  /** After a request was sent: its reference. */
  reference?: string;
  /** After an add: the product's name and the basket's size. */
  added?: { name: string; count: number };
}

export async function quoteAction(context: AppLoadContext, request: Request) {
  const [form, words, forms] = await Promise.all([
    readForm(request),
    context.services.content.section('quote/page'),
    context.services.content.section('site/forms'),
  ]);
  if (!form)
    return data<QuoteActionResult>(
      { ok: false, intent: 'send', message: words.msgUnreadable },
      { status: 400 },
    );
  const values = formValues(form);
  const token = basketToken(request);
  const { quotes } = context.services;
  // A line's Remove button names its product (one form holds every line).
  const intent = values.remove ? 'remove' : values.removeDrawing ? 'removeDrawing' : values.intent;
  switch (intent) {
    case 'add': {
      const result = await quotes.add(token, values);
      if (!result.ok)
        return data<QuoteActionResult>(
          {
            ok: false,
            intent: 'add',
            // Said on the product page, or on /quote without JavaScript: no field to sit beside.
            message: fillIn(words.msgNotAdded, {
              reason: Object.values(result.fields)[0] ?? '',
            }),
            fields: result.fields,
          },
          { status: 400 },
        );
      const cookie = { 'Set-Cookie': basketCookie(result.token, context.publicUrl) };
      // A plain form post lands on the basket, by a redirect: the basket page then reads the
      // new cookie, and reloading it does not post again. A fetcher (JavaScript) stays put.
      if (!values.stay)
        return redirect(`/quote?added=${encodeURIComponent(result.key)}`, {
          status: 303,
          headers: cookie,
        });
      return data<QuoteActionResult>(
        {
          ok: true,
          intent: 'add',
          message: fillIn(words.msgAdded, { name: result.name }),
          added: { name: result.name, count: result.count },
        },
        { headers: cookie },
      );
    }
    case 'remove': {
      await quotes.remove(token, values.remove ?? '');
      return data<QuoteActionResult>({ ok: true, intent: 'remove', message: words.msgRemoved });
    }
    case 'removeDrawing': {
      await quotes.removeDrawing(token);
      return data<QuoteActionResult>({
        ok: true,
        intent: 'removeDrawing',
        message: words.msgDrawingRemoved,
      });
    }
    case 'update': {
      const quantities = Object.fromEntries(
        Object.entries(values)
          .filter(([k]) => k.startsWith('quantity-'))
          .map(([k, v]) => [k.slice('quantity-'.length), v]),
      );
      const result = await quotes.setQuantities(token, quantities);
      return result.ok
        ? data<QuoteActionResult>({ ok: true, intent: 'update', message: words.msgUpdated })
        : data<QuoteActionResult>(
            {
              ok: false,
              intent: 'update',
              message: words.msgCheckQuantities,
              fields: result.fields,
              values,
            },
            { status: 400 },
          );
    }
    default: {
      const attachment = await uploadedFile(form, 'attachment');
      const result = await quotes.submit(token, values, context.clientIp, attachment);
      const reference = result.ok ? result.reference : undefined;
      return formAnswer(
        result,
        values,
        {
          // A trap-field bot is thanked too, with no reference to give.
          thanks: fillIn(words.msgSent, { reference: reference ?? '' }),
          checkFields: forms.checkFields,
        },
        { intent: 'send' as const, reference },
      );
    }
  }
}
