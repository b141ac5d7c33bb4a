import type { ReactNode } from 'react';

/**
 * Results under a heading that counts them (site search, product finder). The heading is a live
 * region: screen readers hear the new count when a filter changes the results in place.
 */
export function ResultsSection({
  id,
  heading,
  headingSpace,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: ReactNode;
  /** The space under the heading. */
  headingSpace: 'mb-4' | 'mb-6';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2
        id={id}
        aria-live="polite"
        className={`${headingSpace} text-lg font-semibold text-brand-900`}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
