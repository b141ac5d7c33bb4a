import { Fragment, type ReactNode } from 'react';
import type { SectionDescriptor } from './descriptors';
import { sectionAnchor, SectionEditor } from './section-editor';
import { SectionOutline } from './section-outline';

export { ScreenHeading } from './screen-heading';

export interface Extra {
  /** Placed after the section with this key. */
  after: string;
  anchor: string;
  title: string;
  node: ReactNode;
}

/**
 * A list of section editors, plus any extra blocks (partner logos…), with an outline of them
 * that stays in reach when there are more than two.
 */
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
  const outlined = entries.length > 2;
  return (
    <div className={outlined ? 'xl:grid xl:grid-cols-[minmax(0,1fr)_13rem] xl:gap-6' : ''}>
      {outlined && <SectionOutline label={label} entries={entries} />}
      {/* Room above a section jumped to for the top bar, and on narrow screens the Jump to bar. */}
      <div className="space-y-6 *:scroll-mt-36 xl:col-start-1 xl:row-start-1 xl:*:scroll-mt-24">
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
    </div>
  );
}
