import { Paragraphs } from '../power-protection-and-distribution/paragraphs';
import { AlternatingSections } from '~/components/ui/alternating-sections';
import type { MediaImg } from '~/components/ui/media-image';

export interface TracSection {
  /** The in-page anchor, e.g. `cable-trays`. */
  id: string;
  title: string;
  description: string;
  image: MediaImg;
}

/** Jump links to the sections below; the anchors are part of the page's public addresses. */
export function AnchorNav({ sections }: { sections: TracSection[] }) {
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap gap-2">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-700 hover:text-white"
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TracSections({ sections }: { sections: TracSection[] }) {
  return (
    <div className="space-y-12">
      <AlternatingSections
        sections={sections.map((s) => ({
          ...s,
          alt: s.title,
          body: <Paragraphs text={s.description} className="text-slate-700" />,
        }))}
      />
    </div>
  );
}
