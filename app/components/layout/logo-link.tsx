import { Link } from 'react-router';

/** The company mark and name, linking to the home page; `where` tells a screen reader where to. */
export function LogoLink({
  text,
  where,
  className = 'text-xl',
}: {
  text: string;
  where: string;
  className?: string;
}) {
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 font-extrabold tracking-wider text-brand-900 ${className}`}
    >
      <span
        aria-hidden="true"
        className="inline-block size-7 rounded-sm bg-accent-500 [clip-path:polygon(55%_0,10%_58%,45%_58%,35%_100%,90%_40%,55%_40%)]"
      />
      {text}
      <span className="sr-only">, {where}</span>
    </Link>
  );
}
