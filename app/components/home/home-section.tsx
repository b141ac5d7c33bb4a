import type { ReactNode } from 'react';
import { HeadedSection } from '../ui/headed-section';

/** One band of the home page: its heading, an optional line under it, then its content. */
export function HomeSection({
  id,
  heading,
  intro,
  tinted = false,
  children,
}: {
  /** The heading's id, e.g. `products-heading`. */
  id: string;
  heading: string;
  intro?: string;
  /** A pale band, to part it from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={tinted ? 'bg-brand-50' : undefined}>
      <HeadedSection
        id={id}
        heading={heading}
        className="content-width py-14"
        headingClassName={intro ? 'section-heading' : 'section-heading mb-8'}
      >
        {intro && <p className="mt-2 mb-8 max-w-2xl text-slate-600">{intro}</p>}
        {children}
      </HeadedSection>
    </div>
  );
}
