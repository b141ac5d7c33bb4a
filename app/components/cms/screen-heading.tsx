import type { ReactNode } from 'react';

/** A screen's heading, shown first in the content area. */
export function ScreenHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
    </header>
  );
}
