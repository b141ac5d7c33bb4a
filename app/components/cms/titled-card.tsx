import type { ReactNode } from 'react';
import { card } from './styles';

/** A card named by its own h2: an editor form, an account form. */
export function TitledCard({
  headingId,
  title,
  id,
  className = '',
  children,
}: {
  headingId: string;
  title: string;
  /** The card's own id, when it is a link target. */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={`${card} ${className}`.trim()}>
      <h2 id={headingId} className="mb-4 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
