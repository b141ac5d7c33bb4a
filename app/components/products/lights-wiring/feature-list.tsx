/** A product's features as a ticked list. */
export function FeatureList({
  features,
  className = '',
}: {
  features: string[];
  className?: string;
}) {
  if (features.length === 0) return null;
  return (
    <ul className={`space-y-2 ${className}`}>
      {features.map((feature, i) => (
        <li key={`${feature}-${i}`} className="flex gap-2 text-slate-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-5 shrink-0 fill-current text-accent-700"
          >
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
