import { Paragraphs } from './paragraphs';
import { Glyph } from '~/components/ui/glyph';

/**
 * An introduction whose second part opens on request. A native `<details>`: the browser
 * opens and closes it (mouse, Enter or Space on the summary) with or without JavaScript, the
 * closed part stays out of the tab order, and the text is in the server HTML for search
 * engines. The summary's wording follows the state through CSS (`group-open`).
 */
export function ReadMoreIntro({ intro, more }: { intro: string; more: string }) {
  return (
    <div className="max-w-3xl text-lg text-slate-700">
      <Paragraphs text={intro} />
      {more && (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">Read more</span>
            <span className="hidden group-open:inline">Read less</span>
            <Glyph
              name="chevron-down"
              className="size-5 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="mt-3" data-testid="intro-more">
            <Paragraphs text={more} />
          </div>
        </details>
      )}
    </div>
  );
}
