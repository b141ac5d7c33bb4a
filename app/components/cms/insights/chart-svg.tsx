import type { ReactNode } from 'react';

/** The frame every chart draws in: sized by its model, named by its title for screen readers. */
export function ChartSvg({
  size,
  title,
  children,
}: {
  size: { width: number; height: number };
  title: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={title}
      className="h-auto w-full max-w-xl"
      fontSize="11"
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}
