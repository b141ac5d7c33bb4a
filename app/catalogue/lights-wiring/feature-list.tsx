import { Glyph } from '~/components/ui/glyph';

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
          <Glyph name="check" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
