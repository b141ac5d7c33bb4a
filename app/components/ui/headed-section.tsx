import type { ReactNode } from 'react';

/**
 * A section named by its own heading (h2 unless it sits under another section's), so it is a
 * landmark a screen reader can jump to.
 */
export function HeadedSection({
  id,
  anchor,
  heading,
  className,
  headingClassName = 'section-heading mb-6',
  level = 2,
  children,
}: {
  /** The heading's id; also what the section is labelled by. */
  id: string;
  /** The section's own id, where the page links to it (`#anchor`). */
  anchor?: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
