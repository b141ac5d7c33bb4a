import { documentFacts } from '../../../../content/documents';
import { Glyph } from '~/components/ui/glyph';
import { HeadedSection } from '~/components/ui/headed-section';
import type { ProductTemplatePage } from '~/loaders/product-templates.server';

/** Characters no file system takes in a name, and runs of them. */
const unsafeInName = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The name a download is saved under: "Tranos Elite Range - Datasheet.pdf", not a hash. */
const savedName = (product: string, title: string) =>
  `${product} - ${title}`.replace(unsafeInName, '-').trim().slice(0, 150) + '.pdf';

const tile =
  'group flex min-h-11 items-start gap-3 rounded-md border border-slate-200 bg-white p-3 hover:border-accent-700 hover:bg-slate-50';

/**
 * A product's downloads: its datasheet, made from its record (docs/decisions/0052), then its
 * own documents ("Catalogue · PDF · 1.2 MB", saved under a name that says what it is), then its
 * links to files on other sites, which open in a new tab. Plain links, so they work without
 * JavaScript.
 */
export function ProductDownloads({
  product,
  datasheet,
  documents,
  links,
}: ProductTemplatePage['downloads'] &
  Pick<ProductTemplatePage, 'datasheet'> & { product: string }) {
  return (
    <HeadedSection
      id="downloads-heading"
      heading="Downloads"
      className="content-width pt-6"
      headingClassName="section-heading mb-4"
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <a href={datasheet.href} className={tile}>
            <Glyph name="document" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
            <span className="min-w-0 break-words font-medium text-accent-700 underline group-hover:text-brand-900">
              {datasheet.label}
            </span>
          </a>
        </li>
        {documents.map(({ title, file }, i) => (
          <li key={`${i}-${file.href}`}>
            <a href={file.href} download={savedName(product, title)} className={tile}>
              <Glyph name="document" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
              <span className="min-w-0 break-words">
                <span className="font-medium text-accent-700 underline group-hover:text-brand-900">
                  {title}
                </span>
                <span className="text-slate-600"> · {documentFacts(file)}</span>
              </span>
            </a>
          </li>
        ))}
        {links.map((link, i) => (
          <li key={`${i}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={tile}>
              <Glyph name="document" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
              <span className="min-w-0 break-words font-medium text-accent-700 underline group-hover:text-brand-900">
                {link.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
