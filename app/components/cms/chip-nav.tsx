import { Link } from 'react-router';

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Links that switch what a CMS list shows (the media kinds, confirmed or pending subscribers),
 * as chips; the one showing is marked as the current page. Plain links: the choice is in the
 * address, so it works before the page's JavaScript has loaded.
 */
export function ChipNav({
  label,
  links,
  current,
}: {
  label: string;
  links: { key: string; label: string; to: string }[];
  /** The key of the link showing now. */
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={link.key === current ? 'page' : undefined}
              className={`${chip} ${
                link.key === current
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-300 bg-white text-brand-900 hover:bg-brand-50'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
