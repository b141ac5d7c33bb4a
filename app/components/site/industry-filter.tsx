import { useRef } from 'react';
import { Link } from 'react-router';
import { caseStudyCategories } from '../../../content/case-study-categories';
import { Glyph } from '../ui/glyph';

/**
 * The industry dropdown of the case-study list. Each option is a link to its own URL, so a
 * filtered list can be shared and works without JavaScript; <details> gives a native,
 * keyboard-operable toggle. Picking an option navigates, which closes it.
 */
export function IndustryFilter({ current }: { current?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const options = [
    { label: 'All Categories', to: '/case-studies', slug: undefined },
    ...caseStudyCategories.map((c) => ({
      label: c.label,
      to: `/case-studies/${c.slug}`,
      slug: c.slug,
    })),
  ];
  const active = options.find((o) => o.slug === current) ?? options[0];

  return (
    <details
      ref={ref}
      className="relative inline-block"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-4 font-medium text-brand-900 [&::-webkit-details-marker]:hidden">
        <span className="text-slate-600">Industry:</span> {active?.label}
        <Glyph name="chevron-down" className="size-4" />
      </summary>
      <ul className="absolute z-20 mt-1 w-72 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {options.map((o) => (
          <li key={o.to}>
            <Link
              to={o.to}
              aria-current={o === active ? 'page' : undefined}
              onClick={() => ref.current?.removeAttribute('open')}
              className={`block px-4 py-2.5 hover:bg-brand-50 ${o === active ? 'font-semibold text-accent-700' : 'text-slate-700'}`}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
