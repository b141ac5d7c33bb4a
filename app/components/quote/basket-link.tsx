/**
 * The header's link to the quote basket, with how many products it holds. Beside the full
 * menu (xl), and on a phone beside the logo, search and menu, there is room only for the icon
 * and the count; the word is then for screen readers, and the link's title says it to a
 * pointer.
 */
import { Link } from 'react-router';
import { Glyph } from '../ui/glyph';

export function BasketLink({ label, count }: { label: string; count: number }) {
  return (
    <Link
      to="/quote"
      title={label}
      className="flex min-h-11 shrink-0 items-center gap-1.5 rounded px-2 font-semibold text-brand-900 hover:bg-slate-100 xl:px-1"
    >
      <Glyph name="clipboard" className="size-5 sm:hidden xl:block" />
      <span className="sr-only sm:not-sr-only xl:sr-only">{label}</span>
      <span
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent-500 px-1.5 text-sm text-brand-950"
        data-testid="basket-count"
      >
        {count}
        <span className="sr-only"> {count === 1 ? 'product' : 'products'}</span>
      </span>
    </Link>
  );
}
