import { useId, useState } from 'react';
import { Paragraphs } from './paragraphs';

/**
 * An introduction whose second part opens on request. The extra text is in the server HTML
 * (search engines read it) but `hidden` until expanded, so screen readers and the tab order
 * skip it until the visitor asks for it.
 */
export function ReadMoreIntro({ intro, more }: { intro: string; more: string }) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <div className="max-w-3xl text-lg text-slate-700">
      <Paragraphs text={intro} />
      {more && (
        <>
          <div id={moreId} hidden={!expanded} className="mt-3" data-testid="intro-more">
            <Paragraphs text={more} />
          </div>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((v) => !v)}
            className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {expanded ? 'Read less' : 'Read more'}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-5 fill-current transition-transform ${expanded ? 'rotate-180' : ''}`}
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
