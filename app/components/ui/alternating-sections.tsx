import type { ReactNode } from 'react';
import { MediaImage, type MediaImg } from './media-image';

export interface AlternatingSection {
  /** The in-page anchor; the heading's id is derived from it. */
  id: string;
  title: string;
  image: MediaImg;
  /** Empty where the heading beside the picture already says what it shows. */
  alt: string;
  body: ReactNode;
}

/** Picture-and-text sections, the picture switching sides from one to the next on wide screens. */
export function AlternatingSections({ sections }: { sections: AlternatingSection[] }) {
  return sections.map((s, i) => (
    <section
      key={s.id}
      id={s.id}
      aria-labelledby={`${s.id}-heading`}
      className="grid items-center gap-6 md:grid-cols-2 md:gap-10"
    >
      <MediaImage
        image={s.image}
        alt={s.alt}
        className={`w-full rounded-lg bg-slate-100 object-cover shadow-sm ${i % 2 ? 'md:order-last' : ''}`}
      />
      <div>
        <h2 id={`${s.id}-heading`} className="section-heading mb-3">
          {s.title}
        </h2>
        {s.body}
      </div>
    </section>
  ));
}
