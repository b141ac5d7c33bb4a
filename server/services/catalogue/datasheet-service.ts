/**
 * Datasheets made from the record (docs/decisions/0052): a shown product's A4 PDF at
 * `<its page>/datasheet.pdf`, drawn from what its page shows, the company's name and contact
 * details from the site settings and the footer, and the words of the `products/datasheet`
 * section. The response cache keeps each sheet for its content version, so it is made once per
 * version: an edit to the product or the settings shows in the next download.
 */
import { datasheetContent, paragraphsOf } from '../../../content/catalogue/datasheet';
import { mainImage } from '../../../content/catalogue/record-fields';
import { productLayouts } from '../../../content/catalogue/templates';
import { lagosLongDate } from '../../../content/lagos-time';
import type { Db } from '../../db/client';
import type { MediaStore } from '../../media/media-store';
import { printablePhoto } from '../../datasheet/photo';
import { contentVersionRepo } from '../../repositories/content/content-version-repo';
import type { ContentService } from '../content/content-service';

/** The file name a datasheet is saved under: "Tranos Elite Range datasheet.pdf". */
const fileName = (product: string, title: string) =>
  `${product} ${title}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .trim()
    .slice(0, 150) + '.pdf';

export function createDatasheetService(db: Db, content: ContentService, media: MediaStore) {
  let warming: Promise<void> | undefined;
  return {
    /**
     * Readies the sheets' code in the background, once: called when a product page is drawn,
     * whose visitor is the one likely to download its sheet next. Not at start, so a server that
     * only serves other pages never holds pdf-lib and the fonts (docs/decisions/0054).
     */
    warm() {
      warming ??= import('../../datasheet/datasheet-pdf')
        .then((pdf) => pdf.warmUp())
        .catch(() => {
          // A failed warm-up costs nothing but time: the first sheet loads what it needs itself.
          warming = undefined;
        });
    },

    /**
     * The datasheet of the shown product at `/products/<family>/<slug>`, or undefined when there
     * is none there (unknown, hidden or deleted: the page's own 404 or 301 answers then).
     */
    async render(family: string, slug: string, publicUrl: string) {
      const product = await content.recordByFields('products', { family, slug });
      if (product?.visibility !== 'shown') return undefined;
      const [words, settings, footer, changedAt, photo] = await Promise.all([
        content.section('products/datasheet'),
        content.section('site/settings'),
        content.section('footer'),
        contentVersionRepo(db).changedAt(),
        printablePhoto(media, mainImage(product.images)),
      ]);
      // pdf-lib, fontkit and the fonts load with the first sheet, not with the server: an idle
      // server never holds them (docs/performance.md).
      const { renderDatasheet } = await import('../../datasheet/datasheet-pdf');
      const bytes = await renderDatasheet({
        words,
        company: {
          name: settings.companyName,
          address: footer.headOffice,
          phone: footer.phone,
          email: footer.email,
        },
        product: {
          name: product.name,
          summary: product.summary,
          description: paragraphsOf(product.body),
        },
        content: datasheetContent(product, productLayouts),
        photo,
        url: new URL(product.url, publicUrl).href,
        date: lagosLongDate((changedAt ?? new Date()).toISOString()),
      });
      return { bytes, fileName: fileName(product.name, words.title) };
    },
  };
}

export type DatasheetService = ReturnType<typeof createDatasheetService>;
