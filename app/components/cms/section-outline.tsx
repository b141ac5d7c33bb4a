import { useRef } from 'react';

export interface OutlineEntry {
  anchor: string;
  title: string;
}

const link =
  'block rounded px-3 py-2 text-sm text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-700';

/**
 * A long screen's outline, in reach wherever the editor has scrolled to: a list at the side
 * that stays put on a wide screen, and a "Jump to" bar under the top bar on narrower ones
 * whose list opens over the form. Plain links to the sections' anchors, so it works before the
 * page's JavaScript has loaded; the script only closes the list once a section is chosen.
 * Only one of the two is displayed at a time, so a screen reader meets one navigation.
 */
export function SectionOutline({ label, entries }: { label: string; entries: OutlineEntry[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <>
      <nav
        aria-label={label}
        className="sticky top-16 z-20 -mx-4 mb-6 border-b border-slate-200 bg-slate-50 px-4 sm:-mx-6 sm:px-6 xl:hidden"
      >
        <details ref={details} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ▸
            </span>
            Jump to<span className="sr-only"> a part of this screen</span>
          </summary>
          <ul className="absolute inset-x-0 top-full max-h-[60vh] overflow-y-auto border-y border-slate-200 bg-white px-2 py-2 shadow-lg sm:px-4">
            {entries.map((e) => (
              <li key={e.anchor}>
                <a href={`#${e.anchor}`} className={link} onClick={close}>
                  {e.title}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </nav>
      <nav
        aria-label={label}
        className="hidden self-start xl:sticky xl:top-24 xl:col-start-2 xl:row-start-1 xl:block xl:max-h-[calc(100vh-7rem)] xl:overflow-y-auto"
      >
        <h2 className="mb-2 px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {label}
        </h2>
        <ul className="border-l border-slate-200">
          {entries.map((e) => (
            <li key={e.anchor}>
              <a href={`#${e.anchor}`} className={link}>
                {e.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
