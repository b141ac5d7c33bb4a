import { Fragment, type ReactNode } from 'react';
import type { SectionDescriptor } from './descriptors';
import { sectionAnchor, SectionEditor } from './section-editor';

export { ScreenHeading } from './screen-heading';

export interface Extra {
  /** Placed after the section with this key. */
  after: string;
  anchor: string;
  title: string;
  node: ReactNode;
}

/** A list of section editors with a jump list, plus any extra blocks (partner logos…). */
export function SectionList({
  sections,
  extras = [],
  label = 'On this screen',
}: {
  sections: SectionDescriptor[];
  extras?: Extra[];
  label?: string;
}) {
  const entries = sections.flatMap((s) => [
    { anchor: sectionAnchor(s.key), title: s.title },
    ...extras.filter((x) => x.after === s.key).map(({ anchor, title }) => ({ anchor, title })),
  ]);
  return (
    <>
      {entries.length > 2 && (
        <nav aria-label={label} className="mb-6">
          <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {label}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {entries.map((e) => (
              <li key={e.anchor}>
                <a
                  href={`#${e.anchor}`}
                  className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-brand-900 hover:bg-brand-50"
                >
                  {e.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="space-y-6">
        {sections.map((s) => (
          <Fragment key={s.key}>
            <SectionEditor section={s} />
            {extras
              .filter((x) => x.after === s.key)
              .map((x) => (
                <Fragment key={x.anchor}>{x.node}</Fragment>
              ))}
          </Fragment>
        ))}
      </div>
    </>
  );
}
