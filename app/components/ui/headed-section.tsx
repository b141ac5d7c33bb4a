import type { ReactNode } from 'react';

/** A section named by its own h2, so it is a landmark a screen reader can jump to. */
export function HeadedSection({
  id,
  anchor,
  heading,
  className,
  headingClassName = 'section-heading mb-6',
  children,
}: {
  /** The heading's id; also what the section is labelled by. */
  id: string;
  /** The section's own id, where the page links to it (`#anchor`). */
  anchor?: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
