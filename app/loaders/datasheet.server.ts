/**
 * A product's datasheet at `<its page>/datasheet.pdf` (docs/decisions/0052). The product page's
 * route (`products/:family/*`) claims that address too, so its middleware answers it with the
 * PDF before any loader runs; an address with no shown product there goes on to the page's
 * loader, which answers it as it answers any unknown product: the site's 404 page (or a 301
 * from an earlier address). The response cache keeps the PDF per content version, with its
 * ETag, like a page.
 */
import type { AppLoadContext } from 'react-router';
import { DATASHEET_FILE } from '../../content/catalogue/datasheet';

/** `Content-Disposition` with the name a browser saves the file under, in any script. */
const disposition = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The PDF for a request of `/products/<family>/<splat>`, or undefined when it is no datasheet's
 * address (a `.data` request included) or names no shown product.
 */
export async function datasheetResponse(
  context: AppLoadContext,
  request: Request,
  family: string,
  splat: string,
): Promise<Response | undefined> {
  const suffix = `/${DATASHEET_FILE}`;
  if (!new URL(request.url).pathname.endsWith(suffix) || !splat.endsWith(suffix)) return undefined;
  const slug = splat.slice(0, -suffix.length);
  const sheet = await context.services.datasheets.render(family, slug, context.publicUrl);
  if (!sheet) return undefined;
  return new Response(Buffer.from(sheet.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': disposition(sheet.fileName),
      'x-robots-tag': 'noindex',
    },
  });
}
